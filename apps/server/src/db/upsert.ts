// The two keyed single-row writes repositories share: an insert that leaves the row already stored under the same key
// (a burst or a retry of the same write stores one row), and a write that inserts the row or replaces the stored
// one's other columns (a settings row, a member's one row).
import type { Knex } from 'knex';

type Key = string | readonly string[];

const keyColumns = (key: Key): readonly string[] => (typeof key === 'string' ? [key] : key);

/** Inserts `row` unless a row with the same `key` is stored; true when this call inserted it. */
export async function insertIfNew(
  db: Knex | Knex.Transaction,
  table: string,
  key: Key,
  row: Record<string, unknown>,
): Promise<boolean> {
  const columns = keyColumns(key);
  const inserted: unknown[] = await db(table)
    .insert(row)
    .onConflict(columns as string[])
    .ignore()
    .returning(columns[0]!);
  return inserted.length > 0;
}

/** Inserts `row`, or sets the stored row with the same `key` to `row`'s other columns. */
export async function upsert(
  db: Knex | Knex.Transaction,
  table: string,
  key: Key,
  row: Record<string, unknown>,
): Promise<void> {
  const columns = keyColumns(key);
  await db(table)
    .insert(row)
    .onConflict(columns as string[])
    .merge(Object.keys(row).filter((column) => !columns.includes(column)));
}
