// An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): the only code that
// writes second_factors and recovery_codes. A code is taken atomically: a TOTP code's time step only when it is later
// than the last one taken, a recovery code only while unused, each by one conditional UPDATE, so two requests with the
// same code (a replay, a parallel burst) cannot both pass.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { isoTimestamp } from '../../db/timestamps';

export interface SecondFactorRecord {
  secretEncrypted: string;
  confirmed: boolean;
}

interface SecondFactorRow {
  secret_encrypted: string;
  confirmed_at: string | null;
}

export function createSecondFactorRepository(db: Knex) {
  return {
    async find(userId: number): Promise<SecondFactorRecord | undefined> {
      const row = await db('second_factors')
        .where({ user_id: userId })
        .first<SecondFactorRow | undefined>('secret_encrypted', 'confirmed_at');
      return row ? { secretEncrypted: row.secret_encrypted, confirmed: row.confirmed_at !== null } : undefined;
    },

    /** A new secret waiting for its first code; replaces one still waiting, never a confirmed one. */
    async startEnrolment(userId: number, secretEncrypted: string, at: Date): Promise<boolean> {
      return db.transaction(async (trx) => {
        const existing = await trx('second_factors')
          .where({ user_id: userId })
          .first<{ confirmed_at: string | null } | undefined>('confirmed_at');
        if (existing?.confirmed_at) return false;
        if (existing) await trx('second_factors').where({ user_id: userId }).delete();
        await trx('second_factors').insert({
          user_id: userId,
          secret_encrypted: secretEncrypted,
          created_at: isoTimestamp(at),
          confirmed_at: null,
          last_step: null,
        });
        return true;
      });
    },

    /**
     * Takes the time step of a code: true only when it is later than the last one taken for this account (a code is
     * good once), and, with `confirmAt`, confirms a waiting enrolment with its recovery codes in the same
     * transaction.
     */
    async takeStep(
      userId: number,
      step: number,
      confirm?: { at: Date; recoveryCodeHashes: readonly string[] },
    ): Promise<boolean> {
      return db.transaction(async (trx) => {
        const updated = await trx('second_factors')
          .where({ user_id: userId })
          .where((q) => {
            if (confirm) void q.whereNull('confirmed_at');
            else void q.whereNotNull('confirmed_at');
          })
          .where((q) => void q.whereNull('last_step').orWhere('last_step', '<', step))
          .update({ last_step: step, ...(confirm ? { confirmed_at: isoTimestamp(confirm.at) } : {}) });
        if (toNumber(updated) !== 1) return false;
        if (confirm) {
          await trx('recovery_codes').where({ user_id: userId }).delete();
          await trx('recovery_codes').insert(
            confirm.recoveryCodeHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null })),
          );
        }
        return true;
      });
    },

    /** Uses a recovery code: true only for an unused code of this account, which is then used up. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const updated = await db('recovery_codes')
        .where({ user_id: userId, code_hash: codeHash })
        .whereNull('used_at')
        .update({ used_at: isoTimestamp(at) });
      return toNumber(updated) === 1;
    },

    /** Turns the factor off: its secret and recovery codes go. */
    async remove(userId: number): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('recovery_codes').where({ user_id: userId }).delete();
        await trx('second_factors').where({ user_id: userId }).delete();
      });
    },

    /** New recovery codes for a confirmed factor, in place of every old one (used or not); false if none. */
    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction(async (trx) => {
        const confirmed = await trx('second_factors')
          .where({ user_id: userId })
          .whereNotNull('confirmed_at')
          .first<{ user_id: unknown } | undefined>('user_id');
        if (!confirmed) return false;
        await trx('recovery_codes').where({ user_id: userId }).delete();
        await trx('recovery_codes').insert(
          codeHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null })),
        );
        return true;
      });
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db('recovery_codes')
        .where({ user_id: userId })
        .whereNull('used_at')
        .count<{ n: number | string }[]>({ n: '*' })
        .first();
      return row ? toNumber(row.n) : 0;
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
