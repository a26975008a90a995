// The stored demo requests, read the way an admin would: GET /api/admin/all-contact-submissions, newest first,
// one page (docs/decisions/100-admin-lists-paging-and-exports.md). The specs look for the request they just sent,
// so the newest page of the largest size holds it.
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
    const res = await admin.get('/api/admin/all-contact-submissions?page=1&pageSize=100&sort=createdAt&dir=desc');
    if (!res.ok()) throw new Error(`all-contact-submissions: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { items: StoredSubmission[] }).items;
  } finally {
    await admin.dispose();
  }
}
