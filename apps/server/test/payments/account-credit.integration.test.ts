// A member's account credit over real HTTP on SQLite and Postgres (docs/decisions/412-account-credit.md): with the
// money-back setting at "credit", a paid lesson canceled in time is credited to the member's account instead of refunded
// (both e-mails say it, Stripe is asked nothing, the ledger keeps the payment); credit is spent first on the next
// lesson the member books (Checkout asks only the rest), at the desk's "Account credit", and given back when a lesson it
// paid is canceled in time. A burst of desk spends over two app instances never spends it twice.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';
import { paidOnlineLesson } from './online-lesson';

// Monday 2027-03-08, 09:00 in Longwood; the paid lesson is Tuesday at 13:00 (28 hours ahead).
const TODAY = '2027-03-08';
const TUESDAY = '2027-03-09';
const START = facilityInstant(TODAY, '09:00');
let clock = START;

const stripe = await suiteStripe('account_credit', () => clock);
const { standIn } = stripe;
const smtp = await suiteSmtpInbox();

const CREDIT_POLICY = {
  enabled: false,
  noShowFeeCents: 0,
  lateCancelFeeCents: 0,
  lateCancelWindowHours: 24,
  moneyBackAs: 'credit',
};

/** The member's balance as their account page reads it. */
const balanceOf = async (member: TestClient) => (await member.get('/api/account/credit')).body.balanceCents;

describeEachDatabase(
  'account credit',
  (ctx: TestContext) => {
    const inbox = smtp.use(ctx);

    beforeEach(async () => {
      await ctx.resetData();
      clock = START;
      stripe.deliverTo(ctx.baseUrl);
      standIn.refunds.clear();
    });

    /** The $90.00 lesson paid online, the setting at "credit", then canceled in time by the member: $90.00 of credit. */
    async function credited() {
      const paid = await paidOnlineLesson(ctx, standIn, TODAY);
      expect((await paid.admin.put('/api/admin/fee-policy', CREDIT_POLICY)).body).toMatchObject({
        moneyBackAs: 'credit',
      });
      const mine = (await paid.member.get('/api/user/lessons')).body.find(
        (l: { id: number }) => l.id === paid.lessonId,
      );
      expect(mine.moneyBack).toMatchObject({ onlineCents: 9000, backAs: 'credit' });
      inbox.clear();
      expect((await paid.member.delete(`/api/lessons/${paid.lessonId}`)).status).toBe(204);
      return { ...paid, coachId: mine.coachId as number };
    }

    it('a paid lesson canceled in time is credited, not refunded, and both e-mails say so', async () => {
      const { member, lessonId } = await credited();
      expect(await balanceOf(member)).toBe(9000);
      // The money stays with the facility: no refund asked of Stripe, the ledger's payment alone.
      expect([...standIn.refunds.values()]).toEqual([]);
      const rows = await ctx.db('payments').where({ lesson_id: lessonId }).select('kind', 'amount_cents');
      expect(rows.map((r) => [r.kind, Number(r.amount_cents)])).toEqual([['payment', 9000]]);
      const { email } = (await member.get('/api/user')).body;
      const toMember = await inbox.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Lesson Canceled'));
      expect(toMember.text).toContain(
        'The $90.00 you paid is credited to your account and is spent on your next booking.',
      );
      const toCoach = await inbox.waitFor(
        (m) => m.subject.startsWith('Lesson Canceled') && m.text.includes("Ana Reyes's account"),
      );
      expect(toCoach.text).toContain("The $90.00 paid is credited to Ana Reyes's account.");
    });

    it('is spent first when the member books: Checkout asks only the rest, and a canceled lesson gives it back', async () => {
      const { member, coachId } = await credited();
      const book = (startTime: string, durationMinutes: number) =>
        member.post('/api/lessons', { coachId, bookingDate: TUESDAY, startTime, durationMinutes });
      // A $45.00 half hour: the credit pays it whole, no Checkout.
      const covered = await book('14:00', 30);
      expect(covered.body).toMatchObject({ priceCents: 4500, paidCents: 4500, payment: 'paid', checkoutUrl: null });
      expect(await balanceOf(member)).toBe(4500);
      // A $90.00 hour: the last $45.00 of credit, then Checkout for $45.00.
      const part = await book('15:00', 60);
      expect(part.body).toMatchObject({ priceCents: 9000, paidCents: 4500, payment: 'processing' });
      const session = standIn.sessions.get(part.body.checkoutUrl.split('/').pop());
      expect(session?.amount_total).toBe(4500);
      expect(await balanceOf(member)).toBe(0);
      // The half hour canceled in time: its $45.00 of credit comes back, said in the e-mail.
      inbox.clear();
      expect((await member.delete(`/api/lessons/${covered.body.id}`)).status).toBe(204);
      expect(await balanceOf(member)).toBe(4500);
      const toMember = await inbox.waitFor((m) => m.text.includes('The $45.00'));
      expect(toMember.text).toContain('The $45.00 you paid is credited to your account');
      expect(toMember.subject).toMatch(/^Lesson Canceled/);
    });

    it('is spent at the desk, and a burst over two app instances never spends it twice', async () => {
      const { admin, member, coachId } = await credited();
      const { body: me } = await member.get('/api/user');
      // Two hours an admin booked for the member: no Checkout, each $90.00 due at the desk.
      const due: number[] = [];
      for (const startTime of ['14:00', '16:00']) {
        const booked = await admin.post('/api/admin/lessons', {
          memberId: me.id,
          coachId,
          bookingDate: TUESDAY,
          startTime,
          durationMinutes: 60,
        });
        expect(booked.body).toMatchObject({ payment: 'due', paidCents: 0 });
        due.push(booked.body.id as number);
      }
      expect((await admin.get(`/api/desk/users/${me.id}/credit`)).body).toEqual({ balanceCents: 9000 });

      const other = await ctx.startInstance({ now: () => clock });
      try {
        const desks = [admin, admin.withBaseUrl(other.baseUrl)];
        const burst = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            desks[i % 2]!.post(`/api/desk/lessons/${due[Math.floor(i / 2) % 2]}/credit`),
          ),
        );
        // One spend takes the whole $90.00; every other finds none left.
        expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
        expect(burst.find((r) => r.status === 201)!.body).toEqual({ spentCents: 9000, balanceCents: 0 });
      } finally {
        await other.close();
      }
      expect(await balanceOf(member)).toBe(0);
      const spends = await ctx.db('account_credits').where({ kind: 'spend' }).select('amount_cents');
      expect(spends.map((r) => Number(r.amount_cents))).toEqual([9000]);
      // The lesson it paid is paid; the till took no money for it.
      const mine = (await member.get('/api/user/lessons')).body.filter((l: { id: number }) => due.includes(l.id));
      expect(mine.map((l: { payment: string }) => l.payment).sort()).toEqual(['due', 'paid']);
    });
  },
  { env: { ...smtp.env, ...stripe.env }, now: () => clock },
);
