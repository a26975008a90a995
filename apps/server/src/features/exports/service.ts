// The database view's CSV exports (docs/decisions/100-admin-lists-paging-and-exports.md): a whole table streamed
// in id-ordered batches (memory stays at one batch whatever the table's size), written by core's CSV writer (RFC 4180
// with CRLF, formula-safe cells, after a UTF-8 byte-order mark for Excel; docs/decisions/199-one-csv-writer-in-core.md).
// Instants are written on the facility's wall clock with their offset; a booking says who made it by name, how long it
// is, when its holder arrived, and, when canceled, when and by whom (docs/decisions/080-one-occupancy-model.md); whether
// it was a no-show or a walk-in, and its channel (online, staff, walk-in).
// Each batch is written and flushed past gzip as soon as it is read, waiting for 'drain' when the client is slower
// (docs/decisions/107-export-first-bytes-and-memory.md).
// An empty table answers 404 'No data to export' before anything is sent.
import type { Response } from 'express';
import {
  ACTIVITY_ACTION_LABELS,
  activityExportFileName,
  bookingChannel,
  CSV_BOM,
  csvHeader,
  csvRows,
  exportFileName,
  formatFacilityTimestamp,
  timeToMinutes,
  NO_DATA_TO_EXPORT,
  type ActivityLine,
  type ActivityFilters,
  type ContactSubmission,
  type CsvColumn,
  type ExportTable,
  type StaffBooking,
  type User,
} from '@longwood/core';
import { inBatches } from '../../db/paging';
import { AppError } from '../../http/errors';

type BatchReader<T> = (afterId: number, size: number) => Promise<T[]>;

interface TableExport<T extends { id: number }> {
  read: BatchReader<T>;
  columns: ReadonlyArray<CsvColumn<T>>;
}

const USER_COLUMNS: ReadonlyArray<CsvColumn<User & { createdAt: string }>> = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Username', value: (u) => u.username },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Member', value: (u) => u.isMember },
  { header: 'Admin', value: (u) => u.isAdmin },
  { header: 'Coach', value: (u) => u.isCoach },
  { header: 'Front Desk', value: (u) => u.isFrontDesk },
  { header: 'Created At', value: (u) => formatFacilityTimestamp(u.createdAt) },
  { header: 'Name', value: (u) => u.name },
];

const BOOKING_COLUMNS: ReadonlyArray<CsvColumn<StaffBooking>> = [
  { header: 'ID', value: (b) => b.id },
  { header: 'Kind', value: (b) => b.kind },
  { header: 'User ID', value: (b) => b.userId },
  { header: 'Username', value: (b) => b.username },
  { header: 'Email', value: (b) => b.email },
  { header: 'Guest Name', value: (b) => b.guestName },
  { header: 'Guest Phone', value: (b) => b.guestPhone },
  { header: 'League ID', value: (b) => b.leagueId },
  { header: 'Simulator', value: (b) => b.simulatorName },
  { header: 'Booking Date', value: (b) => b.bookingDate },
  { header: 'Start Time', value: (b) => b.startTime },
  { header: 'End Time', value: (b) => b.endTime },
  { header: 'Duration (minutes)', value: (b) => timeToMinutes(b.endTime) - timeToMinutes(b.startTime) },
  { header: 'Created At', value: (b) => formatFacilityTimestamp(b.createdAt) },
  { header: 'Created By', value: (b) => b.createdByName },
  { header: 'Arrived At', value: (b) => (b.arrivedAt ? formatFacilityTimestamp(b.arrivedAt) : null) },
  { header: 'Status', value: (b) => (b.canceledAt ? 'Canceled' : 'Booked') },
  { header: 'Canceled At', value: (b) => (b.canceledAt ? formatFacilityTimestamp(b.canceledAt) : null) },
  { header: 'Canceled By', value: (b) => b.canceledByName },
  // What the desk marked and how it came in (docs/decisions/460-the-booking-dialog-and-no-shows-after-a-grace-time.md).
  { header: 'No-show', value: (b) => b.noShowAt !== null },
  { header: 'No-show At', value: (b) => (b.noShowAt ? formatFacilityTimestamp(b.noShowAt) : null) },
  { header: 'Walk-in', value: (b) => b.walkIn },
  { header: 'Channel', value: (b) => bookingChannel(b) },
];

const CONTACT_COLUMNS: ReadonlyArray<CsvColumn<ContactSubmission>> = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Created At', value: (c) => formatFacilityTimestamp(c.createdAt) },
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Interest', value: (c) => c.interest },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => (c.isRead ? 'Completed' : 'In Progress') },
  { header: 'Became Member', value: (c) => c.becameMember },
];

const ACTIVITY_COLUMNS: ReadonlyArray<CsvColumn<ActivityLine>> = [
  { header: 'ID', value: (a) => a.id },
  { header: 'When', value: (a) => formatFacilityTimestamp(a.at) },
  { header: 'Actor ID', value: (a) => a.actorId },
  { header: 'Actor', value: (a) => a.actorName },
  { header: 'Action', value: (a) => ACTIVITY_ACTION_LABELS[a.action] },
  { header: 'Target Type', value: (a) => a.targetType },
  { header: 'Target ID', value: (a) => a.targetId },
  { header: 'Target', value: (a) => a.targetLabel },
  { header: 'Before', value: (a) => (a.before ? JSON.stringify(a.before) : null) },
  { header: 'After', value: (a) => (a.after ? JSON.stringify(a.after) : null) },
  // The entry in words (docs/decisions/135-every-staff-write-in-the-activity-log.md), after the raw columns it is made from.
  { header: 'Summary', value: (a) => a.sentence },
];

/** Rows per write: their text (~15 KB) stays a young-generation string, never a large object. */
const ROWS_PER_WRITE = 100;

/** A batch as CSV text, ROWS_PER_WRITE records a piece. */
function csvTexts<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string[] {
  const texts: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) texts.push(csvRows(rows.slice(i, i + ROWS_PER_WRITE), columns));
  return texts;
}

/**
 * Writes to the response respecting backpressure: `write` waits for 'drain' when the socket's buffer is full (so
 * memory stays at about one batch whatever the table's size) and answers false once the client has gone; `flush`
 * pushes what gzip holds to the client (without it the compression middleware keeps ~1 000 rows before the first
 * byte leaves). One 'drain' and one 'close' listener per download: the compression middleware moves 'drain'
 * listeners to its gzip stream, where removing them through the response does not reach
 * (docs/decisions/107-export-first-bytes-and-memory.md).
 */
function responseWriter(res: Response) {
  let gone = false;
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  res.on('drain', resume);
  res.once('close', () => {
    gone = !res.writableFinished;
    resume();
  });
  return {
    async write(text: string): Promise<boolean> {
      if (gone || res.destroyed) return false;
      if (!res.write(text)) await new Promise<void>((resolve) => (wake = resolve));
      return !gone && !res.destroyed;
    },
    flush: () => (res as Response & { flush?: () => void }).flush?.(),
  };
}

export interface ExportsDeps {
  users: BatchReader<User & { createdAt: string }>;
  bookings: BatchReader<StaffBooking>;
  contactSubmissions: BatchReader<ContactSubmission>;
  /** The activity log, with the screen's filters (actor, action, facility dates). */
  activity: (filters: ActivityFilters) => BatchReader<ActivityLine>;
  now: () => Date;
  batchSize?: number;
}

export function createExportsService(deps: ExportsDeps) {
  const size = deps.batchSize ?? 1000;

  async function stream<T extends { id: number }>(fileName: string, spec: TableExport<T>, res: Response) {
    // A small first batch: it decides 200 or 'No data to export' and starts the download sooner.
    const batches = inBatches(spec.read, size, Math.min(size, 100));
    const first = await batches.next();
    if (first.done) throw new AppError('NOT_FOUND', NO_DATA_TO_EXPORT);

    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    const out = responseWriter(res);
    try {
      if (!(await out.write(`${CSV_BOM}${csvHeader(spec.columns)}`))) return;
      for (let batch: T[] | undefined = first.value; batch;) {
        for (const text of csvTexts(batch, spec.columns)) if (!(await out.write(text))) return; // cancelled
        out.flush();
        const next = await batches.next();
        batch = next.done ? undefined : next.value;
      }
      res.end();
    } catch (error) {
      // Headers are gone: the only honest signal left is a broken download.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  const tables: Record<ExportTable, (fileName: string, res: Response) => Promise<void>> = {
    users: (fileName, res) => stream(fileName, { read: deps.users, columns: USER_COLUMNS }, res),
    bookings: (fileName, res) => stream(fileName, { read: deps.bookings, columns: BOOKING_COLUMNS }, res),
    'contact-submissions': (fileName, res) =>
      stream(fileName, { read: deps.contactSubmissions, columns: CONTACT_COLUMNS }, res),
  };

  return {
    /** One of the database view's tables (core's DATABASE_EXPORTS). */
    table: (table: ExportTable, res: Response) => tables[table](exportFileName(table, deps.now()), res),
    activity: (res: Response, filters: ActivityFilters) =>
      stream(activityExportFileName(deps.now()), { read: deps.activity(filters), columns: ACTIVITY_COLUMNS }, res),
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
