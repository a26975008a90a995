// POST /api/contact — the public demo/contact request (SPEC §7). 201 once the server has stored it.
// A plain fetcher, no mutation hook: the form runs on the light landing page, which has no query client.
import type { ContactForm } from '@longwood/core';
import { apiJson } from '../../../lib/api-client';

export function submitContact(form: ContactForm): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/contact', form);
}
