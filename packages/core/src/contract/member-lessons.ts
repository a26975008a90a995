// The member's own lessons (the booking page's My Lessons): a group and a module apart from coaching's other routes
// (coaching.ts), so the booking page loads these and not the lesson booking's, the coach's and the admin's schemas.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { defineRoute, NO_CONTENT, OK } from '../route';
import { myLessonSchema, myLessonsQuerySchema } from '../schemas/my-lesson';

export const memberLessons = {
  /**
   * Own lessons need only a session, like own bookings (a lapsed member still sees notes and cancels). Bounded
   * (decision 021): from today on in full plus the latest page of earlier ones; with `?cursor=` only the page of
   * earlier ones.
   */
  listMine: defineRoute({
    method: 'GET',
    path: '/api/user/lessons',
    access: 'account:manage',
    query: myLessonsQuerySchema,
    response: z.array(myLessonSchema),
    status: OK,
  }),
  cancelOwn: defineRoute({
    method: 'DELETE',
    path: '/api/lessons/:id',
    access: 'account:manage',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
