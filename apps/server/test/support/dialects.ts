// Which databases this integration run uses: TEST_DATABASES=sqlite, =postgres or both (the default). `npm test` runs
// the SQLite and the Postgres suites as two processes side by side (scripts/test-all.mjs); a developer running
// `pnpm test:integration` gets both in one.
export type Dialect = 'sqlite' | 'postgres';

const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

export function selectedDialects(setting = process.env.TEST_DATABASES): Dialect[] {
  if (!setting?.trim()) return [...DIALECTS];
  const names = setting.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !DIALECTS.includes(name as Dialect));
  if (unknown.length > 0) {
    throw new Error(`TEST_DATABASES names ${unknown.join(', ')}: use sqlite, postgres or both (sqlite,postgres).`);
  }
  return DIALECTS.filter((dialect) => names.includes(dialect));
}
