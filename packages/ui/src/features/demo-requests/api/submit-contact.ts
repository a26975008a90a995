// POST /api/contact — the public demo/contact request (docs/requirements.md#api-conventions). 201 once the server has stored it.
// A plain fetcher, no mutation hook: the form runs on the light landing page, which has no query client.
import { API, type ContactFormInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export function submitContact(form: ContactFormInput) {
  return callApi(API.demoRequests.submit, { body: form });
}
