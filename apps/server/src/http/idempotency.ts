// Writes safe to retry (docs/decisions/280-idempotency-keys.md): a signed-in user's write sent with an
// `Idempotency-Key` header runs once; a repeat with the same key (a retry after a reset, a double click, a burst)
// gets the first answer again, marked `Idempotent-Replayed: true`, and changes nothing. contract-route.ts runs every
// contract write through `idempotentAnswer`; app.ts hands each API request the store.
//   same key, same request, first one succeeded  → its status and body again
//   same key, same request, first one still running → waits for it (up to WAIT_MS), then its answer; past that 409
//   same key, another request                    → 422 IDEMPOTENCY_KEY_REUSED
//   the first one failed (any error)             → the key is given back: the repeat runs the write again
//   the first answer held a one-time secret      → 409 ALREADY_ISSUED: only its status was kept, never the secret
//                                                  (docs/decisions/500-one-time-secrets-never-replayed.md)
//   a new key past the account's hourly cap     → 429 RATE_LIMITED before the write runs
//                                                  (docs/decisions/503-idempotency-keys-capped-per-account.md)
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { isSafeMethod } from './origin-check';
import { currentRequestSignal } from './request-signal';
import { AppError } from './errors';
import type { IdempotencyRepository, KeyHold } from '../db/idempotency-repository';
import type { RateLimiter, ReservedHit } from './rate-limiter';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The store of write keys (set by app.ts for every API request). */
      idempotency?: Idempotency;
    }
  }
}

/** An answer to send: the route's status and its JSON text (null: no body). */
export interface Answer {
  status: number;
  body: string | null;
  replayed?: boolean;
}

export interface IdempotencyOptions {
  /** How long a repeat waits for the first request with its key to end. */
  waitMs?: number;
  /** How often it looks. */
  pollMs?: number;
  /** A write running longer than this was cut off with its process (the longest write ends well before). */
  staleMs?: number;
  /** Reserves each kept key against its account's hourly cap, `keysPerHour`; none: no cap. */
  limiter?: Pick<RateLimiter, 'reserve'>;
  /**
   * Keys kept per account in an hour (IDEMPOTENCY_KEYS_PER_HOUR, docs/decisions/503-idempotency-keys-capped-per-account.md):
   * far above what a person at a screen or the desk on a busy night sends, so only a script's flood meets it; with the
   * day they are kept, it bounds an account's rows. A repeat of a kept key is answered past it.
   */
  keysPerHour?: number;
}

const HOUR_MS = 60 * 60_000;
const tooManyKeys = (retryAfterMs: number) =>
  `Too many changes from this account. Please try again in ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes.`;

/** How long kept answers are kept: a client retries within seconds; a day covers a laptop that slept. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** A repeat waits up to 10 s: longer than a drain's 8 s, in which the first request on the old process ends. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** Longer than the server's request timeout (30 s by default): a row still running after it has no process left. */
const STALE_MS = 60_000;

/** The refusal of a repeat whose first answer held a one-time secret: nothing secret is kept to send again. */
export const ALREADY_ISSUED_MESSAGE =
  'Already issued: the first answer to this request held a secret that is shown only once. Issue a new one.';

/** What the route's answer is: one holding a one-time secret is never stored (core's `holdsOneTimeSecret`). */
export interface RunOptions {
  oneTimeSecret?: boolean;
}

/** The header as a client writes it: a token or a quoted string (the IETF draft's sf-string), 1-255 visible characters. */
const KEY = /^"?([\x21\x23-\x7e]{1,255})"?$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createIdempotency(repo: IdempotencyRepository, now: () => Date, options: IdempotencyOptions = {}) {
  const waitMs = options.waitMs ?? WAIT_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const limiter = options.limiter;
  const keysPerHour = options.keysPerHour ?? 300;

  const sleep = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  /** Holds the key (the caller runs the write) or returns the first request's answer. */
  async function hold(
    userId: number,
    keyDigest: string,
    requestDigest: string,
    oneTimeSecret: boolean,
    signal?: AbortSignal,
  ) {
    const giveUpAt = Date.now() + waitMs;
    for (;;) {
      const claim = await repo.claim(userId, keyDigest, requestDigest, now());
      if ('held' in claim) return { held: claim.held };
      const found = claim.found;
      if (found.requestDigest !== requestDigest) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
        );
      }
      if (found.status !== null) {
        // Asked of the route, not of the row: a row kept before secrets were withheld is not replayed either.
        if (oneTimeSecret) throw new AppError('ALREADY_ISSUED', ALREADY_ISSUED_MESSAGE);
        return { answer: { status: found.status, body: found.body, replayed: true } };
      }
      const staleBefore = new Date(now().getTime() - staleMs);
      if (Date.parse(found.createdAt) < staleBefore.getTime()) {
        const taken = await repo.takeOver(userId, keyDigest, staleBefore, now());
        if (taken) return { held: taken };
      }
      if (Date.now() >= giveUpAt || signal?.aborted) {
        throw new AppError(
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
          undefined,
          { retryAfterMs: 1_000 },
        );
      }
      await sleep(pollMs, signal);
    }
  }

  return {
    /**
     * Runs `write` once per key: the answer it gives is kept for the repeats; a failure gives the key back. Requests
     * that are not a signed-in user's write, or that carry no key, just run.
     */
    async run(
      req: Request,
      fingerprint: unknown,
      write: () => Promise<Answer | undefined>,
      options: RunOptions = {},
    ): Promise<Answer | undefined> {
      const oneTimeSecret = options.oneTimeSecret ?? false;
      const header = req.get('Idempotency-Key');
      const userId = req.user?.id;
      if (header === undefined || userId === undefined || isSafeMethod(req.method)) return write();
      const key = KEY.exec(header.trim())?.[1];
      if (key === undefined) {
        throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header must be 1 to 255 visible characters.');
      }
      const requestDigest = sha256(`${req.method} ${req.originalUrl}\n${JSON.stringify(fingerprint ?? null)}`);
      const result = await hold(userId, sha256(key), requestDigest, oneTimeSecret, currentRequestSignal());
      if (result.answer) return result.answer;
      const held: KeyHold = result.held;
      // A new row counts against the account's hourly cap, reserved atomically; a key given back gives its place back.
      let hit: ReservedHit | undefined;
      try {
        hit = await limiter?.reserve(
          [{ bucket: `idempotency:user:${userId}`, max: keysPerHour, windowMs: HOUR_MS }],
          tooManyKeys,
        );
      } catch (error) {
        await repo.release(held);
        throw error;
      }
      let answer: Answer | undefined;
      try {
        answer = await write();
      } catch (error) {
        await repo.release(held);
        await hit?.release();
        throw error;
      }
      // A one-time secret's answer keeps its status only: the key stays used, the secret is nowhere but in this answer.
      if (answer) await repo.complete(held, answer.status, oneTimeSecret ? null : answer.body);
      else {
        await repo.release(held);
        await hit?.release();
      }
      return answer;
    },
    /** Forgets keys older than a day (a background job). */
    deleteExpired: () => repo.deleteOlderThan(new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
