// The SQL statements an app's Knex sends while some work runs (BEGIN and COMMIT included, when Knex reports them):
// what a request costs at the wire (docs/decisions/010-session-store.md, 184).
import type { Knex } from 'knex';

export async function statementsDuring(db: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(query.sql);
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.off('query', listener);
  }
  return seen;
}
