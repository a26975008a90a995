// Demo requests from the public form. The submission and the team's e-mail about it are stored in one transaction
// (the mail outbox, mail/outbox.ts): a failed e-mail leaves the request stored and the e-mail pending for the mail
// delivery job, never lost (docs/decisions/052-contact-form-behaviour.md, 194-one-mail-outbox.md).
import { NO_MESSAGE_TEXT, type ContactForm } from '@longwood/core';
import { isoTimestamp } from '../../db/timestamps';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { RateLimiter } from '../../http/rate-limiter';
import { composeContactMail } from './contact-mail';
import type { ContactRepository } from './repository';

/** Per client IP and hour (CONTACT_LIMIT_PER_HOUR, default 5): a family or office may send a few, a script may not. */
const CONTACT_WINDOW_MS = 60 * 60_000;

const CONTACT_MESSAGES = {
  emailed: "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
  // Stored, but the e-mail is still on its way (retried in the background): no false claim it was e-mailed.
  stored: "Thank you for your inquiry. We've received your request and our team will get back to you soon.",
  tooMany:
    'We have already received several requests from your network in the last hour. Please try again later, or call or e-mail us directly.',
} as const;

export interface ContactServiceDeps {
  repo: Pick<ContactRepository, 'within'>;
  /**
   * Reserves the request against the per-address limit before it is stored, so a burst sent at once gets exactly
   * the limit (decision 161).
   */
  limiter: RateLimiter;
  transaction: UnitOfWorkRunner;
  outbox: MailOutbox;
  /** Where the team's e-mail goes (FACILITY_TEAM_EMAIL). */
  teamEmail: string;
  /** Demo requests one client address may send per hour (CONTACT_LIMIT_PER_HOUR). */
  maxPerHour: number;
  now: () => Date;
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    async submit(form: ContactForm, clientIp: string): Promise<{ message: string }> {
      const now = deps.now();
      // Reserved first, atomically (a parallel burst gets exactly the limit); given back if storing fails.
      const queued = await deps.limiter.within(
        [{ bucket: `contact:ip:${clientIp}`, max: deps.maxPerHour, windowMs: CONTACT_WINDOW_MS }],
        () => CONTACT_MESSAGES.tooMany,
        () =>
          deps.transaction(async (unitOfWork) => {
            const repo = deps.repo.within(unitOfWork);
            const id = await repo.insert({
              name: form.name,
              email: form.email,
              phone: form.phone,
              interest: form.interest,
              message: form.message === '' ? NO_MESSAGE_TEXT : form.message,
              clientIp,
              createdAt: isoTimestamp(now),
            });
            const submission = (await repo.findAdminView(id))!;
            const mail = composeContactMail(submission, deps.teamEmail);
            return deps.outbox.add([{ mail, about: `demo request #${id}` }], unitOfWork);
          }),
      );
      return { message: (await queued.sentAtOnce) ? CONTACT_MESSAGES.emailed : CONTACT_MESSAGES.stored };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
