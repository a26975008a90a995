// "Store, then notify": the one flow for records the team is e-mailed about (demo requests, membership and
// cancellation requests). The record is saved first, with its delivery state in the email_* columns; the
// e-mail is a notification about it, sent once by the request that created it and, if that fails, again by
// the retry worker (retry-worker.ts) with backoff, so a failed send never loses the record
// (docs/decisions/040-mailer-and-delivery-retries.md).
// A feature gives only its kind: its table, how to insert and read one record, and the e-mail about it.
import type { Knex } from 'knex';
import {
  DEFAULT_RETRY_POLICY,
  deliveryAfterFailure,
  deliveryAfterSuccess,
  initialDelivery,
  type DeliveryState,
  type RetryPolicy,
} from './delivery';
import { recordDelivery, type DeliveryTable } from './delivery-repository';
import type { Mailer, OutgoingMail } from './mailer';

export interface NotifiedRecordKind<New, Stored> {
  /** The record's table; it carries the email_* delivery columns (delivery-repository.ts). */
  table: DeliveryTable;
  /** Inserts the record together with its first delivery state (delivery-repository's `deliveryColumns`). */
  insert(record: New, delivery: DeliveryState): Promise<number>;
  findById(id: number): Promise<Stored | undefined>;
  /** The team's e-mail about a stored record (rebuilt from the row on every attempt). */
  compose(record: Stored): OutgoingMail;
}

export interface NotifyDeps {
  db: Knex;
  mailer: Mailer;
  now: () => Date;
  /** Where delivery problems are reported (a failed send is expected operations, not a crash: a warning). */
  warn: (line: string) => void;
  policy?: RetryPolicy | undefined;
}

/** What the retry worker needs of a kind: its table and another attempt for a record it has claimed. */
export interface RetryableRecords {
  readonly table: DeliveryTable;
  /** Sends the e-mail of a stored record again; undefined when the record no longer exists. */
  retry(id: number, previousAttempts: number): Promise<DeliveryState | undefined>;
}

export interface NotifiedRecords<New> extends RetryableRecords {
  /** Stores the record, then e-mails the team once: 'sent', or 'pending' for the retry worker. */
  store(record: New): Promise<DeliveryState>;
}

export function createNotifiedRecords<New, Stored>(
  kind: NotifiedRecordKind<New, Stored>,
  deps: NotifyDeps,
): NotifiedRecords<New> {
  const policy = deps.policy ?? DEFAULT_RETRY_POLICY;

  async function deliver(id: number, previousAttempts: number, mail: OutgoingMail): Promise<DeliveryState> {
    let state: DeliveryState;
    try {
      await deps.mailer.send(mail);
      state = deliveryAfterSuccess(previousAttempts);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      state = deliveryAfterFailure(previousAttempts, reason, deps.now(), policy);
      const next = state.status === 'pending' ? `will retry after ${state.nextAttemptAt}` : 'giving up';
      deps.warn(
        `[mail] could not send "${mail.subject}" for ${kind.table} #${id} (attempt ${state.attempts}/${policy.maxAttempts}, ${next}): ${reason}`,
      );
    }
    await recordDelivery(deps.db, kind.table, id, state, deps.now());
    return state;
  }

  return {
    table: kind.table,

    async store(record: New): Promise<DeliveryState> {
      // Pending under a lease: the retry worker leaves it alone while this request sends.
      const id = await kind.insert(record, initialDelivery(deps.now(), policy));
      const stored = await kind.findById(id);
      if (!stored) throw new Error(`${kind.table} #${id} vanished after insert`);
      return deliver(id, 0, kind.compose(stored));
    },

    async retry(id: number, previousAttempts: number): Promise<DeliveryState | undefined> {
      const stored = await kind.findById(id);
      return stored ? deliver(id, previousAttempts, kind.compose(stored)) : undefined;
    },
  };
}
