// Demo requests from the public form. The submission is stored FIRST, then the team is e-mailed; a failed
// e-mail leaves the request stored as 'pending' for the retry worker (docs/decisions/041-contact-form-storage-and-rate-limit.md).
import { NO_MESSAGE_TEXT, type ContactForm } from '@longwood/core';
import { tooManyRequests } from '../../http/errors';
import { isoTimestamp } from '../../db/timestamps';
import { initialDelivery, type EmailStatus } from '../../mail/delivery';
import { deliverRecordMail, type MailDeliveryDeps } from '../../mail/recorded-mail';
import { composeContactMail } from './contact-mail';
import { createContactRepository } from './repository';

/** Per client IP: a family or office may send a few, a spam script may not. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60_000 };

export const CONTACT_MESSAGES = {
  emailed: "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
  // Stored, but the e-mail is still on its way (retried in the background): no false claim it was e-mailed.
  stored: "Thank you for your inquiry. We've received your request and our team will get back to you soon.",
  tooMany:
    'We have already received several requests from your network in the last hour. Please try again later, or call or e-mail us directly.',
} as const;

export interface ContactServiceDeps extends MailDeliveryDeps {
  teamEmail: string;
}

export interface ContactReceipt {
  message: string;
  emailStatus: EmailStatus;
}

export function createContactService(deps: ContactServiceDeps) {
  const repo = createContactRepository(deps.db);
  return {
    async submit(form: ContactForm, clientIp: string): Promise<ContactReceipt> {
      const now = deps.now();
      const since = isoTimestamp(new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs));
      if ((await repo.countFromIpSince(clientIp, since)) >= CONTACT_RATE_LIMIT.max) {
        throw tooManyRequests(CONTACT_MESSAGES.tooMany);
      }
      const id = await repo.insert({
        name: form.name,
        email: form.email,
        phone: form.phone,
        interest: form.interest,
        message: form.message === '' ? NO_MESSAGE_TEXT : form.message,
        clientIp,
        createdAt: isoTimestamp(now),
        delivery: initialDelivery(now, deps.policy),
      });
      const stored = await repo.findById(id);
      if (!stored) throw new Error(`Contact submission ${id} vanished after insert`);
      const state = await deliverRecordMail(deps, 'contact_submissions', id, 0, composeContactMail(stored, deps.teamEmail));
      return {
        message: state.status === 'sent' ? CONTACT_MESSAGES.emailed : CONTACT_MESSAGES.stored,
        emailStatus: state.status,
      };
    },
  };
}
