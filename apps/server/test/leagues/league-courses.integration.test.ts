// Courses and hole-by-hole scores over real HTTP on SQLite and Postgres
// (docs/decisions/211-league-handicaps-and-scorecards.md): the admin's course list (checked holes, admins only, a
// course in use kept whole), a round played on a course, scores entered per hole whose stored total is their sum
// (checked against the course and a total sent with them), and a course deletion racing rounds created on it.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant, type ActivityEntry, type Course, type LeagueScore } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { addCourseAs, joinLeagueAs, organiserOf } from '../support/league-players';
import { leagueRequest } from '../support/requests';

const NOW = facilityInstant('2026-11-21', '15:00');
const PLAYED = '2026-11-19';

const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5];
const SI = [8, 10, 12, 16, 14, 2, 18, 4, 6, 3, 9, 17, 7, 5, 11, 13, 15, 1];
const PEBBLE = { name: 'Pebble Beach', holes: PARS.map((par, i) => ({ par, strokeIndex: SI[i]! })) };
const NINE = {
  name: 'Lakeside Nine',
  holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! })),
};
/** Ann's card: 40 out, 40 back. */
const ANN = [5, 4, 5, 4, 3, 5, 4, 4, 6, 5, 4, 4, 4, 5, 4, 5, 4, 5];

describeEachDatabase(
  'courses and hole scores',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    const addCourse = (body: object) => addCourseAs(admin, body);

    async function leagueWith(names: readonly string[]) {
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({ name: 'Thursday Net', startDate: '2026-11-26', endDate: '2026-12-17' }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const leagueId = created.body.id as number;
      const { players } = await joinLeagueAs(ctx, leagueId, names);
      return { leagueId, players };
    }

    const addRound = (leagueId: number, roundNumber: number, courseId?: number | null) =>
      admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber, roundDate: PLAYED, courseId });

    describe('the course list', () => {
      it('keeps courses with checked holes, for admins only', async () => {
        const pebble = await addCourse(PEBBLE);
        expect(pebble).toMatchObject({ name: 'Pebble Beach', par: 72, inUse: false });
        expect(pebble.holes).toEqual(PEBBLE.holes);
        await addCourse(NINE);
        const list = await admin.get('/api/admin/courses');
        expect(list.status).toBe(200);
        expect((list.body.courses as Course[]).map((c) => [c.name, c.holes.length, c.par])).toEqual([
          ['Lakeside Nine', 9, 36],
          ['Pebble Beach', 18, 72],
        ]);

        const twelve = await admin.post('/api/admin/courses', { ...PEBBLE, holes: PEBBLE.holes.slice(0, 12) });
        expect([twelve.status, twelve.body.fieldErrors]).toEqual([400, { holes: ['A course has 9 or 18 holes'] }]);
        const twice = await admin.post('/api/admin/courses', {
          ...NINE,
          holes: NINE.holes.map((h, i) => (i === 0 ? { ...h, strokeIndex: 1 } : h)),
        });
        expect([twice.status, twice.body.fieldErrors]).toEqual([
          400,
          { holes: ['Stroke indexes must use each number from 1 to the number of holes once'] },
        ]);

        const member = (await ctx.signInAs({ isMember: true, username: 'member@example.com' })).client;
        expect((await member.get('/api/admin/courses')).status).toBe(403);
        expect((await member.post('/api/admin/courses', PEBBLE)).status).toBe(403);
        expect((await member.request('DELETE', `/api/admin/courses/${pebble.id}`)).status).toBe(403);
      });

      it('keeps a course a round is played on (its name can change), and deletes one nobody uses', async () => {
        const pebble = await addCourse(PEBBLE);
        const nine = await addCourse(NINE);
        const { leagueId } = await leagueWith(['Ann']);
        const round = await addRound(leagueId, 1, pebble.id);
        expect(round.status, JSON.stringify(round.body)).toBe(201);
        expect(round.body.course).toMatchObject({ id: pebble.id, name: 'Pebble Beach', par: 72 });
        expect((await admin.get(`/api/leagues/${leagueId}/rounds`)).body[0].course.holes).toHaveLength(18);

        const removed = await admin.request('DELETE', `/api/admin/courses/${pebble.id}`);
        expect([removed.status, removed.body.message]).toEqual([
          409,
          'A round is played on this course: it cannot be deleted.',
        ]);
        const reshaped = await admin.request('PATCH', `/api/admin/courses/${pebble.id}`, { holes: NINE.holes });
        expect(reshaped.status).toBe(409);
        const renamed = await admin.request('PATCH', `/api/admin/courses/${pebble.id}`, { name: 'Pebble Beach (GS)' });
        expect([renamed.status, renamed.body.name, renamed.body.inUse]).toEqual([200, 'Pebble Beach (GS)', true]);

        const changed = await admin.request('PATCH', `/api/admin/courses/${nine.id}`, {
          holes: NINE.holes.map((h, i) => (i === 2 ? { ...h, par: 4 } : h)),
        });
        expect([changed.status, changed.body.par]).toEqual([200, 37]);
        expect((await admin.request('DELETE', `/api/admin/courses/${nine.id}`)).status).toBe(204);
        const list = await admin.get('/api/admin/courses');
        expect((list.body.courses as Course[]).map((c) => [c.name, c.inUse])).toEqual([['Pebble Beach (GS)', true]]);
        expect((await admin.request('DELETE', `/api/admin/courses/${nine.id}`)).status).toBe(404);

        const unknown = await addRound(leagueId, 2, 9999);
        expect([unknown.status, unknown.body.fieldErrors]).toEqual([
          400,
          { courseId: ['That course does not exist.'] },
        ]);

        const log = await admin.get('/api/admin/activity?action=course.updated');
        const entries = log.body.items as ActivityEntry[];
        expect(entries.map((e) => [e.targetType, e.targetLabel, e.before?.name, e.after?.name])).toEqual([
          ['course', 'Lakeside Nine', 'Lakeside Nine', 'Lakeside Nine'],
          ['course', 'Pebble Beach (GS)', 'Pebble Beach', 'Pebble Beach (GS)'],
        ]);
      });

      it('never leaves a round on a deleted course when the deletion races rounds created on it', async () => {
        const pebble = await addCourse(PEBBLE);
        const { leagueId } = await leagueWith([]);
        const answers = await Promise.all([
          addRound(leagueId, 1, pebble.id),
          admin.request('DELETE', `/api/admin/courses/${pebble.id}`),
          addRound(leagueId, 2, pebble.id),
          addRound(leagueId, 3, pebble.id),
        ]);
        const [r1, removed, r2, r3] = answers.map((a) => a.status);
        const rounds = (await admin.get(`/api/leagues/${leagueId}/rounds`)).body as Array<{ course: unknown }>;
        const courses = (await admin.get('/api/admin/courses')).body.courses as Course[];
        if (removed === 204) {
          expect(courses).toEqual([]);
          expect(rounds.every((r) => r.course === null)).toBe(true);
          expect(rounds).toHaveLength([r1, r2, r3].filter((s) => s === 201).length);
        } else {
          expect(removed).toBe(409);
          expect(courses).toHaveLength(1);
          expect(rounds.length).toBeGreaterThan(0);
          expect(rounds.every((r) => r.course !== null)).toBe(true);
        }
        for (const status of [r1, r2, r3]) expect([201, 400]).toContain(status);
      });
    });

    describe('hole-by-hole scores', () => {
      it('stores the sum of the holes as the total, checked against the course and a total sent with them', async () => {
        const pebble = await addCourse(PEBBLE);
        const { leagueId, players: p } = await leagueWith(['Ann', 'Bob', 'Cal']);
        const roundId = (await addRound(leagueId, 1, pebble.id)).body.id as number;
        const sheet = (entries: object[]) =>
          admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, { entries });

        const saved = await sheet([
          { participantId: p.Ann, holes: ANN },
          { participantId: p.Bob, strokes: 84 },
        ]);
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const scores = saved.body as LeagueScore[];
        expect(scores.map((s) => [s.participantId, s.strokes, s.holes])).toEqual([
          [p.Ann, 80, ANN],
          [p.Bob, 84, null],
        ]);

        const short = await sheet([{ participantId: p.Cal, holes: ANN.slice(0, 9) }]);
        expect([short.status, short.body.message]).toEqual([400, 'Enter a score for each of the 18 holes.']);
        const mismatch = await sheet([{ participantId: p.Cal, holes: ANN, strokes: 82 }]);
        expect([mismatch.status, mismatch.body.message]).toEqual([
          400,
          'The total (82) does not match the holes: they add up to 80.',
        ]);
        const sixteen = await sheet([{ participantId: p.Cal, holes: ANN.map((g, i) => (i === 0 ? 16 : g)) }]);
        expect(sixteen.status).toBe(400);
        expect(JSON.stringify(sixteen.body.fieldErrors)).toContain('A hole score must be at most 15');

        // One score at a time: POST with holes, then a total alone replaces the card.
        const created = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId,
          participantId: p.Cal,
          holes: ANN.map((g) => g + 1),
        });
        expect([created.status, created.body.strokes]).toEqual([201, 98]);
        const total = await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${created.body.id}`, {
          strokes: 90,
        });
        expect([total.status, total.body.strokes, total.body.holes]).toEqual([200, 90, null]);
        const back = await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${created.body.id}`, { holes: ANN });
        expect([back.status, back.body.strokes, back.body.holes]).toEqual([200, 80, ANN]);

        const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
        expect(standings.body.rows.map((r: { players: string[]; totalStrokes: number }) => r.totalStrokes)).toEqual([
          80, 80, 84,
        ]);
      });

      it('refuses hole scores on a round without a course', async () => {
        const { leagueId, players: p } = await leagueWith(['Ann']);
        const roundId = (await addRound(leagueId, 1)).body.id as number;
        const res = await admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
          entries: [{ participantId: p.Ann, holes: ANN }],
        });
        expect([res.status, res.body.message]).toEqual([400, 'This round has no course: enter the total strokes.']);
      });
    });
  },
  { now: () => NOW },
);
