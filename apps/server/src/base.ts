// What every feature builds on, made once per app before the features (composition.ts lists it first): the app's
// context, transactions, the mail outbox and its settings, the rate limiter and the mail limit, the session store,
// the users repository, the relay of occupancy changes between processes, and Idempotency-Key answers. Its own
// background jobs deliver the mail and delete expired sessions and kept answers.
import type { FacilitySettings } from '@longwood/core';
import type { AppContext } from './app-context';
import { createChangeRelay } from './db/change-relay';
import { createIdempotencyRepository } from './db/idempotency-repository';
import { createRateLimitRepository } from './db/rate-limit-repository';
import { createSessionStore } from './db/session-store';
import { createUnitOfWorkRunner } from './db/unit-of-work';
import { createUsersRepository } from './db/users-repository';
import { createIdempotency } from './http/idempotency';
import { createRateLimiter } from './http/rate-limiter';
import { resolveMailer } from './mail/app-mailer';
import { mailBrand, settingsMailBrand } from './mail/mail-content';
import { createMailOutbox } from './mail/outbox';
import { createOutboxRepository } from './mail/outbox-repository';
import { unsubscribeAddress, type UnsubscribeTopic } from './mail/unsubscribe';
import { createUserMailLimit } from './mail/user-mail-limit';
import { createPeriodicJob } from './periodic-job';
import { occupancyChangeMessage } from './ports/reservations';

export interface BaseHandOvers {
  /** The facility's settings (the facility feature, composed later): the e-mails' brand, read when one is sent. */
  facilitySettings: () => Promise<FacilitySettings>;
}

export function createBase(ctx: AppContext, later: BaseHandOvers) {
  const { db, env, now } = ctx;
  const warn = (line: string) => ctx.log.warn(line);
  // Every e-mail is queued in the transaction of the change it is about and sent after the commit
  // (docs/decisions/194-one-mail-outbox.md).
  const outbox = createMailOutbox({
    repo: createOutboxRepository(db),
    mailer: resolveMailer(ctx),
    // The facility's settings when they can be read, else the environment's facts.
    brand: () =>
      later.facilitySettings().then(
        (facts) => settingsMailBrand(env.PUBLIC_APP_URL, facts),
        () => mailBrand(env),
      ),
    now,
    warn,
  });
  const mailSettings = {
    mailFrom: env.MAIL_FROM,
    appUrl: env.PUBLIC_APP_URL,
    // Results and reminder e-mails carry a one-click unsubscribe address (docs/decisions/281-one-click-unsubscribe.md).
    unsubscribeAddress: (topic: UnsubscribeTopic) => unsubscribeAddress(env.PUBLIC_APP_URL, env.SESSION_SECRET, topic),
  };

  // Sessions and their users are kept between requests, emptied by every write in any process
  // (docs/decisions/184-read-caches-emptied-by-every-write.md): the relay carries "drop your copy".
  const sessionsRelay = createChangeRelay(db, { channel: 'longwood_sessions', warn });
  const sessions = createSessionStore(db, {
    onError: (error) => ctx.log.error('Session store error', error),
    relay: sessionsRelay,
  });
  const users = createUsersRepository(db, { onChanged: sessions.usersChanged });
  // Every committed occupancy change is announced to every process on this relay: the desks' live boards hear it
  // (docs/decisions/174-live-board-events.md), and so do the other processes' kept day copies and league blockers
  // (decisions 184 and 020).
  const relay = createChangeRelay(db, { channel: 'longwood_board', warn });
  // Every limit is reserved atomically before its work, so a burst sent at once gets exactly the limit
  // (docs/decisions/161-atomic-limits.md).
  const limiter = createRateLimiter(createRateLimitRepository(db), now);
  const idempotency = createIdempotency(createIdempotencyRepository(db), now, {
    limiter,
    keysPerHour: env.IDEMPOTENCY_KEYS_PER_HOUR,
  });

  return {
    ...ctx,
    warn,
    /** One transaction for a write and its activity-log entry (decision 135). */
    transaction: createUnitOfWorkRunner(db),
    outbox,
    mailSettings,
    users,
    sessions,
    relay,
    limiter,
    // Every e-mail a signed-in person can make the facility send is reserved per account and per recipient first
    // (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md).
    mailLimit: createUserMailLimit(limiter),
    services: { users, sessions, outbox, idempotency, passwords: ctx.passwords },
    // The background jobs (periodic-job.ts, docs/decisions/195-periodic-jobs.md).
    jobs: {
      mailDelivery: createPeriodicJob({ name: 'mail delivery', everyMs: 30_000, run: () => outbox.deliverDue(), warn }),
      // Kept answers of writes sent with an Idempotency-Key live a day (docs/decisions/280-idempotency-keys.md).
      expiredIdempotencyKeys: createPeriodicJob({
        name: 'expired idempotency keys',
        everyMs: 60 * 60_000,
        run: () => idempotency.deleteExpired(),
        warn,
      }),
      expiredSessions: createPeriodicJob({
        name: 'expired sessions',
        everyMs: 15 * 60_000,
        run: () => sessions.deleteExpired(),
        warn,
      }),
    },
    // The kept sessions and days (decision 184), and this process's remembered rate-limit refusals (decision 205).
    forgetKept: () => {
      sessions.usersChanged();
      void relay.publish(occupancyChangeMessage.encode([]));
      limiter.forgetRefusals();
    },
    close: async () => {
      await Promise.all([relay.close(), sessionsRelay.close()]);
    },
  };
}

/** What every feature's compose function receives first; listed first among the features (feature.ts). */
export type Base = ReturnType<typeof createBase>;
