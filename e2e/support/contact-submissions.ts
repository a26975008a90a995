// The stored demo requests, read the way an admin would (GET /api/admin/all-contact-submissions). While that
// endpoint does not exist yet (404), the e2e server's SQLite file is read directly through the server's own Knex.
import { ADMIN } from './accounts';
import { apiContext } from './api';
import { withE2eDatabase } from './database';

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
  return withE2eDatabase((db) =>
    db<StoredSubmission>('contact_submissions').select('name', 'email', 'phone', 'interest', 'message'),
  );
}
