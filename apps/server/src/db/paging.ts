// One way to read a page of a list (docs/decisions/100-admin-lists-paging-and-exports.md): the same filtered
// query counted and sliced, a case-insensitive search over named columns, and keyset batches for exports
// (id > last id, so a 200 000-row export never holds more than one batch in memory and never re-scans).
import type { Knex } from 'knex';
import type { Page } from '@longwood/core';
import { toNumber } from './dialect';

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

/**
 * Runs `base` twice: once counted, once ordered and sliced. `base` must hold only the joins and filters
 * (no select, order or limit).
 */
export async function readPage<Row, T>(
  base: Knex.QueryBuilder,
  request: PageRequest,
  select: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const counted = (await base.clone().clearSelect().clearOrder().count({ n: '*' }).first()) as
    { n: unknown } | undefined;
  const rows = (await select(base.clone())
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)) as Row[];
  return { items: rows.map(map), total: toNumber(counted?.n), page: request.page, pageSize: request.pageSize };
}

/** Rows in id order, `size` at a time, for streaming a whole table out. */
export async function* inBatches<Row extends { id: unknown }>(
  batch: (afterId: number, size: number) => Promise<Row[]>,
  size = 1000,
): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const rows = await batch(afterId, size);
    if (rows.length === 0) return;
    yield rows;
    afterId = toNumber(rows[rows.length - 1]?.id);
    if (rows.length < size) return;
  }
}
