// The stored demo requests, read the way an admin would (GET /api/admin/all-contact-submissions). While that
// endpoint does not exist yet (404), the e2e server's SQLite file is read directly through the server's own Knex.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ADMIN } from './accounts';
import { apiContext } from './api';

export interface StoredSubmission {
  name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
}

export async function storedContactSubmissions(baseURL: string): Promise<StoredSubmission[]> {
  const admin = await apiContext(baseURL, ADMIN);
  try {
    const res = await admin.get('/api/admin/all-contact-submissions');
    if (res.ok()) return (await res.json()) as StoredSubmission[];
    if (res.status() !== 404) throw new Error(`all-contact-submissions: ${res.status()} ${await res.text()}`);
  } finally {
    await admin.dispose();
  }
  const file = process.env.E2E_SQLITE_FILE;
  if (!file) throw new Error('E2E_SQLITE_FILE is not set (see playwright.config.ts)');
  const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
  const knex = requireFromServer('knex') as (config: object) => {
    (table: string): { select: (...c: string[]) => Promise<StoredSubmission[]> };
    destroy: () => Promise<void>;
  };
  const db = knex({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    return await db('contact_submissions').select('name', 'email', 'phone', 'interest', 'message');
  } finally {
    await db.destroy();
  }
}
