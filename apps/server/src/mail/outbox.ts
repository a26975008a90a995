// The one way the server sends e-mail about a change (docs/decisions/194-one-mail-outbox.md). A use case decides its
// e-mails inside the transaction of its change and adds them here with that unit of work: they are rows of the same
// transaction (mail_outbox), so a rolled-back change leaves none and a committed one cannot lose them. Once the
// transaction has committed, this process tries each at once; a failure (an SMTP outage) leaves it pending, and the
// mail delivery job (`deliverDue`, every 30 s) tries again with backoff (delivery.ts) from any process: each attempt
// is claimed under a lease, so two processes never send the same e-mail at the same time, and one that died mid-send
// leaves it to be taken again when the lease runs out. A listener of committed changes (no transaction of its own to
// join) adds without a unit of work: its rows are written at once.
import { committed, type UnitOfWork } from '../db/unit-of-work';
import { isoTimestamp } from '../db/timestamps';
import {
  DEFAULT_RETRY_POLICY,
  deliveryAfterFailure,
  deliveryAfterSuccess,
  initialDelivery,
  type DeliveryState,
  type RetryPolicy,
} from './delivery';
import type { MailBrand } from './mail-content';
import type { Mailer, OutgoingMail, SendableMail } from './mailer';
import type { DueMail, OutboxRepository } from './outbox-repository';
import { errorText } from '../logger';
import { workInFlight } from '../work-in-flight';

/** How long a sent e-mail is kept (its row only tells operators it went out). */
const SENT_KEPT_MS = 30 * 24 * 60 * 60_000;
/** E-mails taken per pass; the rest wait for the next one. */
const BATCH_SIZE = 20;
const EXPIRED = 'expired before it could be sent';

export interface QueuedMail {
  mail: OutgoingMail;
  /** What it is about, for the logs: 'demo request #12', 'booking 31 (booked)'. */
  about: string;
  /** Not sent from this instant on (a reset code that expires, a lesson that has started). */
  expiresAt?: Date;
}

export interface Queued {
  /**
   * True once every one of these e-mails was accepted by the mail server on the attempt made right after the commit;
   * false when one was not (it stays pending for the delivery job) or the transaction rolled back. Await it only after
   * the transaction has returned.
   */
  readonly sentAtOnce: Promise<boolean>;
}

export interface MailOutbox {
  /** Adds e-mails in `unitOfWork` (the change's transaction), or at once when there is none. */
  add(mails: readonly QueuedMail[], unitOfWork?: UnitOfWork): Promise<Queued>;
  /** One pass of the delivery job: every due pending e-mail is claimed and tried; sent ones of long ago are deleted. */
  deliverDue(): Promise<{ attempted: number; sent: number }>;
  /** Waits for the attempts made after commits that are still in flight (app shutdown). */
  settle(): Promise<void>;
}

export interface MailOutboxDeps {
  repo: OutboxRepository;
  mailer: Mailer;
  /** The facility and the public URL every e-mail's HTML part shows and links to (decision 202). */
  /**
   * The facility as the e-mail's header and footer show it, read when the e-mail is sent (the facility's settings:
   * a changed phone shows in the next e-mail; docs/decisions/230-more-facility-settings.md).
   */
  brand: () => Promise<MailBrand>;
  now: () => Date;
  /** A failed send is expected operations (a warning), not a crash. */
  warn: (line: string) => void;
  policy?: RetryPolicy;
}

export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  const { repo, now } = deps;
  const policy = deps.policy ?? DEFAULT_RETRY_POLICY;
  const inFlight = workInFlight();

  /**
   * The message as sent: its HTML part rendered from the content its composer gave, at each attempt (the row keeps the
   * content, not the markup). The text part is the e-mail of record: should the HTML part fail to render, the text
   * goes alone rather than not at all.
   */
  async function sendable({ content, ...mail }: OutgoingMail): Promise<SendableMail> {
    if (!content) return mail;
    try {
      // The HTML part's React renderer is loaded with the first e-mail, not at start (about 5 MB resident).
      const { renderHtmlPart } = await import('./html-part');
      return { ...mail, html: await renderHtmlPart(content, await deps.brand()) };
    } catch (error) {
      deps.warn(`[mail] "${mail.subject}" goes without its HTML part: ${errorText(error)}`);
      return mail;
    }
  }

  /** One attempt at one e-mail this sender owns (fresh, or claimed); its outcome is stored. */
  async function attempt(entry: Omit<DueMail, 'expiresAt'>): Promise<DeliveryState> {
    let state: DeliveryState;
    try {
      await deps.mailer.send(await sendable(entry.mail));
      state = deliveryAfterSuccess(entry.attempts);
    } catch (error) {
      const reason = errorText(error);
      state = deliveryAfterFailure(entry.attempts, reason, now(), policy);
      const next = state.status === 'pending' ? `will retry after ${state.nextAttemptAt}` : 'giving up';
      deps.warn(
        `[mail] could not send "${entry.mail.subject}" for ${entry.about} (attempt ${state.attempts}/${policy.maxAttempts}, ${next}): ${reason}`,
      );
    }
    await repo.record(entry.id, state, isoTimestamp(now()));
    return state;
  }

  /** The attempts right after the commit, in order; a failure to store an outcome leaves the row to the job. */
  async function sendAtOnce(ids: readonly number[], mails: readonly QueuedMail[]): Promise<boolean> {
    let allSent = true;
    for (const [index, { mail, about }] of mails.entries()) {
      try {
        const state = await attempt({ id: ids[index]!, about, mail, attempts: 0 });
        allSent &&= state.status === 'sent';
      } catch (error) {
        allSent = false;
        deps.warn(`[mail] ${about}: ${errorText(error)}`);
      }
    }
    return allSent;
  }

  return {
    async add(mails, unitOfWork) {
      if (mails.length === 0) return { sentAtOnce: Promise.resolve(true) };
      const at = now();
      const ids = await repo.insert(
        mails.map(({ mail, about, expiresAt }) => ({
          about,
          mail,
          expiresAt: expiresAt ? isoTimestamp(expiresAt) : null,
          createdAt: isoTimestamp(at),
          // Pending under a lease: the delivery job leaves it to this process's first attempt.
          delivery: initialDelivery(at, policy),
        })),
        unitOfWork,
      );
      const isCommitted = unitOfWork ? committed(unitOfWork) : Promise.resolve(true);
      const sentAtOnce = inFlight.track(isCommitted.then((yes) => yes && sendAtOnce(ids, mails)));
      return { sentAtOnce };
    },

    async deliverDue() {
      const result = { attempted: 0, sent: 0 };
      const nowIso = isoTimestamp(now());
      await repo.pruneSent(isoTimestamp(new Date(now().getTime() - SENT_KEPT_MS)));
      for (const due of await repo.listDue(nowIso, BATCH_SIZE)) {
        // One e-mail failing (its row, the database, the mail server) must not end the pass: it is logged and its
        // lease runs out, so a later pass takes it again (decision 160).
        try {
          const leaseUntil = isoTimestamp(new Date(now().getTime() + policy.leaseMs));
          if (!(await repo.claim(due.id, isoTimestamp(now()), leaseUntil))) continue;
          if (due.expiresAt !== null && due.expiresAt <= isoTimestamp(now())) {
            await repo.record(
              due.id,
              { status: 'failed', attempts: due.attempts, lastError: EXPIRED, nextAttemptAt: null },
              isoTimestamp(now()),
            );
            continue;
          }
          result.attempted += 1;
          if ((await attempt(due)).status === 'sent') result.sent += 1;
        } catch (error) {
          deps.warn(`[mail] retry of ${due.about} failed: ${errorText(error)}`);
        }
      }
      return result;
    },

    settle: inFlight.settle,
  };
}
