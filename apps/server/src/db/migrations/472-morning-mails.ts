// The owner's morning e-mail (docs/decisions/472-the-owners-morning-email.md): one row per facility day, inserted in
// the transaction that queues that day's e-mail, so two server processes, or one restarted, send it once. Owned by
// features/insights/morning-mails-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('morning_mails', (t) => {
    t.string('facility_date', 10).primary();
    t.string('claimed_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('morning_mails');
}
