// The owner's morning e-mail (docs/decisions/472-the-owners-morning-email.md) on SQLite and Postgres through a real
// SMTP server: due at the settings' hour on the facility's clock (US Eastern), queued once a day when two app instances
// run the job together, and its figures against hand-counted rows of a yesterday that is the spring change (Sunday
// 2027-03-14 has no 2 AM: 22.5 bookable hours a bay).
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { insertBooking, insertMembershipChange, insertPayment, threeMembers } from './hand-counted';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const OWNER = 'owner@longwoodgolf.example';
const TODAY = '2027-03-15';
const smtp = await suiteSmtpInbox();
const clock = { now: facilityInstant(TODAY, '06:59') };
const env = { ...smtp.env, FACILITY_TEAM_EMAIL: OWNER };

describeEachDatabase(
  "the owner's morning e-mail",
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '06:59');
    });

    async function handCountedDay() {
      const { sam, pat, lee } = await threeMembers(ctx, 'Lee New');
      const booking = (row: Record<string, unknown>) => insertBooking(ctx, row);
      // Yesterday: Sam 10-11 AM on Bay 1, nobody came (a no-show); Pat 6-7:30 PM on Bay 2, came.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-14',
        start_time: '10:00:00',
        end_time: '11:00:00',
      });
      const pats = await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 2,
        booking_date: '2027-03-14',
        start_time: '18:00:00',
        end_time: '19:30:00',
        arrived_at: '2027-03-14T21:55:00.000Z',
      });
      // Sam's 3-4 PM EDT (19:00 UTC) canceled at 00:15 EST that morning (05:15 UTC): 13.75 h before, late.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-14',
        start_time: '15:00:00',
        end_time: '16:00:00',
        canceled_at: '2027-03-14T05:15:00.000Z',
      });
      // On the books: Pat today 9-10 AM; Sam Thursday noon-2 PM.
      await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 1,
        booking_date: TODAY,
        start_time: '09:00:00',
        end_time: '10:00:00',
      });
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 2,
        booking_date: '2027-03-18',
        start_time: '12:00:00',
        end_time: '14:00:00',
      });
      // Yesterday's ledger: Pat's fee $25, a guest's rental $40 less $10 back, Sam's dues $200; today's $99 not counted.
      const pay = (cents: number, row: Record<string, unknown>, date = '2027-03-14') =>
        insertPayment(ctx, date, cents, row);
      await pay(2500, { purpose: 'fee', booking_id: pats, user_id: pat.id });
      const rental = await pay(4000, { purpose: 'guest' });
      await pay(1000, { kind: 'refund', refund_of: rental, purpose: 'guest' });
      await pay(20000, { purpose: 'dues', user_id: sam.id });
      await pay(9900, { purpose: 'dues', user_id: pat.id }, TODAY);
      // Lee joined yesterday; one member left at 11:30 PM EDT yesterday (03:30 UTC today), another at 10:30 PM EST
      // the day before (03:30 UTC yesterday): one lost yesterday.
      await ctx.db('membership_changes').del();
      await insertMembershipChange(ctx, lee.id, '2027-03-14T16:00:00.000Z', true);
      await insertMembershipChange(ctx, 9001, '2027-03-15T03:30:00.000Z', false);
      await insertMembershipChange(ctx, 9002, '2027-03-14T03:30:00.000Z', false);
    }

    it("is due at the settings' hour in US Eastern, and says yesterday's figures as counted by hand", async () => {
      await handCountedDay();
      const job = ctx.app.services.jobs.ownerMorning;
      // 6:59 AM EDT is 10:59 UTC: a clock in UTC would send; the facility's says it is not yet 7.
      expect(await job.runOnce()).toBeNull();
      clock.now = facilityInstant(TODAY, '07:00');
      expect(await job.runOnce()).toBe(TODAY);
      const mail = await inbox.waitFor((m) => m.subject.startsWith('The morning at Longwood'));
      expect(mail.envelopeTo).toEqual([OWNER]);
      // 150 of 2 × 1 350 minutes used: 2.5 h, 5.6 %.
      expect(mail.subject).toBe('The morning at Longwood, Monday, March 15, 2027: 2.5 h used, $255.00 net yesterday');
      for (const line of [
        'Yesterday, Sunday, March 14, 2027',
        'Bays in use 2.5 h of 45 h (5.6%)',
        'Bay 1: 1 h, 4.4%',
        'Bay 2: 1.5 h, 6.7%',
        '10:00 AM: 1 h, 50%',
        '6:00 PM: 1 h, 50%',
        '7:00 PM: 0.5 h, 25%',
        'Dues: $200.00',
        'Rentals: $40.00',
        'Fees: $25.00',
        'Refunds: -$10.00',
        'Net: $255.00', // 200 + 40 + 25 - 10
        'No-shows yesterday: 1',
        'Sam Lee, 10:00 AM - 11:00 AM, Bay 1',
        'Late cancellations yesterday: 1',
        'Sam Lee, 3:00 PM - 4:00 PM, Bay 1',
        'Joined yesterday: 1',
        'Lost yesterday: 1',
        // Today 1 h of 2 × 23.5 h; the week 3 h of 329 h.
        'Today: 1 booking, bays held 1 h (2.1%)',
        'This week (Monday, March 15, 2027 to Sunday, March 21, 2027): 2 bookings, bays held 3 h (0.9%)',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain('Open the insights');
      // Later passes that day queue nothing more.
      clock.now = facilityInstant(TODAY, '15:00');
      expect(await job.runOnce()).toBeNull();
      expect(await ctx.db('mail_outbox').where('about', `morning ${TODAY}`)).toHaveLength(1);
    });

    it('is queued once a day when two app instances run the job at once, and not at all when switched off', async () => {
      const other = await ctx.startInstance({ now: () => clock.now, env });
      try {
        clock.now = facilityInstant(TODAY, '07:05');
        const results = await Promise.all([
          ctx.app.services.jobs.ownerMorning.runOnce(),
          other.app.services.jobs.ownerMorning.runOnce(),
        ]);
        expect(results.filter((r) => r === TODAY)).toHaveLength(1);
        expect(await ctx.db('mail_outbox').where('about', `morning ${TODAY}`)).toHaveLength(1);
        expect(await ctx.db('morning_mails')).toHaveLength(1);
      } finally {
        await other.close();
      }
      // Switched off (hour 24), the next day sends none.
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const saved = await admin.patch('/api/admin/facility-settings', { morningEmailHour: 24 });
      expect(saved.status).toBe(200);
      clock.now = facilityInstant('2027-03-16', '09:00');
      expect(await ctx.app.services.jobs.ownerMorning.runOnce()).toBeNull();
    });
  },
  { env, now: () => clock.now },
);
