// Money on a league night over real HTTP on SQLite and Postgres (docs/decisions/491-league-money-on-the-night.md):
// the buy-in and its shares are night settings; buy-ins are ledger rows taken at the till (never more than the
// buy-in, even in a burst) or paid online through the Stripe stand-in's Checkout and webhook; the night's money is
// worked out to the cent, shown on the night sheet and in the results e-mail, and paid out once in cash or credit,
// however often it is asked and whatever the round's cards say later.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { suiteStripe } from '../support/stripe';

// Thursday 2026-11-19, 7 PM in Longwood: league night, within the desk's staffed hours.
const NOW = facilityInstant('2026-11-19', '19:00');
const TONIGHT = '2026-11-19';
const smtp = await suiteSmtpInbox();
const stripe = await suiteStripe('leaguemoney', () => NOW);
const { standIn } = stripe;

/** $10.01 a night, half to skins, 40 % to prizes: two buy-ins make pots of $10.01 and $8.00, a purse of $2.01. */
const MONEY_NIGHT = {
  skinsMode: 'gross',
  skinsCarryOver: true,
  buyInCents: 1001,
  skinsSharePercent: 50,
  prizesSharePercent: 40,
};

const ledgerOf = async (ctx: TestContext, leagueId: number) =>
  (
    (await ctx
      .db('payments')
      .where({ league_id: leagueId })
      .orderBy('id')
      .select('method', 'amount_cents', 'round_id')) as {
      method: string;
      amount_cents: number | string;
      round_id: number | string | null;
    }[]
  ).map((r) => [r.method, Number(r.amount_cents), r.round_id === null ? null : Number(r.round_id)]);

describeEachDatabase(
  'league money on the night',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
      stripe.deliverTo(ctx.baseUrl);
    });

    it('keeps the buy-in and its shares, refusing shares that pass the whole as kept', async () => {
      const { leagueId } = await netLeagueNight(ctx, admin, {});
      const fresh = (await admin.get(`/api/leagues/${leagueId}`)).body;
      expect([fresh.buyInCents, fresh.buyInPer, fresh.skinsSharePercent, fresh.prizesSharePercent]).toEqual([
        0,
        'night',
        50,
        50,
      ]);

      const saved = await admin.put(`/api/leagues/${leagueId}/night`, {
        buyInCents: 1000,
        buyInPer: 'season',
        skinsSharePercent: 40,
        prizesSharePercent: 40,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect([saved.body.buyInCents, saved.body.buyInPer, saved.body.skinsSharePercent]).toEqual([1000, 'season', 40]);

      // 70 with the kept 40 is more than the whole: refused beside the field sent.
      const over = await admin.put(`/api/leagues/${leagueId}/night`, { skinsSharePercent: 70 });
      expect([over.status, over.body.fieldErrors]).toEqual([
        400,
        { skinsSharePercent: ['The skins and prize shares together must be at most 100 %'] },
      ]);
      const big = await admin.put(`/api/leagues/${leagueId}/night`, { buyInCents: 50001 });
      expect([big.status, big.body.fieldErrors]).toEqual([
        400,
        { buyInCents: ['The buy-in must be from $0 to $500, in cents'] },
      ]);
      expect((await admin.get(`/api/leagues/${leagueId}`)).body.skinsSharePercent).toBe(40);
    });

    it('takes buy-ins at the till and online, shows the night to the cent and pays it out once', async () => {
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, { night: MONEY_NIGHT });
      const tonight = rounds[1]!;
      const desk = (await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' })).client;
      const ids = Object.fromEntries(
        ((await admin.get(`/api/leagues/${leagueId}/participants`)).body as { id: number; userId: number }[]).map(
          (p) => [p.id, p.userId],
        ),
      );
      const buyIn = (name: 'Ann' | 'Bob', amountCents: number, roundId: number | null = tonight) => ({
        amountCents,
        method: 'cash',
        purpose: 'league',
        userId: ids[players[name]!],
        leagueId,
        ...(roundId === null ? {} : { roundId }),
      });

      // Ann buys in at the till in cash; it is on tonight's till under cash.
      const taken = await desk.post('/api/payments', buyIn('Ann', 1001));
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body).toMatchObject({ purpose: 'league', leagueId, roundId: tonight, method: 'cash' });
      const till = await desk.get(`/api/desk/till?date=${TONIGHT}`);
      expect(till.body.byMethod).toEqual({ cash: 1001, card_terminal: 0, stripe: 0 });
      // Never more than the buy-in; a night buy-in names its night.
      const again = await desk.post('/api/payments', buyIn('Ann', 1001));
      expect([again.status, again.body.message]).toEqual([409, 'This buy-in is already paid.']);
      const noNight = await desk.post('/api/payments', buyIn('Ann', 500, null));
      expect([noNight.status, noNight.body.fieldErrors?.roundId]).toEqual([
        400,
        ["Choose the night this buy-in is for: the league's buy-in is per night."],
      ]);

      // The till lists tonight's money night with what each player owes.
      const owed = await desk.get(`/api/desk/league-buy-ins?date=${TONIGHT}`);
      expect(owed.body.nights).toEqual([
        {
          leagueId,
          leagueName: 'Thursday Net',
          roundId: tonight,
          roundNumber: 2,
          buyInCents: 1001,
          buyInPer: 'night',
          players: [
            { participantId: players.Ann, userId: ids[players.Ann!], name: 'Ann', paidCents: 1001, dueCents: 0 },
            { participantId: players.Bob, userId: ids[players.Bob!], name: 'Bob', paidCents: 0, dueCents: 1001 },
          ],
        },
      ]);
      expect((await clients.Ann!.get(`/api/desk/league-buy-ins?date=${TONIGHT}`)).status).toBe(403);

      // A burst of $5.00 buy-ins for round 1: two of them fill the $10.01 (the rest refused), none past it.
      const burst = await Promise.all(
        Array.from({ length: 6 }, () => desk.post('/api/payments', buyIn('Bob', 500, rounds[0]))),
      );
      expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect((await ledgerOf(ctx, leagueId)).filter(([, , round]) => round === rounds[0])).toEqual([
        ['cash', 500, rounds[0]],
        ['cash', 500, rounds[0]],
      ]);

      // Bob pays tonight's online: Stripe's Checkout, then its event records the row once.
      const checkout = await clients.Bob!.post(`/api/leagues/${leagueId}/buy-in/checkout`, { roundId: tonight });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
      const sessionId = (checkout.body.url as string).split('/').pop()!;
      expect(standIn.sessions.get(sessionId)).toMatchObject({
        mode: 'payment',
        amount_total: 1001,
        metadata: { purpose: 'league', leagueId: String(leagueId), roundId: String(tonight) },
      });
      const events = await standIn.pay(sessionId);
      const completed = events.find((e) => e.type === 'checkout.session.completed')!;
      expect(JSON.parse((await standIn.deliver(completed)).body)).toEqual({ received: true, firstTime: false });
      expect((await desk.get(`/api/desk/till?date=${TONIGHT}`)).body.byMethod).toEqual({
        cash: 2001,
        card_terminal: 0,
        stripe: 1001,
      });
      // Paid: no second Checkout.
      const paidAlready = await clients.Bob!.post(`/api/leagues/${leagueId}/buy-in/checkout`, { roundId: tonight });
      expect([paidAlready.status, paidAlready.body.message]).toEqual([409, 'This buy-in is already paid.']);

      // Tonight's cards (Ann 40 net 35, Bob 44 net 36). Gross skins with carry-overs: Ann wins hole 2 (2 skins, hole 1
      // tied), hole 3 (1) and hole 5 (2, hole 4 tied); holes 6-9 tie and carry past the end, unwon. Skins pot $10.01
      // over 5 skins: 2.01 for the first, 2.00 for the rest. Prizes $8.00: low gross and low net $4.00 each, Ann both.
      const cards = await admin.put(`/api/leagues/${leagueId}/rounds/${tonight}/scores`, {
        entries: [
          { participantId: players.Ann, holes: ROUND_CARDS[2].Ann },
          { participantId: players.Bob, holes: ROUND_CARDS[2].Bob },
        ],
      });
      expect(cards.status, JSON.stringify(cards.body)).toBe(200);
      const money = (await admin.get(`/api/leagues/${leagueId}/rounds/${tonight}/money`)).body;
      expect(money.flights).toHaveLength(1);
      const [flight] = money.flights;
      expect([flight.fundsCents, flight.skinsCents, flight.prizesCents, flight.purseCents]).toEqual([
        2002, 1001, 800, 201,
      ]);
      expect(
        flight.buyIns.map((b: { name: string; paidCents: number; dueCents: number }) => [
          b.name,
          b.paidCents,
          b.dueCents,
        ]),
      ).toEqual([
        ['Ann', 1001, 0],
        ['Bob', 1001, 0],
      ]);
      const lines = [
        ['skin', 2, 'Ann', 401],
        ['skin', 3, 'Ann', 200],
        ['skin', 5, 'Ann', 400],
        ['low_gross', null, 'Ann', 400],
        ['low_net', null, 'Ann', 400],
      ];
      const asLines = (rows: { prize: string; hole: number | null; name: string; cents: number }[]) =>
        rows.map((p) => [p.prize, p.hole, p.name, p.cents]);
      expect(asLines(flight.payouts)).toEqual(lines);
      expect(money.recorded).toEqual([]);

      // The night sheet and the results e-mail say it.
      const sheet = (await admin.get(`/api/leagues/${leagueId}/rounds/${tonight}/night-sheet`)).body;
      expect(sheet.money).toEqual({ buyInPer: 'night', flights: money.flights });
      const mail = await inbox.waitFor(
        (m) => m.subject === 'Round 2 results: Thursday Net' && m.envelopeTo.includes('bob@example.com'),
      );
      expect(mail.text).toContain(
        'Money:\n- Buy-ins $20.02: skins $10.01, prizes $8.00\n- Skin, hole 2: Ann $4.01\n- Skin, hole 3: Ann $2.00\n- Skin, hole 5: Ann $4.00\n- Low gross: Ann $4.00\n- Low net: Ann $4.00\n- Season purse: $2.01',
      );

      // Paid out: members may not; the desk's parallel requests record the night once, in cash.
      expect(
        (await clients.Ann!.post(`/api/leagues/${leagueId}/rounds/${tonight}/payouts`, { method: 'cash' })).status,
      ).toBe(403);
      const paid = await Promise.all(
        Array.from({ length: 5 }, () =>
          desk.post(`/api/leagues/${leagueId}/rounds/${tonight}/payouts`, { method: 'cash' }),
        ),
      );
      expect(paid.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const recorded = paid[0]!.body.recorded;
      expect(asLines(recorded)).toEqual(lines);
      expect(
        recorded.every(
          (r: { method: string; recordedByName: string }) => r.method === 'cash' && r.recordedByName === 'Dan Desk',
        ),
      ).toBe(true);
      for (const r of paid) expect(r.body.recorded).toEqual(recorded);
      expect(Number((await ctx.db('league_payouts').count({ n: '*' }).first())!.n)).toBe(5);
      // The till: $18.01 handed over from the drawer.
      expect((await desk.get(`/api/desk/till?date=${TONIGHT}`)).body.payoutsByMethod).toEqual({
        cash: 1801,
        credit: 0,
      });
      // The drawer took $20.01 in cash and gave $18.01 back: the close expects $2.00.
      // An administrator closes the day early (the desk closes it after its hours, decision 403).
      const close = await admin.post('/api/desk/till/close', { date: TONIGHT, countedCashCents: 200 });
      expect([close.status, close.body.expectedCashCents, close.body.overShortCents]).toEqual([201, 200, 0]);

      // The round re-approved with other cards: the money moves on screen, the payouts stand as recorded.
      await admin.put(`/api/leagues/${leagueId}/rounds/${tonight}/scores`, {
        entries: [
          { participantId: players.Ann, holes: ROUND_CARDS[2].Bob },
          { participantId: players.Bob, holes: ROUND_CARDS[2].Ann },
        ],
      });
      const later = await desk.post(`/api/leagues/${leagueId}/rounds/${tonight}/payouts`, { method: 'credit' });
      expect(later.body.recorded).toEqual(recorded);
      expect(asLines(later.body.flights[0].payouts).map(([, , name]) => name)).toContain('Bob');
      expect(Number((await ctx.db('league_payouts').count({ n: '*' }).first())!.n)).toBe(5);
    });

    it('pays out no night before every card is in, nor a league that plays for no money', async () => {
      const { leagueId, rounds } = await netLeagueNight(ctx, admin, { night: MONEY_NIGHT });
      const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
      const early = await desk.post(`/api/leagues/${leagueId}/rounds/${rounds[1]}/payouts`, { method: 'cash' });
      expect([early.status, early.body.message]).toEqual([
        409,
        'Every card of this round must be in before its money is paid out.',
      ]);
      expect((await admin.put(`/api/leagues/${leagueId}/night`, { buyInCents: 0 })).status).toBe(200);
      const none = await desk.post(`/api/leagues/${leagueId}/rounds/${rounds[0]}/payouts`, { method: 'cash' });
      expect([none.status, none.body.code]).toEqual([409, 'LEAGUE_NO_MONEY']);
      expect((await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[0]}/money`)).body.flights).toEqual([]);
    });
  },
  { env: { ...smtp.env, ...stripe.env }, now: () => NOW },
);
