// Kept answers that held a one-time secret are deleted (docs/decisions/500-one-time-secrets-never-replayed.md): before
// this, idempotency_keys kept every answer whole, so a newly issued bay key, an authenticator's enrolment secret and
// recovery codes sat there in plain text for a day. Only digests name a row's route, so the answers are known by
// their shape as the contract wrote them then: `{"id":…,"key":"lwb_…"}`, `{"secret":…`, `{"recoveryCodes":…`. From now on
// the idempotency layer never stores such an answer. Nothing to put back on the way down.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('idempotency_keys')
    .whereNotNull('body')
    .andWhere(
      (q) =>
        void q
          .where('body', 'like', '{"id":%,"key":"lwb_%"}')
          .orWhere('body', 'like', '{"secret":%')
          .orWhere('body', 'like', '{"recoveryCodes":%'),
    )
    .delete();
}

export async function down(): Promise<void> {}
