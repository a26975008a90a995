// The admin lists' slice of the API contract: accounts, the database view's exports and the activity log.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import {
  adminUsersQuerySchema,
  contactSubmissionsPageSchema,
  contactSubmissionsQuerySchema,
  usersPageSchema,
} from '../schemas/admin';
import { activityExportQuerySchema, activityPageSchema, activityQuerySchema } from '../schemas/activity';
import { coachToggleSchema } from '../schemas/lesson';
import { userSchema } from '../schemas/user';
import {
  addMemberSchema,
  adminToggleSchema,
  frontDeskToggleSchema,
  membershipToggleSchema,
  personNameUpdateSchema,
} from '../schemas/account-forms';

export const members = {
  /** Paged and searchable, never every account at once (docs/decisions/100-admin-lists-paging-and-exports.md). */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin:users',
    query: adminUsersQuerySchema,
    response: usersPageSchema,
    status: OK,
  }),
  /** Creates a member account and e-mails a link to set a password; the message is shown as is. */
  addMember: defineRoute({
    method: 'POST',
    path: '/api/admin/add-member',
    access: 'admin:users',
    body: addMemberSchema,
    response: messageResponseSchema,
    status: CREATED,
  }),
  /** Never user 1, never yourself; future bookings are released, past ones kept (decision 070). */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin:users',
    response: null,
    status: NO_CONTENT,
  }),
  setMembership: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/membership',
    access: 'admin:users',
    body: membershipToggleSchema,
    response: userSchema,
    status: OK,
  }),
  setAdmin: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/admin',
    access: 'admin:users',
    body: adminToggleSchema,
    response: userSchema,
    status: OK,
  }),
  /** The member's display name ('' removes it), as the member sets it on their profile. */
  setName: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/name',
    access: 'admin:users',
    body: personNameUpdateSchema,
    response: userSchema,
    status: OK,
  }),
  setFrontDesk: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/front-desk',
    access: 'admin:users',
    body: frontDeskToggleSchema,
    response: userSchema,
    status: OK,
  }),
  /**
   * Make or unmake a coach. A coach with lessons ahead keeps the role (409) until they are cancelled, or members
   * would hold lessons with someone who can no longer see them (docs/decisions/120-coaching-lessons.md).
   */
  setCoach: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/coach',
    access: 'admin:users',
    body: coachToggleSchema,
    response: userSchema,
    status: OK,
  }),
} as const;

export const exports = {
  /** The database view's Contact Submissions tab. */
  contactSubmissions: defineRoute({
    method: 'GET',
    path: '/api/admin/all-contact-submissions',
    access: 'admin:screens',
    query: contactSubmissionsQuerySchema,
    response: contactSubmissionsPageSchema,
    status: OK,
  }),
  /** Streamed CSV of a whole table (UTF-8 BOM, RFC 4180, formula-safe); 404 'No data to export' when empty. */
  exportUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/export/users',
    access: 'admin:screens',
    response: null,
    status: OK,
    produces: 'text/csv',
  }),
  exportBookings: defineRoute({
    method: 'GET',
    path: '/api/admin/export/bookings',
    access: 'admin:screens',
    response: null,
    status: OK,
    produces: 'text/csv',
  }),
  exportContactSubmissions: defineRoute({
    method: 'GET',
    path: '/api/admin/export/contact-submissions',
    access: 'admin:screens',
    response: null,
    status: OK,
    produces: 'text/csv',
  }),
} as const;

/** The activity log (docs/decisions/135-every-staff-write-in-the-activity-log.md): read-only; no route edits or deletes an entry. */
export const activity = {
  /** Newest first, filtered by actor, action and facility dates, paged. */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/activity',
    access: 'admin:screens',
    query: activityQuerySchema,
    response: activityPageSchema,
    status: OK,
  }),
  /** Streamed CSV of the filtered log, like the database view's exports; 404 'No data to export' when empty. */
  export: defineRoute({
    method: 'GET',
    path: '/api/admin/export/activity',
    access: 'admin:screens',
    query: activityExportQuerySchema,
    response: null,
    status: OK,
    produces: 'text/csv',
  }),
} as const;
