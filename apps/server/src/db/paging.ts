// One way to read a page of a list (docs/decisions/100-admin-lists-paging-and-exports.md): the same filtered
// query counted (up to a bound, decision 100) and sliced, a case-insensitive search over named columns, and keyset batches for exports
// (id > last id, so a 200 000-row export never holds more than one batch in memory and never re-scans).
import type { Knex } from 'knex';
import { COUNT_AHEAD, type Page } from '@longwood/core';
import { toNumber } from './dialect';
import { keptStatement } from './kept-statements';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `%text%` for LIKE with the wildcards of the text itself escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Adds "any of these columns contains q" (case-insensitive) to a query; nothing when q is empty. */
export function whereSearch(query: Knex.QueryBuilder, q: string | undefined, columns: readonly string[]): void {
  const text = q?.trim();
  if (!text) return;
  const pattern = likePattern(text);
  void query.where((w) => {
    for (const column of columns) void w.orWhereRaw(`lower(coalesce(${column}, '')) like ? escape '\\'`, [pattern]);
  });
}

/** knex's option that writes a limit into the SQL instead of binding it. */
const LITERAL = { skipBinding: true } as const;

/** `n`, checked to be a whole count before it is written into SQL (the schemas bound page and page size). */
function literalCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return n;
}

/** The column that carries a page's bounded count (readPage); no table has a column of that name. */
const PAGE_COUNT = 'page_count_ahead';

/**
 * Reads a page of `base` in one statement: ordered and sliced, with the count of the matching rows as one more column
 * (an uncorrelated subquery, run once per statement on both databases). `base` must hold only the joins and filters
 * (no select, order or limit). The count stops at the page's first row + COUNT_AHEAD: beyond that the
 * page says "more than" (`totalExact: false`), so a page costs the same whatever the table's size
 * (docs/decisions/100-admin-lists-paging-and-exports.md). `countBase`, when given, is the same filter without the joins
 * that only add columns (docs/decisions/100-admin-lists-paging-and-exports.md). `joinTo`, when given, takes the page's rows
 * (`base` ordered and sliced) and adds those columns to them, so the joins are planned over a page, not a table.
 * A page past the last row has no row to carry the count: only then is it counted in a statement of its own.
 */
export async function readPage<Row, T>(
  base: Knex.QueryBuilder,
  request: PageRequest,
  select: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  map: (row: Row) => T,
  countBase: Knex.QueryBuilder = base,
  joinTo?: (pageRows: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Page<T>> {
  const offset = (request.page - 1) * request.pageSize;
  const countTo = offset + COUNT_AHEAD;
  const client = countBase.client;
  // The limits are written into the statement, not bound (decision 370): a statement whose limits are
  // parameters gets a plan of its own on every run on Postgres (its generic plan, not knowing them, costs more), and
  // planning the page's joins cost more than running them. A list's first page is then one statement per page size,
  // planned once per connection. The offset stays a value: each page of a list would otherwise be a statement.
  const upToCount = literalCount(countTo + 1);
  const counted = () => {
    const upTo = countBase.clone().clearSelect().clearOrder().select(client.raw('1 as one')).limit(upToCount, LITERAL);
    return client.queryBuilder().count({ n: '*' }).from(upTo.as('counted'));
  };
  // One round trip instead of two: on a loaded machine each is a wait for the database and for a CPU.
  const sliced = select(base.clone()).limit(literalCount(request.pageSize), LITERAL).offset(offset);
  // Every screen's first page is this statement again with other values: each connection keeps it prepared.
  const rows = (await keptStatement((joinTo ? joinTo(sliced) : sliced).select(counted().as(PAGE_COUNT)))) as Array<
    Row & { [PAGE_COUNT]: unknown }
  >;
  const n =
    rows.length > 0
      ? toNumber(rows[0]![PAGE_COUNT])
      : offset === 0
        ? 0
        : toNumber(((await counted().first()) as { n: unknown } | undefined)?.n);
  return {
    items: rows.map(map),
    total: Math.min(n, countTo),
    totalExact: n <= countTo,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * Rows in id order, `size` at a time, for streaming a whole table out. The first batch may be smaller
 * (`firstSize`), so the first bytes leave sooner (docs/decisions/100-admin-lists-paging-and-exports.md).
 */
export async function* inBatches<Row extends { id: unknown }>(
  batch: (afterId: number, size: number) => Promise<Row[]>,
  size = 1000,
  firstSize = size,
): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (let wanted = firstSize; ; wanted = size) {
    const rows = await batch(afterId, wanted);
    if (rows.length === 0) return;
    yield rows;
    afterId = toNumber(rows[rows.length - 1]?.id);
    if (rows.length < wanted) return;
  }
}

/**
 * Which of a member's own dated rows (bookings, lessons) to read (docs/decisions/021-booking-api.md,
 * 021-booking-api.md): from a date on in full, or the newest `limit` before a date and before a
 * cursor row in (date, start, id) order. All of them when empty.
 */
export interface DatedRange {
  /** On or after this date. */
  from?: string;
  /** Before this date. */
  before?: string;
  /** Before this row in (date, start, id) order (core's MyBookingsCursor). */
  after?: { bookingDate: string; startTime: string; id: number };
  /** The newest `limit` of them (still returned oldest first by readDatedRange). */
  limit?: number;
}

/**
 * A member's own list as the screens read it: from `today` on in full, plus the latest `pageSize` earlier ones; with
 * a cursor, only the page of earlier ones before it. `read` is the owning repository's dated read.
 */
export async function readOwnList<T>(
  read: (range: DatedRange) => Promise<T[]>,
  today: string,
  pageSize: number,
  cursor?: DatedRange['after'],
): Promise<T[]> {
  const page = { before: today, limit: pageSize };
  if (cursor) return read({ ...page, after: cursor });
  return [...(await read(page)), ...(await read({ from: today }))];
}

/** The date, start-time and id columns a dated range is read by. */
export interface DatedColumns {
  date: string;
  start: string;
  id: string;
}

/** Reads `query` bounded by `range`, oldest first: one statement whatever the range. */
export async function readDatedRange<Row>(
  query: Knex.QueryBuilder,
  columns: DatedColumns,
  range: DatedRange = {},
): Promise<Row[]> {
  if (range.from !== undefined) void query.andWhere(columns.date, '>=', range.from);
  if (range.before !== undefined) void query.andWhere(columns.date, '<', range.before);
  const cursor = range.after;
  if (cursor) {
    void query.andWhere((q) => {
      void q
        .where(columns.date, '<', cursor.bookingDate)
        .orWhere((same) => {
          void same.where(columns.date, cursor.bookingDate).andWhere(columns.start, '<', cursor.startTime);
        })
        .orWhere((same) => {
          void same
            .where(columns.date, cursor.bookingDate)
            .andWhere(columns.start, cursor.startTime)
            .andWhere(columns.id, '<', cursor.id);
        });
    });
  }
  const order = range.limit === undefined ? 'asc' : 'desc';
  void query.orderBy([
    { column: columns.date, order },
    { column: columns.start, order },
    { column: columns.id, order },
  ]);
  if (range.limit !== undefined) void query.limit(range.limit);
  const rows = (await query) as Row[];
  return order === 'desc' ? rows.reverse() : rows;
}
