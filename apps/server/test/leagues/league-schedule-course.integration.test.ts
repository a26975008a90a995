// The schedule with a course over real HTTP on SQLite and Postgres
// (docs/decisions/110-league-schedule-and-places.md): 'Activate League & Create Schedule' gives every round the
// league's course; a round's date, course and name are edited until it has cards (409 ROUND_HAS_CARDS after), its
// bays moving with its date; a conflict names another league by name and counts members' bookings; the organiser
// keeps the free nights. A league or a round plays the front or back nine of an 18-hole course
// (docs/decisions/289-nine-holes-of-an-18-hole-course.md): nine holes numbered 10 to 18 on the back nine, their par,
// stroke indexes 1 to 9, edited until the round has cards; a player's card of the nine is taken, one of eighteen
// refused; skins, side games and the night sheet name the course's holes.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant, type LeagueRound } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { addCourseAs, joinLeagueAs, organiserOf } from '../support/league-players';
import { bookingRequest, leagueRequest } from '../support/requests';

// Tuesday 2026-11-24, 21:30 in Longwood: tonight's league night is over.
const NOW = facilityInstant('2026-11-24', '21:30');
const NINE = {
  name: 'Lakeside Nine',
  holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! })),
};
const EIGHTEEN = {
  name: 'Pebble Beach',
  holes: [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5].map((par, i) => ({ par, strokeIndex: i + 1 })),
};
// Tuesdays: tonight's (the 24th) is played (a round, no reservation), December 1st to 22nd are upcoming.
const FORM = leagueRequest({
  name: 'Tuesday Night League',
  startDate: '2026-11-24',
  endDate: '2026-12-22',
  dayOfWeek: 'Tuesday',
  numberOfBays: 2,
});

describeEachDatabase(
  'league schedule with a course',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    const addCourse = (body: object) => addCourseAs(admin, body);
    const roundsOf = async (leagueId: number) =>
      (await admin.get(`/api/leagues/${leagueId}/rounds`)).body as LeagueRound[];
    const leagueRows = (leagueId: number) =>
      ctx
        .db('bookings')
        .where({ league_id: leagueId })
        .whereNull('canceled_at')
        .orderBy(['booking_date', 'simulator_id']);

    it("'Activate League & Create Schedule' gives every round the league's course; an edit of the league's course moves the rounds without cards", async () => {
      const nine = await addCourse(NINE);
      const eighteen = await addCourse(EIGHTEEN);
      const res = await admin.post('/api/admin/leagues', { ...FORM, courseId: nine.id, createSchedule: true });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ courseId: nine.id, scheduleCreated: true, hasSchedule: true });
      const leagueId = res.body.id as number;
      const rounds = await roundsOf(leagueId);
      expect(rounds.map((r) => [r.roundDate, r.course?.name, r.course?.holes.length])).toEqual(
        ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'].map((d) => [d, 'Lakeside Nine', 9]),
      );
      // A course a league names is in use: not deleted.
      expect((await admin.request('DELETE', `/api/admin/courses/${nine.id}`)).status).toBe(409);

      // Round 1 (played) gets a card; the league moves to eighteen holes: every upcoming round follows, the played
      // one keeps its nine.
      const { players } = await joinLeagueAs(ctx, leagueId, ['Ann']);
      const card = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]!.id}/scores`, {
        entries: [{ participantId: players.Ann, holes: [5, 4, 3, 6, 4, 3, 5, 5, 4] }],
      });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
      const edited = await admin.request('PATCH', `/api/leagues/${leagueId}`, { ...FORM, courseId: eighteen.id });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.courseId).toBe(eighteen.id);
      expect((await roundsOf(leagueId)).map((r) => r.course?.holes.length)).toEqual([9, 18, 18, 18, 18]);
      // An edit that leaves the schedule alone keeps its reservations as they are.
      expect(await leagueRows(leagueId)).toHaveLength(8);
    });

    it('edits a round’s date, course and name until it has cards; its bays move with its date', async () => {
      const nine = await addCourse(NINE);
      const eighteen = await addCourse(EIGHTEEN);
      const created = await admin.post('/api/admin/leagues', { ...FORM, courseId: nine.id, createSchedule: true });
      const leagueId = created.body.id as number;
      const rounds = await roundsOf(leagueId);
      const week3 = rounds[2]!; // 2026-12-08

      // Thanksgiving week style: the night moves to Wednesday, on Pebble Beach.
      const moved = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week3.id}`, {
        roundDate: '2026-12-09',
        courseId: eighteen.id,
        name: 'Moved night',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({
        roundDate: '2026-12-09',
        name: 'Moved night',
        course: { name: 'Pebble Beach' },
      });
      const dates = (await leagueRows(leagueId)).map((r) => r.booking_date as string);
      expect(dates.filter((d) => d === '2026-12-08')).toHaveLength(0);
      expect(dates.filter((d) => d === '2026-12-09')).toHaveLength(2);

      // A night whose bays are held elsewhere: 409 naming what holds them, nothing changed.
      const { client: member } = await ctx.signInAs({ isMember: true, name: 'Pat Walker' });
      expect((await member.post('/api/bookings', bookingRequest('2026-12-16', '18:30', '19:30'))).status).toBe(201);
      const clash = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${rounds[3]!.id}`, {
        roundDate: '2026-12-16',
      });
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ code: 'LEAGUE_SCHEDULE_CONFLICT' });
      expect(clash.body.message).toContain("2026-12-16 (1 member's booking)");
      expect((await roundsOf(leagueId))[3]!.roundDate).toBe('2026-12-15');
      expect((await leagueRows(leagueId)).filter((r) => r.booking_date === '2026-12-15')).toHaveLength(2);

      // Once the round has a card (here a posted one), its date and course are fixed.
      const { clients } = await joinLeagueAs(ctx, leagueId, ['Ann']);
      const played = rounds[0]!; // tonight's, played
      const posted = await clients.Ann!.put(`/api/leagues/${leagueId}/rounds/${played.id}/my-card`, {
        holes: [5, 4, null, null, null, null, null, null, null],
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const locked = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${played.id}`, {
        courseId: eighteen.id,
      });
      expect(locked.status).toBe(409);
      expect(locked.body).toMatchObject({ code: 'ROUND_HAS_CARDS' });
      expect(locked.body.message).toBe('Round 1 has cards: its date, course and holes can no longer be changed.');

      // Refusals: members, an unknown course, an empty body.
      expect((await member.request('PATCH', `/api/leagues/${leagueId}/rounds/${week3.id}`, { name: 'x' })).status).toBe(
        403,
      );
      const unknown = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week3.id}`, { courseId: 9999 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fieldErrors).toEqual({ courseId: ['That course does not exist.'] });
      expect((await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week3.id}`, {})).status).toBe(400);
    });

    describe('nine holes of an 18-hole course (decision 289)', () => {
      it('creates the rounds on the back nine; a round’s holes change until it has cards; cards are of nine holes', async () => {
        const nine = await addCourse(NINE);
        const eighteen = await addCourse(EIGHTEEN);

        // A 9-hole course is played whole.
        const refused = await admin.post('/api/admin/leagues', {
          ...FORM,
          courseId: nine.id,
          courseHoles: 'back',
          createSchedule: true,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.fieldErrors).toEqual({
          courseHoles: ['A 9-hole course is played whole: choose all its holes'],
        });

        const res = await admin.post('/api/admin/leagues', {
          ...FORM,
          courseId: eighteen.id,
          courseHoles: 'back',
          createSchedule: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toMatchObject({ courseId: eighteen.id, courseHoles: 'back', scheduleCreated: true });
        const leagueId = res.body.id as number;
        expect((await admin.get(`/api/leagues/${leagueId}`)).body.courseHoles).toBe('back');
        const rounds = await roundsOf(leagueId);
        expect(rounds.map((r) => [r.roundDate, r.courseHoles, r.course?.holes.length, r.course?.par])).toEqual(
          ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'].map((d) => [d, 'back', 9, 36]),
        );
        expect(rounds[0]!.course).toMatchObject({ name: 'Pebble Beach', firstHole: 10, courseHoles: 'back' });
        // The back nine's indexes 10 to 18 ranked 1 to 9.
        expect(rounds[0]!.course!.holes.map((h) => h.strokeIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

        // Round 2 moves to the front nine, then to the 9-hole course (played whole).
        const week2 = rounds[1]!;
        const front = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week2.id}`, {
          courseHoles: 'front',
        });
        expect(front.status, JSON.stringify(front.body)).toBe(200);
        expect(front.body).toMatchObject({
          courseHoles: 'front',
          course: { firstHole: 1, par: 36, courseHoles: 'front' },
        });
        const whole = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week2.id}`, {
          courseId: nine.id,
        });
        expect(whole.status, JSON.stringify(whole.body)).toBe(200);
        expect(whole.body).toMatchObject({ courseHoles: 'all', course: { name: 'Lakeside Nine', firstHole: 1 } });
        const badNine = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week2.id}`, {
          courseHoles: 'back',
        });
        expect(badNine.status).toBe(400);
        expect(Object.keys(badNine.body.fieldErrors)).toEqual(['courseHoles']);
        const badValue = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${week2.id}`, {
          courseHoles: 'middle',
        });
        expect(badValue.status).toBe(400);

        // Tonight's round: a player's card of nine holes is taken, one of eighteen refused.
        const { players, clients } = await joinLeagueAs(ctx, leagueId, ['Ann', 'Bob']);
        const tonight = rounds[0]!;
        const myCard = `/api/leagues/${leagueId}/rounds/${tonight.id}/my-card`;
        expect((await clients.Ann!.get(myCard)).body.holes).toHaveLength(9);
        const eighteenHoles = await clients.Ann!.put(myCard, { holes: Array<number>(18).fill(4) });
        expect(eighteenHoles.status).toBe(400);
        const nineHoles = await clients.Ann!.put(myCard, { holes: [4, 5, null, null, null, null, null, null, null] });
        expect(nineHoles.status, JSON.stringify(nineHoles.body)).toBe(200);
        expect(nineHoles.body).toMatchObject({ thru: 2 });

        // With a card the round's holes are fixed.
        const locked = await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${tonight.id}`, {
          courseHoles: 'all',
        });
        expect(locked.status).toBe(409);
        expect(locked.body).toMatchObject({
          code: 'ROUND_HAS_CARDS',
          message: 'Round 1 has cards: its date, course and holes can no longer be changed.',
        });

        // The organiser's sheet takes nine holes; skins and side games name the course's holes (10 to 18).
        await admin.put(`/api/leagues/${leagueId}/night`, {
          skinsMode: 'gross',
          skinsCarryOver: false,
          closestToPinHoles: [5, 17],
        });
        const sheet = await admin.put(`/api/leagues/${leagueId}/rounds/${tonight.id}/scores`, {
          entries: [
            { participantId: players.Ann, holes: [3, 4, 4, 4, 4, 4, 4, 3, 5] },
            { participantId: players.Bob, holes: [4, 4, 4, 4, 4, 4, 4, 3, 4] },
          ],
        });
        expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
        const ctp = await admin.put(`/api/leagues/${leagueId}/rounds/${tonight.id}/side-games`, {
          entries: [{ game: 'closest_to_pin', participantId: players.Bob, hole: 17, feet: 6, inches: 2 }],
        });
        expect(ctp.status, JSON.stringify(ctp.body)).toBe(200);
        const front5 = await admin.put(`/api/leagues/${leagueId}/rounds/${tonight.id}/side-games`, {
          entries: [{ game: 'closest_to_pin', participantId: players.Bob, hole: 5, feet: 3, inches: 0 }],
        });
        expect(front5.status).toBe(400);
        const skins = await clients.Ann!.get(`/api/leagues/${leagueId}/rounds/${tonight.id}/skins`);
        expect(skins.body.skins.map((s: { hole: number; participantId: number }) => [s.hole, s.participantId])).toEqual(
          [
            [10, players.Ann],
            [18, players.Bob],
          ],
        );
        expect(skins.body.sideGames.map((g: { hole: number; distance: string }) => [g.hole, g.distance])).toEqual([
          [17, '6 ft 2 in'],
        ]);
        const night = await admin.get(`/api/leagues/${leagueId}/rounds/${tonight.id}/night-sheet`);
        expect(night.status).toBe(200);
        expect(night.body.course).toMatchObject({ par: 36, firstHole: 10, courseHoles: 'back' });
      });

      it('the activity log says the holes of a round added, as it does of a round changed', async () => {
        const eighteen = await addCourse(EIGHTEEN);
        const res = await admin.post('/api/admin/leagues', { ...FORM, courseId: eighteen.id, courseHoles: 'front' });
        const leagueId = res.body.id as number;
        const added = await admin.post(`/api/leagues/${leagueId}/rounds`, {
          roundNumber: 9,
          roundDate: '2026-12-29',
          courseId: eighteen.id,
          courseHoles: 'back',
        });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
        const roundId = added.body.id as number;
        expect(
          (await admin.request('PATCH', `/api/leagues/${leagueId}/rounds/${roundId}`, { courseHoles: 'front' })).status,
        ).toBe(200);
        const log = (await admin.get('/api/admin/activity?pageSize=100')).body.items as Array<{
          action: string;
          before: Record<string, unknown> | null;
          after: Record<string, unknown> | null;
        }>;
        const created = log.find((e) => e.action === 'league.round-created');
        const changed = log.find((e) => e.action === 'league.round-updated');
        expect(created).toMatchObject({
          before: null,
          after: { roundId, roundNumber: 9, roundDate: '2026-12-29', course: 'Pebble Beach', holes: 'back' },
        });
        expect(changed).toMatchObject({
          before: { course: 'Pebble Beach', holes: 'back' },
          after: { course: 'Pebble Beach', holes: 'front' },
        });
      });

      it('moves the upcoming rounds without cards when the league changes its nine', async () => {
        const eighteen = await addCourse(EIGHTEEN);
        const res = await admin.post('/api/admin/leagues', { ...FORM, courseId: eighteen.id, createSchedule: true });
        const leagueId = res.body.id as number;
        expect(res.body.courseHoles).toBe('all');
        const edited = await admin.request('PATCH', `/api/leagues/${leagueId}`, {
          ...FORM,
          courseId: eighteen.id,
          courseHoles: 'front',
        });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect(edited.body.courseHoles).toBe('front');
        expect((await roundsOf(leagueId)).map((r) => [r.courseHoles, r.course?.holes.length])).toEqual(
          Array.from({ length: 5 }, () => ['front', 9]),
        );
        // An edit without the field keeps the league's nine.
        const kept = await admin.request('PATCH', `/api/leagues/${leagueId}`, { ...FORM, courseId: eighteen.id });
        expect(kept.body.courseHoles).toBe('front');
      });
    });

    describe('conflicts', () => {
      it("names another league by name and counts members' bookings; the organiser keeps the free nights", async () => {
        const other = await admin.post('/api/admin/leagues', {
          ...leagueRequest({ name: 'Seniors League', startDate: '2026-12-08', endDate: '2026-12-08' }),
          dayOfWeek: 'Tuesday',
          numberOfBays: 2,
          createSchedule: true,
        });
        expect(other.body.scheduleCreated).toBe(true);
        const { client: member } = await ctx.signInAs({ isMember: true, name: 'Pat Walker' });
        expect((await member.post('/api/bookings', bookingRequest('2026-12-15', '19:00', '20:00'))).status).toBe(201);

        const res = await admin.post('/api/admin/leagues', { ...FORM, createSchedule: true });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ scheduleCreated: false, hasSchedule: false });
        expect(res.body.scheduleConflicts).toEqual([
          {
            date: '2026-12-08',
            message: 'The bays are held by Seniors League.',
            leagues: ['Seniors League'],
            bookings: 0,
            lessons: 0,
          },
          {
            date: '2026-12-15',
            message: "The bays are held by 1 member's booking.",
            leagues: [],
            bookings: 1,
            lessons: 0,
          },
        ]);
        const leagueId = res.body.id as number;
        expect(await leagueRows(leagueId)).toHaveLength(0);

        // Keep the free nights: December 1st and 22nd are reserved, the two conflicting nights get no round.
        const kept = await admin.post(`/api/admin/leagues/${leagueId}/schedule`, { keepFreeNights: true });
        expect(kept.status, JSON.stringify(kept.body)).toBe(200);
        expect(kept.body).toMatchObject({ scheduleCreated: true, hasSchedule: true });
        expect(kept.body.scheduleConflicts.map((c: { date: string }) => c.date)).toEqual(['2026-12-08', '2026-12-15']);
        expect([...new Set((await leagueRows(leagueId)).map((r) => r.booking_date))]).toEqual([
          '2026-12-01',
          '2026-12-22',
        ]);
        expect((await roundsOf(leagueId)).map((r) => r.roundDate)).toEqual(['2026-11-24', '2026-12-01', '2026-12-22']);
        // The member's booking and the other league stand.
        expect((await leagueRows(other.body.id as number)).length).toBe(2);
        // Editing the league's name later leaves the kept schedule as it is (no 409 for the nights left out).
        const renamed = await admin.request('PATCH', `/api/leagues/${leagueId}`, { ...FORM, name: 'Tuesday Nights' });
        expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
        expect(await leagueRows(leagueId)).toHaveLength(4);
      });
    });
  },
  { now: () => NOW },
);
