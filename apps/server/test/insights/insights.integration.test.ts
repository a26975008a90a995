// The owner's insights against a hand-counted fortnight (docs/decisions/245-owner-insights.md), on SQLite and Postgres
// over real HTTP. The fortnight 2027-03-08 (Monday) to 2027-03-21 (Sunday) holds the spring change of daylight saving
// time (Sunday 2027-03-14: 2:00 AM does not exist), bookings kept and canceled, a walk-in, lessons, a league without a
// generated schedule and demo requests. Every figure below is counted by hand in the comment beside it.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { insertRow } from '../support/rows';
import { insertBooking, insertLesson, threeMembers } from './hand-counted';

const TODAY = '2027-03-20';
const clock = { now: facilityInstant(TODAY, '21:00') };
const RANGE = 'from=2027-03-08&to=2027-03-21';

const insert = (ctx: TestContext, table: string, row: Record<string, unknown>) => insertRow(ctx.db, table, row);

describeEachDatabase(
  'owner insights',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    async function fortnight() {
      const { sam, pat, lee } = await threeMembers(ctx, 'Lee Idle');
      const coach = await ctx.createUser({ name: 'Casey Coach', isCoach: true });
      const { user: dana, client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Dana Desk' });
      // Sam's account was made in the range; Pat's and Lee's before it.
      await ctx.db('users').where({ id: sam.id }).update({ created_at: '2027-03-10T15:00:00.000Z' });
      await ctx.db('users').whereIn('id', [pat.id, lee.id]).update({ created_at: '2027-01-01T15:00:00.000Z' });

      const booking = (row: Record<string, unknown>) => insertBooking(ctx, row);
      // 1. Sam, Sat 13th 6-8 PM, Bay 1, checked in.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-13',
        start_time: '18:00:00',
        end_time: '20:00:00',
        arrived_at: '2027-03-13T22:01:00.000Z',
      });
      // 2. Sam, Sun 14th (the change) 10-11 AM, Bay 1, nobody checked in: a no-show.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 1,
        booking_date: '2027-03-14',
        start_time: '10:00:00',
        end_time: '11:00:00',
      });
      // 3. Pat, staff-made by Dana, Mon 15th 9-10:30 AM, Bay 2, nobody checked in: a no-show.
      await booking({
        kind: 'staff',
        user_id: pat.id,
        created_by: dana.id,
        simulator_id: 2,
        booking_date: '2027-03-15',
        start_time: '09:00:00',
        end_time: '10:30:00',
      });
      // 4. Pat, Tue 16th 6-7 AM (unstaffed), Bay 1, nobody checked in: not a no-show, the desk was closed.
      await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 1,
        booking_date: '2027-03-16',
        start_time: '06:00:00',
        end_time: '07:00:00',
      });
      // 5. Sam, Mon 15th 1:30-2:30 AM, canceled Sun 14th at 1:15 AM EST: 23 h 15 min before in real time (the clocks
      //    went forward between), a late cancellation, although the wall clocks are 24 h 15 min apart.
      await booking({
        user_id: sam.id,
        created_by: sam.id,
        simulator_id: 2,
        booking_date: '2027-03-15',
        start_time: '01:30:00',
        end_time: '02:30:00',
        canceled_at: '2027-03-14T06:15:00.000Z',
        canceled_by: sam.id,
      });
      // 6. Pat, Thu 18th noon-1 PM, canceled two days before: not late.
      await booking({
        user_id: pat.id,
        created_by: pat.id,
        simulator_id: 1,
        booking_date: '2027-03-18',
        start_time: '12:00:00',
        end_time: '13:00:00',
        canceled_at: '2027-03-16T16:00:00.000Z',
        canceled_by: pat.id,
      });
      // 7. A guest's walk-in, Sat 13th 10-11 AM, Bay 2 (walk-ins are never no-shows).
      await booking({
        kind: 'walk_in',
        guest_name: 'Walk Guest',
        guest_phone: '4075550100',
        walk_in: true,
        created_by: dana.id,
        simulator_id: 2,
        booking_date: '2027-03-13',
        start_time: '10:00:00',
        end_time: '11:00:00',
      });
      // Lessons with Casey, Bay 2: Wed 17th 2-3 PM completed (complimentary), Fri 19th 3-4 PM a no-show, Thu 18th cancelled.
      const lesson = (date: string, start: string, end: string, status: string, extra: Record<string, unknown> = {}) =>
        insertLesson(ctx, { coachId: coach.id, memberId: sam.id, date, start, end, status }, extra);
      await lesson('2027-03-17', '14:00:00', '15:00:00', 'completed', {
        complimentary: true,
        complimentary_month: '2027-03',
      });
      await lesson('2027-03-19', '15:00:00', '16:00:00', 'no_show');
      await lesson('2027-03-18', '09:00:00', '10:00:00', 'cancelled', { cancelled_at: '2027-03-10T12:00:00.000Z' });
      // A league without a generated schedule: Tuesdays 6-8 PM on one bay (Bay 2), two of eight places taken.
      const leagueId = await insert(ctx, 'leagues', {
        name: 'Tuesday Night',
        league_type: 'individual',
        scoring_type: 'lowest_score',
        start_date: '2027-03-01',
        end_date: '2027-03-31',
        day_of_week: 'Tuesday',
        start_time: '18:00',
        end_time: '20:00',
        max_participants: 8,
        number_of_bays: 1,
        is_active: true,
        created_at: '2027-02-20T12:00:00.000Z',
      });
      for (const [i, who] of [sam, pat].entries()) {
        await insert(ctx, 'league_participants', {
          league_id: leagueId,
          user_id: who.id,
          team_id: i + 1,
          is_team_lead: true,
          created_at: '2027-02-21T12:00:00.000Z',
        });
      }
      // Demo requests: three in the range (one became a member), one before it.
      const demo = (name: string, at: string, becameMember: boolean) =>
        insert(ctx, 'contact_submissions', {
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: '4075550100',
          interest: 'free_sim_demo',
          message: 'No Message',
          created_at: at,
          is_read: becameMember,
          became_member: becameMember,
        });
      await demo('Early', '2027-03-01T15:00:00.000Z', true);
      await demo('Ada', '2027-03-09T15:00:00.000Z', true);
      await demo('Bea', '2027-03-12T15:00:00.000Z', false);
      await demo('Cy', '2027-03-19T15:00:00.000Z', false);
      // Membership requests: Sam's from his account and one by Pat's e-mail without one (both members now), Quinn's
      // (no account), and one before the range.
      const request = (name: string, email: string, at: string, userId: number | null) =>
        insert(ctx, 'membership_requests', {
          user_id: userId,
          name,
          email,
          phone: '4075550100',
          preferred_contact: 'email',
          created_at: at,
        });
      const patEmail = ((await ctx.db('users').where({ id: pat.id }).first()) as { email: string }).email;
      await request('Early Bird', 'early@example.com', '2027-03-02T15:00:00.000Z', null);
      await request('Sam Lee', 'sam-request@example.com', '2027-03-10T16:00:00.000Z', sam.id);
      await request('Pat Green', patEmail.toUpperCase(), '2027-03-11T16:00:00.000Z', null);
      await request('Quinn New', 'quinn@example.com', '2027-03-12T16:00:00.000Z', null);
      return { admin };
    }

    describe('GET /api/admin/insights', () => {
      it('counts a fortnight across the spring change of daylight time as by hand', async () => {
        const { admin } = await fortnight();
        const res = await admin.get(`/api/admin/insights?${RANGE}`);
        expect(res.status).toBe(200);
        const body = res.body;
        // Available: 2 bays × (13 days × 1 410 min + the 14th's 1 350, without 2-3 AM) = 39 360; staffed 8 AM-8 PM
        // 2 × 14 × 720 = 20 160. Used: bookings 120 + 60 + 90 + 60 + walk-in 60 = 390, lessons 60 + 60 = 120 (the
        // cancelled one holds nothing), league nights 9th and 16th 2 × 120 = 240; 750 in all, 60 of it unstaffed (6 AM).
        expect(body.useByKind).toEqual({ booking: 390, league: 240, lesson: 120 });
        expect(body.occupancy).toEqual({
          all: { usedMinutes: 750, availableMinutes: 39360, percent: 1.9 },
          staffed: { usedMinutes: 690, availableMinutes: 20160, percent: 3.4 },
          unstaffed: { usedMinutes: 60, availableMinutes: 19200, percent: 0.3 },
        });
        const cell = (simulatorId: number, weekday: number, hour: number) =>
          body.heatMap.find(
            (c: { simulatorId: number; weekday: number; hour: number }) =>
              c.simulatorId === simulatorId && c.weekday === weekday && c.hour === hour,
          );
        // Sundays 2-3 AM: only the 21st has that hour.
        expect(cell(1, 0, 2)).toMatchObject({ availableMinutes: 60, usedMinutes: 0, staffed: false });
        expect(cell(1, 0, 3)).toMatchObject({ availableMinutes: 120 });
        // Tuesdays 6-7 PM on Bay 2: the league both nights.
        expect(cell(2, 2, 18)).toMatchObject({ usedMinutes: 120, availableMinutes: 120, percent: 100, staffed: true });
        // Sunday 10-11 AM on Bay 1: Sam's booking on the 14th, one Sunday of two.
        expect(cell(1, 0, 10)).toMatchObject({ usedMinutes: 60, availableMinutes: 120, percent: 50 });
        // 11 PM offers 30 minutes a day (the day ends at 11:30 PM).
        expect(cell(1, 1, 23)).toMatchObject({ availableMinutes: 60 });

        // Members: three; March so far 120 + 60 + 90 + 60 = 330 min of their own bookings, 1.8 h each; Lee has not
        // booked; Sam's account is new; Sam 3 h over 2 bookings, Pat 2.5 h over 2.
        expect(body.members).toEqual({
          active: 3,
          hoursPerMemberThisMonth: 1.8,
          notBookedIn30Days: 1,
          newInRange: 1,
          top: [
            { userId: expect.any(Number), name: 'Sam Lee', bookings: 2, hours: 3 },
            { userId: expect.any(Number), name: 'Pat Green', bookings: 2, hours: 2.5 },
          ],
        });
        expect([body.noShows, body.cancellations, body.lateCancellations]).toEqual([2, 2, 1]);
        expect(body.lessonsPerCoach).toEqual([
          {
            coachId: expect.any(Number),
            name: 'Casey Coach',
            booked: 2,
            completed: 1,
            noShow: 1,
            cancelled: 1,
            complimentary: 1,
          },
        ]);
        expect(body.leagueFill).toEqual([
          {
            leagueId: expect.any(Number),
            name: 'Tuesday Night',
            participants: 2,
            maxParticipants: 8,
            percent: 25,
            nights: 2,
          },
        ]);
        expect(body.demoRequests).toEqual({ received: 3, becameMembers: 1, percent: 33.3 });
        expect(body.membershipRequests).toEqual({ received: 3, converted: 2, percent: 66.7 });
      });

      it('counts in the database what its lists list, and today only what has ended', async () => {
        const { admin } = await fortnight();
        const pat = (await ctx.db('users').where({ name: 'Pat Green' }).first()) as { id: number };
        // Today (the 20th, 9 PM): Pat's 6-7 PM has ended unseen, a no-show; her 7:30-9:30 PM (staffed at its start) has
        // not ended yet.
        for (const [start, end] of [
          ['18:00:00', '19:00:00'],
          ['19:30:00', '21:30:00'],
        ]) {
          await insertBooking(ctx, {
            user_id: pat.id,
            created_by: pat.id,
            simulator_id: 1,
            booking_date: TODAY,
            start_time: start,
            end_time: end,
          });
        }
        const figures = (await admin.get(`/api/admin/insights?${RANGE}`)).body;
        const rows = async (figure: string) =>
          (await admin.get(`/api/admin/insights/list?${RANGE}&figure=${figure}`)).body.rows as unknown[][];
        expect(figures.noShows).toBe(3);
        expect((await rows('no-shows')).map((r) => r[0])).toEqual(['2027-03-14', '2027-03-15', TODAY]);
        expect((await rows('late-cancellations')).length).toBe(figures.lateCancellations);
        expect((await rows('inactive-members')).length).toBe(figures.members.notBookedIn30Days);
        expect((await rows('new-members')).length).toBe(figures.members.newInRange);
        // Pat: 2.5 h before, now 1 h + 2 h more over 4 bookings, ahead of Sam's 3 h.
        expect(figures.members.top.map((t: { name: string; hours: number }) => [t.name, t.hours])).toEqual([
          ['Pat Green', 5.5],
          ['Sam Lee', 3],
        ]);
        expect((await rows('top-members')).map((r) => [r[0], r[3]])).toEqual([
          ['Pat Green', 5.5],
          ['Sam Lee', 3],
        ]);
      });

      it('counts the no-shows staff marked and the nights of a league with a generated schedule', async () => {
        const { admin } = await fortnight();
        const idOf = async (date: string, start: string) =>
          Number(
            ((await ctx.db('bookings').where({ booking_date: date, start_time: start }).first()) as { id: number }).id,
          );
        const pat = (await ctx.db('users').where({ name: 'Pat Green' }).first()) as { id: number };
        // Today (the 20th, 9 PM): Pat's 8:30-10:30 PM (after the desk closes, not ended) is marked a no-show.
        const tonight = await insertBooking(ctx, {
          user_id: pat.id,
          created_by: pat.id,
          simulator_id: 2,
          booking_date: TODAY,
          start_time: '20:30:00',
          end_time: '22:30:00',
        });
        // Marked through the desk's route at 9 PM: Pat's unstaffed 6 AM on the 16th (not counted unmarked), Sam's 14th
        // (counted already: still one), and tonight's.
        for (const id of [await idOf('2027-03-16', '06:00:00'), await idOf('2027-03-14', '10:00:00'), tonight]) {
          expect((await admin.put(`/api/desk/bookings/${id}/no-show`, { noShow: true })).status).toBe(200);
        }
        // A league with a generated schedule: Thursdays 6-8 PM on Bays 1 and 2, its nights held by rows (11th and 18th
        // in the range, 25th after it), a canceled row on the 4th before it; one of four places taken.
        const scheduled = await insert(ctx, 'leagues', {
          name: 'Thursday Scheduled',
          league_type: 'individual',
          scoring_type: 'lowest_score',
          start_date: '2027-03-01',
          end_date: '2027-03-31',
          day_of_week: 'Thursday',
          start_time: '18:00',
          end_time: '20:00',
          max_participants: 4,
          number_of_bays: 2,
          is_active: true,
          schedule_created_at: '2027-02-25T12:00:00.000Z',
          created_at: '2027-02-20T12:00:00.000Z',
        });
        await insert(ctx, 'league_participants', {
          league_id: scheduled,
          user_id: pat.id,
          team_id: 1,
          is_team_lead: true,
          created_at: '2027-02-21T12:00:00.000Z',
        });
        for (const date of ['2027-03-11', '2027-03-18', '2027-03-25']) {
          for (const bay of [1, 2]) {
            await insertBooking(ctx, {
              kind: 'league',
              league_id: scheduled,
              simulator_id: bay,
              booking_date: date,
              start_time: '18:00:00',
              end_time: '20:00:00',
              created_at: '2027-02-25T12:00:00.000Z',
            });
          }
        }
        const figures = (await admin.get(`/api/admin/insights?${RANGE}`)).body;
        // No-shows: the 14th (marked), the 15th (unmarked, ended in staffed hours), the 16th (marked), tonight (marked).
        expect(figures.noShows).toBe(4);
        // League use: Tuesday Night's 240 + four rows of 120 in the range.
        expect(figures.useByKind.league).toBe(720);
        expect(
          figures.leagueFill.map((l: { name: string; nights: number; percent: number }) => [
            l.name,
            l.nights,
            l.percent,
          ]),
        ).toEqual([
          ['Tuesday Night', 2, 25],
          ['Thursday Scheduled', 2, 25],
        ]);
        const list = async (figure: string) =>
          (await admin.get(`/api/admin/insights/list?${RANGE}&figure=${figure}`)).body;
        const noShows = await list('no-shows');
        expect(noShows.columns).toEqual(['Date', 'Time', 'Bay', 'Member', 'Made By', 'Marked No-show At']);
        const marked = '2027-03-20T21:00:00-04:00';
        expect(noShows.rows).toEqual([
          ['2027-03-14', '10:00 AM - 11:00 AM', 'Bay 1', 'Sam Lee', 'Sam Lee', marked],
          ['2027-03-15', '9:00 AM - 10:30 AM', 'Bay 2', 'Pat Green', 'Dana Desk', null],
          ['2027-03-16', '6:00 AM - 7:00 AM', 'Bay 1', 'Pat Green', 'Pat Green', marked],
          [TODAY, '8:30 PM - 10:30 PM', 'Bay 2', 'Pat Green', 'Pat Green', marked],
        ]);
        expect((await list('league-fill')).rows).toEqual([
          ['Tuesday Night', 2, 8, 25, 2],
          ['Thursday Scheduled', 1, 4, 25, 2],
        ]);
        // A late check-in takes the mark back: tonight's is not a no-show until it ends.
        expect((await admin.put(`/api/desk/bookings/${tonight}/arrival`, { arrived: true })).status).toBe(200);
        expect((await admin.get(`/api/admin/insights?${RANGE}`)).body.noShows).toBe(3);
      });

      it('lists what is behind each figure', async () => {
        const { admin } = await fortnight();
        const list = async (query: string) => (await admin.get(`/api/admin/insights/list?${RANGE}&${query}`)).body;
        const noShows = await list('figure=no-shows');
        expect(noShows.columns).toEqual(['Date', 'Time', 'Bay', 'Member', 'Made By', 'Marked No-show At']);
        expect(noShows.rows).toEqual([
          ['2027-03-14', '10:00 AM - 11:00 AM', 'Bay 1', 'Sam Lee', 'Sam Lee', null],
          ['2027-03-15', '9:00 AM - 10:30 AM', 'Bay 2', 'Pat Green', 'Dana Desk', null],
        ]);
        expect((await list('figure=late-cancellations')).rows).toEqual([
          ['2027-03-15', '1:30 AM - 2:30 AM', 'Bay 2', 'Sam Lee', '2027-03-14T01:15:00-05:00', 'Sam Lee', 23.3],
        ]);
        // One cell of the heat map: Tuesdays (2) 6-7 PM on Bay 2, each time with its offset (the clocks went forward
        // on the 14th).
        const bayUse = await list('figure=bay-use&simulatorId=2&weekday=2&hour=18');
        expect(bayUse.columns).toEqual(['Start', 'End', 'Bay', 'Held by', 'Kind', 'Minutes']);
        expect(bayUse.rows).toEqual([
          ['2027-03-09T18:00:00-05:00', '2027-03-09T20:00:00-05:00', 'Bay 2', 'Tuesday Night', 'League night', 120],
          ['2027-03-16T18:00:00-04:00', '2027-03-16T20:00:00-04:00', 'Bay 2', 'Tuesday Night', 'League night', 120],
        ]);
        expect((await list('figure=inactive-members')).rows).toEqual([['Lee Idle', expect.any(String), null]]);
        expect((await list('figure=demo-requests')).rows.map((r: unknown[]) => [r[1], r[4]])).toEqual([
          ['Ada', 'Yes'],
          ['Bea', 'No'],
          ['Cy', 'No'],
        ]);
        const requests = await list('figure=membership-requests');
        expect(requests.columns).toEqual(['Received', 'Name', 'Email', 'Member Now']);
        expect(requests.rows.map((r: unknown[]) => [r[0], r[1], r[3]])).toEqual([
          ['2027-03-10T11:00:00-05:00', 'Sam Lee', 'Yes'],
          ['2027-03-11T11:00:00-05:00', 'Pat Green', 'Yes'],
          ['2027-03-12T11:00:00-05:00', 'Quinn New', 'No'],
        ]);
        expect((await list('figure=lessons')).rows.map((r: unknown[]) => r[4])).toEqual([
          'Completed',
          'Cancelled',
          'No-show',
        ]);
        const tooLong = await admin.get('/api/admin/insights?from=2026-01-01&to=2027-03-21');
        expect(tooLong.status).toBe(400);
        expect(tooLong.body.fieldErrors.to).toEqual(['Choose a range of at most 366 days']);
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
        expect((await desk.get(`/api/admin/insights?${RANGE}`)).status).toBe(403);
      });
    });
  },
  { now: () => clock.now },
);
