// The morning_mails table's one repository (docs/decisions/472-the-owners-morning-email.md): a day's morning e-mail
// is claimed by inserting its row (the day is the primary key) in the transaction that queues the e-mail.
import type { Knex } from 'knex';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
import { insertIfNew } from '../../db/upsert';

export function createMorningMailsRepository(db: Knex) {
  return {
    /** True when the day's e-mail is claimed already (a cheap look before the day's figures are read). */
    async claimed(date: string): Promise<boolean> {
      return (await db('morning_mails').where({ facility_date: date }).first('facility_date')) !== undefined;
    },
    /** Only inside the transaction that queues the e-mail: true when this call claimed the day (nobody had). */
    within: (unitOfWork: UnitOfWork) => ({
      claim: (date: string, at: string) =>
        insertIfNew(transactionOf(unitOfWork), 'morning_mails', 'facility_date', {
          facility_date: date,
          claimed_at: at,
        }),
    }),
  };
}
export type MorningMailsRepository = ReturnType<typeof createMorningMailsRepository>;
