// The database view's CSV exports (docs/decisions/100-admin-lists-paging-and-exports.md): a whole table streamed
// in id-ordered batches (memory stays at one batch whatever the table's size), written by csv-stringify as
// RFC 4180 with CRLF, every cell through core's formula-safety rule, after a UTF-8 byte-order mark for Excel.
// An empty table answers 404 'No data to export' before anything is sent.
import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import {
  exportFileName,
  NO_DATA_TO_EXPORT,
  sanitizeCsvCell,
  type ContactSubmission,
  type CsvCell,
  type ExportTable,
  type StaffBooking,
  type User,
} from '@longwood/core';
import { inBatches } from '../../db/paging';
import { AppError } from '../../http/errors';

type BatchReader<T> = (afterId: number, size: number) => Promise<T[]>;

interface Column<T> {
  header: string;
  value: (row: T) => CsvCell;
}

interface TableExport<T extends { id: number }> {
  read: BatchReader<T>;
  columns: ReadonlyArray<Column<T>>;
}

const USER_COLUMNS: ReadonlyArray<Column<User & { createdAt: string }>> = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Username', value: (u) => u.username },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Member', value: (u) => u.isMember },
  { header: 'Admin', value: (u) => u.isAdmin },
  { header: 'Coach', value: (u) => u.isCoach },
  { header: 'Front Desk', value: (u) => u.isFrontDesk },
  { header: 'Created At', value: (u) => u.createdAt },
];

const BOOKING_COLUMNS: ReadonlyArray<Column<StaffBooking>> = [
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
  { header: 'Created At', value: (b) => b.createdAt },
  { header: 'Created By', value: (b) => b.createdBy },
];

const CONTACT_COLUMNS: ReadonlyArray<Column<ContactSubmission>> = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Created At', value: (c) => c.createdAt },
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Interest', value: (c) => c.interest },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => (c.isRead ? 'Completed' : 'In Progress') },
  { header: 'Became Member', value: (c) => c.becameMember },
];

export interface ExportsDeps {
  users: BatchReader<User & { createdAt: string }>;
  bookings: BatchReader<StaffBooking>;
  contactSubmissions: BatchReader<ContactSubmission>;
  now: () => Date;
  batchSize?: number;
}

export function createExportsService(deps: ExportsDeps) {
  const size = deps.batchSize ?? 1000;

  async function stream<T extends { id: number }>(table: ExportTable, spec: TableExport<T>, res: Response) {
    const batches = inBatches(spec.read, size);
    const first = await batches.next();
    if (first.done) throw new AppError('NOT_FOUND', NO_DATA_TO_EXPORT);

    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(table, deps.now())}"`);
    res.write('\uFEFF');
    const csv = stringify({ record_delimiter: 'windows', quoted_match: /[\r\n]/ });
    csv.pipe(res);
    const write = async (cells: string[]) => {
      if (!csv.write(cells)) await once(csv, 'drain');
    };
    try {
      await write(spec.columns.map((c) => c.header));
      let batch: T[] | undefined = first.value;
      while (batch) {
        for (const row of batch) await write(spec.columns.map((c) => sanitizeCsvCell(c.value(row))));
        if (res.destroyed) return; // the admin cancelled the download
        const next = await batches.next();
        batch = next.done ? undefined : next.value;
      }
      csv.end();
      await once(res, 'finish');
    } catch (error) {
      // Headers are gone: the only honest signal left is a broken download.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  return {
    users: (res: Response) => stream('users', { read: deps.users, columns: USER_COLUMNS }, res),
    bookings: (res: Response) => stream('bookings', { read: deps.bookings, columns: BOOKING_COLUMNS }, res),
    contactSubmissions: (res: Response) =>
      stream('contact-submissions', { read: deps.contactSubmissions, columns: CONTACT_COLUMNS }, res),
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
