// The owner's figures beside bay use (docs/decisions/471-the-owners-morning.md) against hand-counted rows, on SQLite and
// Postgres over real HTTP: revenue per available bay-hour (per bay, per hour), churn by month, the no-show rate per
// member, lead time and channel, and the same headline figures for the previous period and the previous year. The
// fortnight 2027-03-08 to 2027-03-21 holds the spring change (the 14th has no 2 AM), and so does its year-earlier
// fortnight (2026-03-08). Every figure is counted by hand in the comment beside it, and the sums against the tables.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { insertBooking, insertLesson, insertMembershipChange, insertPayment, threeMembers } from './hand-counted';

const clock = { now: facilityInstant('2027-03-20', '21:00') };
const RANGE = 'from=2027-03-08&to=2027-03-21';

describeEachDatabase(
  'owner figures',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    async function rows() {
      const { sam, pat, lee } = await threeMembers(ctx, 'Lee New');
      const { user: dana, client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Dana Desk' });
      const booking = (row: Record<string, unknown>) => insertBooking(ctx, row);
      // A: Sam online, Sun 14th (the change) 10-11 AM EDT, Bay 1, made 10 AM EST the 13th: 23 h ahead; nobody came.
      const a = await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-14',
        start_time: '10:00:00',
        end_time: '11:00:00',
        created_at: '2027-03-13T15:00:00.000Z',
      });
      // B: Pat by Dana, Mon 15th 9-10:30 AM, Bay 2, made 9 AM EST Sun 7th: 191 h ahead (8 days less the skipped hour);
      // nobody came.
      const b = await booking({
        kind: 'staff',
        user_id: pat.id,
        created_by: dana.id,
        simulator_id: 2,
        booking_date: '2027-03-15',
        start_time: '09:00:00',
        end_time: '10:30:00',
        created_at: '2027-03-07T14:00:00.000Z',
      });
      // C: a walk-in, Sat 13th 10-11 AM EST, Bay 2, made 15 minutes before: 0.25 h.
      const c = await booking({
        kind: 'walk_in',
        guest_name: 'Walk Guest',
        guest_phone: '4075550100',
        walk_in: true,
        created_by: dana.id,
        simulator_id: 2,
        booking_date: '2027-03-13',
        start_time: '10:00:00',
        end_time: '11:00:00',
        created_at: '2027-03-13T14:45:00.000Z',
      });
      // D: Sam online, Tue 16th 6-7 PM EDT (22:00 UTC), Bay 1, made 12:00 UTC that day: 10 h; he came.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-16',
        start_time: '18:00:00',
        end_time: '19:00:00',
        created_at: '2027-03-16T12:00:00.000Z',
        arrived_at: '2027-03-16T21:58:00.000Z',
      });
      // E: canceled: neither a channel nor a lead time.
      await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 1,
        booking_date: '2027-03-18',
        start_time: '12:00:00',
        end_time: '13:00:00',
        created_at: '2027-03-01T12:00:00.000Z',
        canceled_at: '2027-03-16T16:00:00.000Z',
      });
      // F: Sam online tomorrow (the 21st) 10-11 AM EDT (14:00 UTC), made 12:00 UTC the 20th: 26 h; not yet held.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-21',
        start_time: '10:00:00',
        end_time: '11:00:00',
        created_at: '2027-03-20T12:00:00.000Z',
      });
      // A lesson on Bay 2, Wed 17th 2-3 PM, paid through the lesson (its bay's booking says where and when).
      const lesson = await insertLesson(ctx, {
        coachId: dana.id,
        memberId: sam.id,
        date: '2027-03-17',
        start: '14:00:00',
        end: '15:00:00',
        status: 'completed',
      });
      const pay = (date: string, cents: number, row: Record<string, unknown>) => insertPayment(ctx, date, cents, row);
      // The fortnight's ledger: A $15, B's fee $25, C's rental $40 less $10 back, the lesson $30, Sam's dues $200.
      await pay('2027-03-14', 1500, { booking_id: a, user_id: sam.id });
      await pay('2027-03-15', 2500, { booking_id: b, user_id: pat.id, purpose: 'fee' });
      const rental = await pay('2027-03-13', 4000, { booking_id: c, purpose: 'guest' });
      await pay('2027-03-16', 1000, { kind: 'refund', refund_of: rental, booking_id: c, purpose: 'guest' });
      await pay('2027-03-17', 3000, { lesson_id: lesson, user_id: sam.id, purpose: 'lesson' });
      await pay('2027-03-10', 20000, { user_id: sam.id, purpose: 'dues', source: 'stripe', method: 'stripe' });
      await pay('2027-03-22', 9999, { user_id: sam.id, purpose: 'dues' }); // after the range

      // The previous period (Feb 22 - Mar 7): a walk-in Mon 1st 2-3 PM, made 15 minutes before, paid $40.
      const earlier = await booking({
        kind: 'walk_in',
        guest_name: 'Early Guest',
        guest_phone: '4075550100',
        walk_in: true,
        created_by: dana.id,
        simulator_id: 2,
        booking_date: '2027-03-01',
        start_time: '14:00:00',
        end_time: '15:00:00',
        created_at: '2027-03-01T18:45:00.000Z',
      });
      await pay('2027-03-01', 4000, { booking_id: earlier, purpose: 'guest' });
      // The previous year (2026-03-08, its spring change): Pat online 10 AM-noon EDT, made 23 h before, no-show, $50.
      const yearAgo = await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 1,
        booking_date: '2026-03-08',
        start_time: '10:00:00',
        end_time: '12:00:00',
        created_at: '2026-03-07T15:00:00.000Z',
      });
      await pay('2026-03-08', 5000, { booking_id: yearAgo, user_id: pat.id });

      // Membership changes as recorded: Lee joined on the 10th, Kim left on the 12th; Ann left at 11:30 PM EST on
      // Feb 28 (already March 1 in UTC: the previous period's, February's); Bo joined on the year-earlier change day.
      await ctx.db('membership_changes').del();
      const change = (userId: number, at: string, isMember: boolean) =>
        insertMembershipChange(ctx, userId, at, isMember);
      await change(lee.id, '2027-03-10T15:00:00.000Z', true);
      await change(9001, '2027-03-12T15:00:00.000Z', false);
      await change(9002, '2027-03-01T04:30:00.000Z', false);
      await change(9003, '2026-03-14T16:00:00.000Z', true);
      return { admin, sam, pat };
    }

    it('counts revenue per available bay-hour, churn, no-show rates, lead time and channel as by hand', async () => {
      const { admin, sam, pat } = await rows();
      const res = await admin.get(`/api/admin/insights?${RANGE}`);
      expect(res.status).toBe(200);
      const { owner } = res.body;
      // Net $300 (15 + 25 + 40 - 10 + 30 + 200); 2 bays × 328 h (14 × 23.5 h less the skipped hour) = 656 h: 46¢.
      // Bay 1: $15 / 328 h = 5¢; Bay 2: $85 / 328 h = 26¢. 9 AM $25 / 28 h = 89¢; 10 AM $45 / 28 h = 161¢; 2 PM $30.
      expect(owner.revenue).toMatchObject({ netCents: 30000, availableBayHours: 656, perAvailableBayHourCents: 46 });
      expect(owner.revenue.perBay).toEqual([
        { simulatorId: 1, netCents: 1500, availableHours: 328, perAvailableHourCents: 5 },
        { simulatorId: 2, netCents: 8500, availableHours: 328, perAvailableHourCents: 26 },
      ]);
      const hour = (h: number) => owner.revenue.perHour.find((x: { hour: number }) => x.hour === h);
      expect(hour(9)).toEqual({ hour: 9, netCents: 2500, availableHours: 28, perAvailableHourCents: 89 });
      expect(hour(10)).toEqual({ hour: 10, netCents: 4500, availableHours: 28, perAvailableHourCents: 161 });
      expect(hour(14)).toEqual({ hour: 14, netCents: 3000, availableHours: 28, perAvailableHourCents: 107 });
      // 2 AM is offered 13 days on each bay.
      expect(hour(2)).toMatchObject({ netCents: 0, availableHours: 26 });
      // The same net as the ledger sums it.
      const [ledger] = (await ctx
        .db('payments')
        .whereBetween('facility_date', ['2027-03-08', '2027-03-21'])
        .select(ctx.db.raw("SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END) AS net"))) as {
        net: number | string;
      }[];
      expect(Number(ledger!.net)).toBe(owner.revenue.netCents);

      // March: three members now; since March 1 Lee +1, Kim -1, so three at its start; one joined, one lost: 33.3 %.
      expect(owner.churn).toEqual([{ month: '2027-03', membersAtStart: 3, joined: 1, lost: 1, percent: 33.3 }]);
      // Before today: Sam held A (no-show) and D (came), 1 of 2; Pat held B (no-show), 1 of 1.
      expect(owner.noShowRates).toEqual([
        { userId: pat.id, name: 'Pat Green', bookings: 1, noShows: 1, percent: 100 },
        { userId: sam.id, name: 'Sam Lee', bookings: 2, noShows: 1, percent: 50 },
      ]);
      // A, D, F online; B staff; C walk-in. Leads 0.25, 10, 23, 26, 191 h: the median 23.
      expect(owner.channels).toEqual({ online: 3, staff: 1, walkIn: 1 });
      expect(owner.leadTime).toEqual({
        bookings: 5,
        medianHours: 23,
        bands: [
          { label: 'Under 2 hours', count: 1 },
          { label: '2 to 24 hours', count: 2 },
          { label: '1 to 7 days', count: 1 },
          { label: 'Over 7 days', count: 1 },
        ],
      });
      const [live] = (await ctx
        .db('bookings')
        .whereNull('canceled_at')
        .whereIn('kind', ['member', 'staff', 'walk_in'])
        .whereBetween('booking_date', ['2027-03-08', '2027-03-21'])
        .count({ n: '*' })) as { n: number | string }[];
      expect(Number(live!.n)).toBe(owner.leadTime.bookings);

      // Used 60 + 90 + 60 + 60 + 60 + the lesson 60 = 390 of 39 360 minutes: 1.0 %.
      expect(owner.compared.current).toEqual({
        from: '2027-03-08',
        to: '2027-03-21',
        occupancyPercent: 1,
        revenueNetCents: 30000,
        revenuePerAvailableBayHourCents: 46,
        noShows: 2,
        lateCancellations: 0,
        joined: 1,
        lost: 1,
        bookings: 5,
        online: 3,
        staff: 1,
        walkIn: 1,
        medianLeadHours: 23,
      });
      // Feb 22 - Mar 7: 60 of 2 × 14 × 1 410 = 39 480 minutes, 0.2 %; $40 over 658 h, 6¢; Ann lost; a walk-in 0.25 h.
      expect(owner.compared.previousPeriod).toEqual({
        from: '2027-02-22',
        to: '2027-03-07',
        occupancyPercent: 0.2,
        revenueNetCents: 4000,
        revenuePerAvailableBayHourCents: 6,
        noShows: 0,
        lateCancellations: 0,
        joined: 0,
        lost: 1,
        bookings: 1,
        online: 0,
        staff: 0,
        walkIn: 1,
        medianLeadHours: 0.3,
      });
      // 2026-03-08 - 03-21 (its 8th has no 2 AM): 120 of 39 360 minutes, 0.3 %; $50 over 656 h, 8¢; Pat's no-show;
      // Bo joined; 23 h ahead.
      expect(owner.compared.previousYear).toEqual({
        from: '2026-03-08',
        to: '2026-03-21',
        occupancyPercent: 0.3,
        revenueNetCents: 5000,
        revenuePerAvailableBayHourCents: 8,
        noShows: 1,
        lateCancellations: 0,
        joined: 1,
        lost: 0,
        bookings: 1,
        online: 1,
        staff: 0,
        walkIn: 0,
        medianLeadHours: 23,
      });
    });

    it('lists each new figure for its CSV file', async () => {
      const { admin } = await rows();
      const list = async (figure: string) => {
        const res = await admin.get(`/api/admin/insights/list?figure=${figure}&${RANGE}`);
        expect(res.status).toBe(200);
        return res.body as { title: string; columns: string[]; rows: unknown[][] };
      };
      expect((await list('revenue-by-bay')).rows).toEqual([
        ['Bay 1', 15, 328, 0.05],
        ['Bay 2', 85, 328, 0.26],
      ]);
      expect((await list('revenue-by-hour')).rows).toContainEqual(['10:00 AM', 45, 28, 1.61]);
      expect((await list('churn')).rows).toEqual([['2027-03', 3, 1, 1, 33.3]]);
      expect((await list('no-show-rates')).rows).toEqual([
        ['Pat Green', 1, 1, 100],
        ['Sam Lee', 2, 1, 50],
      ]);
      const lead = await list('lead-time');
      expect(lead.columns).toEqual(['Date', 'Time', 'Bay', 'Held by', 'Made At', 'Channel', 'Lead Hours']);
      expect(lead.rows.map((r) => [r[3], r[5], r[6]])).toEqual([
        ['Walk Guest', 'Walk-in', 0.3],
        ['Sam Lee', 'Online', 23],
        ['Pat Green', 'Staff', 191],
        ['Sam Lee', 'Online', 10],
        ['Sam Lee', 'Online', 26],
      ]);
    });

    it('records memberships switched on and off, and a member deleted as lost', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const kim = await ctx.createUser({ name: 'Kim Joiner' });
      const changes = () =>
        ctx
          .db('membership_changes')
          .where({ user_id: kim.id })
          .orderBy('id')
          .select('is_member')
          .then((rows: { is_member: unknown }[]) => rows.map((r) => Boolean(r.is_member)));
      expect((await admin.patch(`/api/admin/users/${kim.id}/membership`, { isMember: true })).status).toBe(200);
      // Switching on again changes nothing and records nothing.
      expect((await admin.patch(`/api/admin/users/${kim.id}/membership`, { isMember: true })).status).toBe(200);
      expect(await changes()).toEqual([true]);
      expect((await admin.delete(`/api/admin/users/${kim.id}`)).status).toBe(204);
      expect(await changes()).toEqual([true, false]);
    });
  },
  { now: () => clock.now },
);
