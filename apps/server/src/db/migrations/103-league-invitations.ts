// Scramble partner invitations (docs/decisions/206-scramble-partner-invitations.md): a member's join that names a
// partner with a member account holds the partner's place on the joiner's row (player2_name, player2_email, as for a
// guest partner) and invites the partner, who plays only once they accept. The invitation goes with the joiner's row
// (they left, or an admin removed them) and with the league or the invited account. Owned by
// features/leagues/invitations-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_invitations', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    /** The inviter's row: the place is held on it while the invitation is pending. */
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.integer('invitee_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('partner_name', 100).notNullable();
    /** pending, accepted, declined or expired. */
    t.string('status', 10).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('answered_at', 30).nullable();
    t.index(['invitee_user_id', 'status'], 'league_invitations_invitee');
    t.index(['status', 'expires_at'], 'league_invitations_due');
    t.index(['participant_id'], 'league_invitations_participant');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('league_invitations');
}
