// The day's close at the desk over real HTTP on SQLite and Postgres (docs/decisions/407-the-days-close-at-the-desk.md):
// the till's refunds by method and its "Unpaid" list against a hand-worked day, the close's expected cash and
// over/short, the desk's close of a day only once its staffed hours are over (decision 403), a second close refused,
// a burst of closes over two app instances making one, the day an
// administrator's after the close, and the owner's report through a real SMTP server.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { describeEachDatabase } from '../support/databases';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { insertRow } from '../support/rows';
import { guestWalkIn, pay, refundPayment, staff, stripeRow, tillClock } from './till-staff';

const OWNER = 'owner@longwoodgolf.example';
const DAY = '2027-04-14';
const smtpPort = await freePort();
const { clock, at } = tillClock(DAY, '10:00');

describeEachDatabase(
  "the day's close at the desk",
  (ctx) => {
    let inbox: SmtpInbox;
    beforeAll(async () => {
      inbox = await startSmtpInbox(smtpPort);
    });
    afterAll(() => inbox.close());
    beforeEach(async () => {
      await ctx.resetData();
      inbox.clear();
      at(DAY, '10:00');
    });

    /** A row of Stripe's in the ledger (its webhook writes these), at 11:00 on `facility_date` (the day by default). */
    const online = (row: Record<string, unknown>) =>
      stripeRow(ctx, (row.facility_date as string | undefined) ?? DAY, '11:00', row);

    /** A guest's walk-in on the day priced at $80.00, and a member's $25.00 no-show fee on it. */
    const dueToday = async () => {
      const guest = await guestWalkIn(ctx, DAY, '16:30:00', '18:00:00');
      await ctx.db('guest_rentals').insert({
        booking_id: guest,
        price_cents: 8000,
        peak_minutes: 60,
        off_peak_minutes: 30,
        at: new Date().toISOString(),
      });
      const member = await ctx.createMember({ name: 'Mia Member' });
      const missed = await insertRow(ctx.db, 'bookings', {
        kind: 'member',
        user_id: member.id,
        simulator_id: 1,
        booking_date: DAY,
        start_time: '09:00:00',
        end_time: '10:00:00',
        created_at: new Date().toISOString(),
      });
      await ctx.db('booking_fees').insert({
        booking_id: missed,
        kind: 'no_show',
        user_id: member.id,
        booking_date: DAY,
        start_time: '09:00:00',
        end_time: '10:00:00',
        simulator_id: 1,
        amount_cents: 2500,
        due_since: new Date().toISOString(),
      });
      return { guest, missed };
    };

    it('closes a hand-worked day: cash less cash refunded plus the float, over/short, unpaid, the owner e-mailed', async () => {
      const { adminClient: admin, deskClient: desk, admin: adminUser } = await staff(ctx);
      const { guest, missed } = await dueToday();
      // Cash: $40.00, $25.00, and $30.00 of the guest's $80.00 rental: $95.00 in.
      const cash = await pay(desk, { amountCents: 4000, method: 'cash', purpose: 'guest' });
      await pay(desk, { amountCents: 2500, method: 'cash', purpose: 'booking' });
      await pay(desk, { amountCents: 3000, method: 'cash', purpose: 'guest', bookingId: guest });
      // Card terminal $65.00; online $150.00 (Stripe's rows come from its webhook).
      const card = await pay(desk, { amountCents: 6500, method: 'card_terminal', purpose: 'lesson' });
      await online({ amount_cents: 15000, purpose: 'lesson' });
      // Given back: $10.00 cash and $5.00 on the card terminal.
      await refundPayment(desk, cash.id, 1000);
      await refundPayment(desk, card.id, 500);

      // By hand: cash 4000 + 2500 + 3000 = 9500; card 6500; Stripe 15000; refunds 1000 cash + 500 card = 1500;
      // net 9500 + 6500 + 15000 - 1500 = 29500. Unpaid: the fee $25.00 (9:00 AM) and $50.00 of the rental (4:30 PM).
      const open = await desk.get(`/api/desk/till?date=${DAY}`);
      expect(open.status).toBe(200);
      expect(open.body).toEqual({
        date: DAY,
        byMethod: { cash: 9500, card_terminal: 6500, stripe: 15000 },
        refunds: 1500,
        refundsByMethod: { cash: 1000, card_terminal: 500, stripe: 0 },
        net: 29500,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        disputes: [],
        unpaid: [
          {
            kind: 'fee',
            bookingId: missed,
            name: 'Mia Member',
            bayName: expect.any(String),
            startTime: '09:00:00',
            endTime: '10:00:00',
            priceCents: 2500,
            paidCents: 0,
            dueCents: 2500,
          },
          {
            kind: 'rental',
            bookingId: guest,
            name: 'Pat Walker',
            bayName: expect.any(String),
            startTime: '16:30:00',
            endTime: '18:00:00',
            priceCents: 8000,
            paidCents: 3000,
            dueCents: 5000,
          },
        ],
      });

      // Expected: 9500 - 1000 + a $100.00 float = 18500; counted $182.50: $2.50 short. The desk's hours run to 8 PM:
      // the desk may not close the day yet; an administrator may (a day the facility shuts early).
      at(DAY, '19:45');
      const early = await desk.post('/api/desk/till/close', { date: DAY, countedCashCents: 18250 });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({
        code: 'TILL_DAY_NOT_OVER',
        message: 'The till for Wednesday, April 14, 2027 can be closed once the front desk closes at 8:00 PM.',
      });
      const closed = await admin.post('/api/desk/till/close', {
        date: DAY,
        countedCashCents: 18250,
        openingFloatCents: 10000,
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      expect(closed.body).toEqual({
        date: DAY,
        expectedCashCents: 18500,
        countedCashCents: 18250,
        openingFloatCents: 10000,
        overShortCents: -250,
        closedBy: adminUser.id,
        closedByName: 'Ava Admin',
        closedAt: facilityInstant(DAY, '19:45').toISOString(),
      });
      expect((await admin.get(`/api/desk/till?date=${DAY}`)).body.close).toEqual(closed.body);

      const mail = await inbox.waitFor((m) => m.subject.startsWith('Till closed'));
      expect(mail.subject).toBe('Till closed for Wednesday, April 14, 2027: $2.50 short');
      expect(mail.envelopeTo).toEqual([OWNER]);
      for (const line of [
        'Closed by Ava Admin at',
        'Cash taken: $95.00',
        'Cash refunded: $10.00',
        'Opening float: $100.00',
        'Cash expected: $185.00',
        'Cash counted: $182.50',
        'Over/short: $2.50 short',
        'Card terminal: $65.00',
        'Card terminal refunded: $5.00',
        'Online (Stripe): $150.00',
        'Refunds in all: $15.00',
        'Net: $295.00',
        'Fee: Mia Member',
        '09:00-10:00, $25.00 due',
        'Guest rental: Pat Walker',
        '16:30-18:00, $50.00 due',
        'Disputes:\nNo payment in dispute.',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain('$2.50 short');

      // The activity log names who closed which day and how it came out.
      const log = await admin.get('/api/admin/activity?action=payment.till-closed');
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0]).toMatchObject({
        actorName: adminUser.username,
        targetType: 'facility',
        targetLabel: 'Wednesday, April 14, 2027 ($2.50 short)',
        after: { expectedCashCents: 18500, countedCashCents: 18250, openingFloatCents: 10000, overShortCents: -250 },
      });

      // A second close of the day, even an administrator's: 409, the first one kept.
      const again = await admin.post('/api/desk/till/close', { date: DAY, countedCashCents: 18500 });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        code: 'TILL_ALREADY_CLOSED',
        message: 'The till for Wednesday, April 14, 2027 was already closed by Ava Admin.',
      });
      expect(await ctx.db('till_closes')).toHaveLength(1);

      // After the close the day's money is an administrator's: the desk is refused, naming the close.
      const refused = `The till for ${DAY} was closed by Ava Admin. Ask an administrator to record or refund a payment for that day.`;
      const late = await desk.post('/api/payments', { amountCents: 2000, method: 'cash', purpose: 'guest' });
      expect(late.status).toBe(403);
      expect(late.body).toEqual({ code: 'TILL_CLOSED', message: refused });
      const lateRefund = await desk.post(`/api/payments/${cash.id}/refund`, { amountCents: 500 });
      expect(lateRefund.status).toBe(403);
      expect(lateRefund.body).toEqual({ code: 'TILL_CLOSED', message: refused });
      await pay(admin, { amountCents: 2000, method: 'cash', purpose: 'guest' });
      await refundPayment(admin, cash.id, 500);
      // The till moves on; the close keeps what it counted.
      const after = (await desk.get(`/api/desk/till?date=${DAY}`)).body;
      expect(after.byMethod.cash).toBe(11500);
      expect(after.refundsByMethod.cash).toBe(1500);
      expect(after.close).toEqual(closed.body);

      // The next day is open to the desk.
      at('2027-04-15', '09:00');
      await pay(desk, { amountCents: 1000, method: 'cash', purpose: 'guest' });
      expect((await desk.get('/api/desk/till')).body.close).toBeNull();
    });

    it("the owner's report lists the day's disputes: opened, closed won or lost, and those still open", async () => {
      const { adminClient: admin } = await staff(ctx);
      const { guest } = await dueToday();
      const sam = await ctx.createMember({ name: 'Sam Lee' });
      const jo = await ctx.createMember({ name: 'Jo Park' });
      // Online: Pat Walker's rental $80.00 today; Sam Lee's dues $45.00 on Apr 1; Jo Park's $30.00 on Apr 2 and $20.00
      // on Apr 9.
      const rental = await online({ amount_cents: 8000, purpose: 'guest', booking_id: guest });
      const dues = await online({ amount_cents: 4500, purpose: 'dues', user_id: sam.id, facility_date: '2027-04-01' });
      const early = await online({
        amount_cents: 3000,
        purpose: 'booking',
        user_id: jo.id,
        facility_date: '2027-04-02',
      });
      const later = await online({
        amount_cents: 2000,
        purpose: 'booking',
        user_id: jo.id,
        facility_date: '2027-04-09',
      });
      const dispute = (id: string, paymentId: number, cents: number, opened: string, status: string, closed?: string) =>
        ctx.db('payment_disputes').insert({
          stripe_dispute_id: id,
          stripe_payment_intent_id: `pi_${id}`,
          payment_id: paymentId,
          amount_cents: cents,
          reason: 'product_not_received',
          status,
          opened_at: facilityInstant(opened, '12:00').toISOString(),
          opened_on: opened,
          closed_at: closed ? facilityInstant(closed, '12:00').toISOString() : null,
          closed_on: closed ?? null,
        });
      await dispute('dp_today', rental, 8000, DAY, 'needs_response');
      await dispute('dp_open', dues, 4500, '2027-04-05', 'under_review');
      await dispute('dp_lost', early, 3000, '2027-04-06', 'lost', DAY);
      await dispute('dp_won', later, 2000, '2027-04-10', 'won', DAY);
      await dispute('dp_old', later, 1000, '2027-04-10', 'won', '2027-04-12');
      // The lost one's $30.00 left the ledger today, as the server writes it.
      await online({
        kind: 'refund',
        amount_cents: 3000,
        purpose: 'booking',
        user_id: jo.id,
        refund_of: early,
        stripe_dispute_id: 'dp_lost',
      });

      // By hand: online in today $80.00, refunded $30.00, net $50.00. Listed: the four but dp_old (won on Apr 12).
      at(DAY, '20:30');
      const closed = await admin.post('/api/desk/till/close', { date: DAY, countedCashCents: 0 });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      const mail = await inbox.waitFor((m) => m.subject.startsWith('Till closed'));
      const report = mail.text.slice(mail.text.indexOf('Disputes:')).trim().split('\n');
      expect(report).toEqual([
        'Disputes:',
        'Disputed: $80.00, Pat Walker · Bay 2, 4:30 PM - 6:00 PM (product not received)',
        'Disputed since Apr 5, 2027: $45.00, Sam Lee (product not received)',
        'Dispute lost: $30.00, Jo Park',
        'Dispute won: $20.00, Jo Park',
      ]);
      for (const line of ['Online (Stripe): $80.00', 'Online refunded: $30.00', 'Net: $50.00'])
        expect(mail.text).toContain(line);
      expect(mail.html).toContain('Dispute lost: $30.00, Jo Park');
    });

    it('a day with no float and no sales closes even or over; a day still to come, bad cents and other roles are refused', async () => {
      const { adminClient: admin, deskClient: desk } = await staff(ctx);
      // Nothing taken: expected $0.00, counted $0.00.
      const even = await desk.post('/api/desk/till/close', { date: '2027-04-13', countedCashCents: 0 });
      expect(even.status).toBe(201);
      expect(even.body).toMatchObject({ expectedCashCents: 0, overShortCents: 0, openingFloatCents: null });
      await inbox.waitFor((m) => m.subject === 'Till closed for Tuesday, April 13, 2027: even');

      const refuse = async (body: Record<string, unknown>, field: string) => {
        const res = await admin.post('/api/desk/till/close', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toEqual([field]);
      };
      await refuse({ date: '2027-04-15', countedCashCents: 0 }, 'date');
      await refuse({ date: '2027-02-30', countedCashCents: 0 }, 'date');
      await refuse({ date: DAY, countedCashCents: -1 }, 'countedCashCents');
      await refuse({ date: DAY, countedCashCents: 10.5 }, 'countedCashCents');
      await refuse({ date: DAY, countedCashCents: 10_000_001 }, 'countedCashCents');
      await refuse({ date: DAY, countedCashCents: '100' }, 'countedCashCents');
      await refuse({ date: DAY, countedCashCents: 0, openingFloatCents: -5 }, 'openingFloatCents');
      expect((await admin.post('/api/desk/till/close', { date: DAY })).status).toBe(400);

      const { client: member } = await ctx.signInAs({ isMember: true });
      const { client: user } = await ctx.signInAs();
      for (const client of [member, user]) {
        expect((await client.post('/api/desk/till/close', { date: DAY, countedCashCents: 0 })).status).toBe(403);
        expect((await client.get(`/api/desk/till?date=${DAY}`)).status).toBe(403);
      }
      expect((await ctx.client().post('/api/desk/till/close', { date: DAY, countedCashCents: 0 })).status).toBe(401);
      expect(await ctx.db('till_closes').where({ facility_date: DAY })).toHaveLength(0);
    });

    it('the desk closes a day once its staffed hours are over: the next morning, not before 8 PM', async () => {
      const { deskClient: desk, desk: deskUser } = await staff(ctx);
      await pay(desk, { amountCents: 4000, method: 'cash', purpose: 'guest' });
      at(DAY, '19:59');
      const early = await desk.post('/api/desk/till/close', { date: DAY, countedCashCents: 4000 });
      expect([early.status, early.body.code]).toEqual([409, 'TILL_DAY_NOT_OVER']);
      expect(await ctx.db('till_closes')).toHaveLength(0);
      // Still the desk's day: its last sale at closing time is taken.
      await pay(desk, { amountCents: 1500, method: 'cash', purpose: 'guest' });
      at('2027-04-15', '08:30');
      const closed = await desk.post('/api/desk/till/close', { date: DAY, countedCashCents: 5500 });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      expect(closed.body).toMatchObject({
        date: DAY,
        expectedCashCents: 5500,
        overShortCents: 0,
        closedBy: deskUser.id,
      });
      // Today, the desk's new day, is not over either.
      const today = await desk.post('/api/desk/till/close', { date: '2027-04-15', countedCashCents: 0 });
      expect(today.body.message).toBe(
        'The till for Thursday, April 15, 2027 can be closed once the front desk closes at 8:00 PM.',
      );
    });

    it('a burst of closes of one day over two app instances makes exactly one close and one report', async () => {
      const { adminClient: admin, deskClient: desk } = await staff(ctx);
      await pay(desk, { amountCents: 4000, method: 'cash', purpose: 'guest' });
      // The next morning: the day is over for the desk as for the admin.
      at('2027-04-15', '08:30');
      const other = await ctx.startInstance({
        now: () => clock.now,
        env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), FACILITY_TEAM_EMAIL: OWNER },
      });
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 === 0 ? desk : admin.withBaseUrl(other.baseUrl)).post('/api/desk/till/close', {
              date: DAY,
              countedCashCents: 4000 + i,
            }),
          ),
        );
        expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
        for (const lost of results.filter((r) => r.status === 409)) expect(lost.body.code).toBe('TILL_ALREADY_CLOSED');
        const won = results.find((r) => r.status === 201)!.body as { countedCashCents: number; overShortCents: number };
        expect(won.overShortCents).toBe(won.countedCashCents - 4000);
        expect(await ctx.db('till_closes')).toHaveLength(1);
        expect(await ctx.db('mail_outbox').where('about', `till close ${DAY}`)).toHaveLength(1);
      } finally {
        await other.close();
      }
    });
  },
  {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), FACILITY_TEAM_EMAIL: OWNER },
    now: () => clock.now,
  },
);
