// A member's or coach's private calendar feed (docs/decisions/203-calendar-feed.md): GET /api/user/calendar-feed and
// POST /api/user/calendar-feed/reset answer its address, a webcal:// URL that calendar programs subscribe to.
import { z } from '../zod';

export const calendarFeedSchema = z.object({
  url: z.string().check(z.regex(/^webcal:\/\/[^/\s]+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/)),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
