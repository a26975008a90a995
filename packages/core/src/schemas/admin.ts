// Admin console lists and exports (docs/requirements.md#admin-dashboard, docs/decisions/100-admin-lists-paging-and-exports.md):
// every list that can grow is read one page at a time, searched and sorted on the server. The page size is
// bounded so no request can ask for the whole table; the whole table leaves only as a streamed CSV export.
import { z } from '../zod';
import { facilityToday } from '../time';
import { MAX_UTILISATION_DAYS } from '../rules/utilisation';
import { MAX_ID, dateRangeCheck, dateStringField, idSchema } from './common';
import { staffBookingSchema } from './staff-booking';
import { contactSubmissionSchema } from './contact';
import { userSchema } from './user';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** Text shown (and sent by the server) when an export would hold no rows (docs/requirements.md#admin-messages). */
export const NO_DATA_TO_EXPORT = 'No data to export';

/** `?page=` of a paged list: 1 when absent. */
export const pageField = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
/** `?pageSize=` of a paged list: DEFAULT_PAGE_SIZE when absent, at most MAX_PAGE_SIZE. */
export const pageSizeField = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
  DEFAULT_PAGE_SIZE,
);

const pageFields = {
  page: pageField,
  pageSize: pageSizeField,
  /** Free-text search (names, e-mails, phones); empty = everything. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  dir: z.optional(z.enum(['asc', 'desc'])),
};

/**
 * How far past a page's first row a list counts its matching rows (docs/decisions/100-admin-lists-paging-and-exports.md):
 * a page costs the same at 1 000 rows as at 200 000. Beyond it the total is only known to be larger.
 */
export const COUNT_AHEAD = 1000;

/**
 * A page of a list. `total` is the number of matching rows when `totalExact`; otherwise there are more than
 * `total` (the count stopped at the page's first row + COUNT_AHEAD; docs/decisions/100-admin-lists-paging-and-exports.md).
 */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.minimum(0)),
    totalExact: z.boolean(),
    page: z.number().check(z.int(), z.minimum(1)),
    pageSize: z.number().check(z.int(), z.minimum(1)),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
}

export const USER_SORTS = ['id', 'username', 'email'] as const;
/** GET /api/admin/users?page&pageSize&q&sort&dir */
export const adminUsersQuerySchema = z.strictObject({ ...pageFields, sort: z._default(z.enum(USER_SORTS), 'id') });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const usersPageSchema = pageSchema(userSchema);

export const BOOKING_SORTS = ['date', 'created'] as const;
/**
 * GET /api/admin/all-bookings?from&to&userId&simulatorId&page&pageSize&q&sort&dir. Without from/to, every date.
 * Sorted by date ('date': booking date then start time) or by when it was made ('created').
 */
export const adminBookingsQuerySchema = z.strictObject({
  ...pageFields,
  from: z.optional(dateStringField()),
  to: z.optional(dateStringField()),
  userId: z.optional(z.pipe(z.coerce.number(), idSchema)),
  simulatorId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID))),
  sort: z._default(z.enum(BOOKING_SORTS), 'date'),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;
export const bookingsPageSchema = pageSchema(staffBookingSchema);

export const CONTACT_SORTS = ['createdAt', 'name', 'email'] as const;
/** GET /api/admin/all-contact-submissions, /api/admin/demo-requests, /api/admin/completed-demo-requests. */
export const contactSubmissionsQuerySchema = z.strictObject({
  ...pageFields,
  sort: z._default(z.enum(CONTACT_SORTS), 'createdAt'),
});
export type ContactSubmissionsQuery = z.infer<typeof contactSubmissionsQuerySchema>;
export const contactSubmissionsPageSchema = pageSchema(contactSubmissionSchema);

/** GET /api/admin/export/{table}: the three tables of the database view. */
export const EXPORT_TABLES = ['users', 'bookings', 'contact-submissions'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** Whether a value from outside (the desk's IPC message) names one of the exports. */
export function isExportTable(value: unknown): value is ExportTable {
  return typeof value === 'string' && (EXPORT_TABLES as readonly string[]).includes(value);
}

/** The database view's tables and their export files: 'bookings_2026-11-22.csv' (facility date). */
export const EXPORT_FILE_STEMS = {
  users: 'user_accounts',
  bookings: 'bookings',
  'contact-submissions': 'contact_submissions',
} as const satisfies Record<ExportTable, string>;

export function exportFileName(table: ExportTable, now: Date): string {
  return `${EXPORT_FILE_STEMS[table]}_${facilityToday(now)}.csv`;
}

/** GET /api/admin/utilisation?from&to: at most MAX_UTILISATION_DAYS days, from not after to. */
export const utilisationQuerySchema = z
  .strictObject({ from: dateStringField(), to: dateStringField() })
  .check(dateRangeCheck(MAX_UTILISATION_DAYS));
export type UtilisationQuery = z.infer<typeof utilisationQuerySchema>;

export const utilisationSchema = z.array(
  z.object({
    date: z.string(),
    bookedMinutes: z.number().check(z.minimum(0)),
    percent: z.number().check(z.minimum(0)),
  }),
);
