// Sends the e-mail that belongs to a stored record and writes down what happened. Used both by the request
// that created the record (first attempt) and by the retry worker (later attempts).
import type { Knex } from 'knex';
import { DEFAULT_RETRY_POLICY, deliveryAfterFailure, deliveryAfterSuccess, type DeliveryState, type RetryPolicy } from './delivery';
import { recordDelivery, type DeliveryTable } from './delivery-repository';
import type { Mailer, OutgoingMail } from './mailer';

export interface MailDeliveryDeps {
  db: Knex;
  mailer: Mailer;
  now: () => Date;
  /** Where delivery problems are reported (a failed send is expected operations, not a crash: a warning). */
  warn: (line: string) => void;
  policy?: RetryPolicy;
}

export async function deliverRecordMail(
  deps: MailDeliveryDeps,
  table: DeliveryTable,
  id: number,
  previousAttempts: number,
  mail: OutgoingMail,
): Promise<DeliveryState> {
  const policy = deps.policy ?? DEFAULT_RETRY_POLICY;
  let state: DeliveryState;
  try {
    await deps.mailer.send(mail);
    state = deliveryAfterSuccess(previousAttempts);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    state = deliveryAfterFailure(previousAttempts, reason, deps.now(), policy);
    const next = state.status === 'pending' ? `will retry after ${state.nextAttemptAt}` : 'giving up';
    deps.warn(
      `[mail] could not send "${mail.subject}" for ${table} #${id} (attempt ${state.attempts}/${policy.maxAttempts}, ${next}): ${reason}`,
    );
  }
  await recordDelivery(deps.db, table, id, state, deps.now());
  return state;
}
