// Demo requests from the public form. The submission is stored FIRST, then the team is e-mailed; a failed
// e-mail leaves the request stored as 'pending' for the retry worker (the "store, then notify" flow of
// mail/store-then-notify.ts; docs/decisions/041-contact-form-storage-and-rate-limit.md).
import { NO_MESSAGE_TEXT, type ContactForm } from '@longwood/core';
import { isoTimestamp } from '../../db/timestamps';
import type { EmailStatus } from '../../mail/delivery';
import type { NotifiedRecords } from '../../mail/store-then-notify';
import type { RateLimiter } from '../../http/rate-limiter';
import type { NewContactSubmission } from './repository';

/** Per client IP: a family or office may send a few, a spam script may not. */
const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60_000 };

const CONTACT_MESSAGES = {
  emailed: "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
  // Stored, but the e-mail is still on its way (retried in the background): no false claim it was e-mailed.
  stored: "Thank you for your inquiry. We've received your request and our team will get back to you soon.",
  tooMany:
    'We have already received several requests from your network in the last hour. Please try again later, or call or e-mail us directly.',
} as const;

export interface ContactServiceDeps {
  /** Reserves the request against the per-address limit before it is stored (decision 161). */
  limiter: RateLimiter;
  /** Stores a submission, then e-mails the team (composition.ts builds it from contact-mail.ts's kind). */
  requests: NotifiedRecords<NewContactSubmission>;
  now: () => Date;
}

export interface ContactReceipt {
  message: string;
  emailStatus: EmailStatus;
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    async submit(form: ContactForm, clientIp: string): Promise<ContactReceipt> {
      const now = deps.now();
      // Reserved first, atomically (a parallel burst gets exactly 5); given back if storing fails.
      const state = await deps.limiter.within(
        [{ bucket: `contact:ip:${clientIp}`, ...CONTACT_RATE_LIMIT }],
        () => CONTACT_MESSAGES.tooMany,
        () =>
          deps.requests.store({
            name: form.name,
            email: form.email,
            phone: form.phone,
            interest: form.interest,
            message: form.message === '' ? NO_MESSAGE_TEXT : form.message,
            clientIp,
            createdAt: isoTimestamp(now),
          }),
      );
      return {
        message: state.status === 'sent' ? CONTACT_MESSAGES.emailed : CONTACT_MESSAGES.stored,
        emailStatus: state.status,
      };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
