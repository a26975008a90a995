// The staff writes decision 135 added to the activity log, over real HTTP on SQLite and Postgres: the desk's check-in,
// an admin's league participants, rounds and scores, lessons booked or cancelled by an admin, lesson outcomes, and
// coaches' hours and time off. Each write leaves exactly one entry with who, what, target and before/after, in the
// write's own transaction: a refused write leaves none, a write that changes nothing leaves none, and a write whose
// entry cannot be written does not happen.
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, formatDateShort, type ActivityEntry } from '@longwood/core';
import type { Logger } from '../../src/app-context';
import type { Mailer } from '../../src/mail/mailer';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { guestWalkIn, leagueRequest } from '../support/requests';
import type { TestClient } from '../support/http-client';

// Wednesday 2027-02-10, 10:12 in Longwood: inside the desk's staffed hours.
const TODAY = '2027-02-10';
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: facilityInstant(TODAY, '10:12') };
const errors: string[] = [];
const log: Logger = { info: () => undefined, warn: () => undefined, error: (line) => void errors.push(line) };
// Lesson e-mails are not what this suite is about.
const mailer: Mailer = {
  transport: 'file',
  send: () => Promise.resolve({ messageId: 'test' }),
  close: () => undefined,
};

const LEAGUE = leagueRequest({
  name: 'Thursday Strokes',
  description: 'Nine holes',
  startDate: '2027-02-11',
  endDate: '2027-03-04',
  createSchedule: false,
});

type Entry = Omit<ActivityEntry, 'id' | 'at'>;

/** Runs `write` with the activity log's table renamed away, so no entry can be written. */
async function withoutTheLog(ctx: TestContext, write: () => Promise<void>): Promise<void> {
  await ctx.db.schema.renameTable('activity_log', 'activity_log_away');
  try {
    await write();
  } finally {
    await ctx.db.schema.renameTable('activity_log_away', 'activity_log');
  }
}

describeEachDatabase(
  'activity log: check-ins, league play, lessons and coaches',
  (ctx) => {
    let auditor: TestClient;
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '10:12');
      errors.length = 0;
      auditor = (await ctx.signInAs({ isAdmin: true, username: 'auditor' })).client;
    });

    /** Every entry, oldest first, as an admin reads the log. */
    async function logEntries(): Promise<Entry[]> {
      const res = await auditor.get('/api/admin/activity?pageSize=100');
      expect(res.status).toBe(200);
      return (res.body.items as ActivityEntry[]).reverse();
    }
    /** The entries added since `before` entries were there. */
    const since = async (before: number) => (await logEntries()).slice(before);
    const count = async () => (await logEntries()).length;

    describe('check-in', () => {
      /** A guest's walk-in for the half hour now running (10:00-11:00 on Bay 1); its booking id. */
      async function walkInNow(desk: TestClient): Promise<number> {
        const walkIn = await desk.post('/api/desk/walk-ins', guestWalkIn());
        expect(walkIn.status).toBe(201);
        return walkIn.body.id as number;
      }

      it('records checking in and undoing it once each, with the time before and after; repeats record nothing', async () => {
        const { user: staff, client: desk } = await ctx.signInAs({ isFrontDesk: true, username: 'desk-sam' });
        const id = await walkInNow(desk);
        const path = `/api/desk/bookings/${id}/arrival`;
        const start = await count();

        expect((await desk.put(path, { arrived: true })).status).toBe(200);
        clock.now = facilityInstant(TODAY, '10:20');
        // Checked in already: the first time stays, nothing changes, nothing is recorded.
        expect((await desk.put(path, { arrived: true })).body.arrivedAt).toBe(
          facilityInstant(TODAY, '10:12').toISOString(),
        );
        expect((await desk.put(path, { arrived: false })).status).toBe(200);
        expect((await desk.put(path, { arrived: false })).status).toBe(200);

        const added = await since(start);
        expect(added.map((e) => e.action)).toEqual(['booking.checked-in', 'booking.check-in-undone']);
        const arrivedAt = facilityInstant(TODAY, '10:12').toISOString();
        expect(added[0]).toMatchObject({
          actorId: staff.id,
          actorName: 'desk-sam',
          targetType: 'booking',
          targetId: id,
          targetLabel: `Booking #${id}, Bay 1, ${formatDateShort(TODAY)}, 10:00 AM - 11:00 AM`,
          before: { kind: 'walk_in', guestName: 'Pat Walker', arrivedAt: null },
          after: { kind: 'walk_in', guestName: 'Pat Walker', arrivedAt },
        });
        expect(added[1]).toMatchObject({ before: { arrivedAt }, after: { arrivedAt: null } });

        // The admin's list filters by the new actions, and the export carries them by their label.
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const listed = await admin.get('/api/admin/activity?action=booking.checked-in');
        expect(listed.status).toBe(200);
        expect(listed.body.items.map((e: Entry) => [e.actorName, e.targetId])).toEqual([['desk-sam', id]]);
        const csv = parse(
          (await admin.get('/api/admin/export/activity?action=booking.check-in-undone')).text,
        ) as string[][];
        expect(csv.slice(1).map((row) => [row[3], row[4], row[7]])).toEqual([
          ['desk-sam', 'Check-in undone', `Booking #${id}, Bay 1, ${formatDateShort(TODAY)}, 10:00 AM - 11:00 AM`],
        ]);
      });

      it('reads in words: the desk by name (an unnamed one by the part of its e-mail before @), the bay by its settings name', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const renamed = await admin.patch('/api/admin/facility-settings', {
          bays: [
            { id: 1, name: 'Family Bay', open: true },
            { id: 2, name: 'Bay 2', open: true },
          ],
        });
        expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
        const { client: dana } = await ctx.signInAs({
          isFrontDesk: true,
          name: 'Dana',
          username: 'desk.one@example.com',
          email: 'desk.one@example.com',
        });
        const { client: robin } = await ctx.signInAs({
          isFrontDesk: true,
          username: 'robin@example.com',
          email: 'robin@example.com',
        });
        const id = await walkInNow(dana);
        expect((await dana.put(`/api/desk/bookings/${id}/arrival`, { arrived: true })).status).toBe(200);
        expect((await robin.put(`/api/desk/bookings/${id}/arrival`, { arrived: false })).status).toBe(200);

        const listed = await admin.get('/api/admin/activity?pageSize=2');
        expect(listed.body.items.map((e: { actor: string; sentence: string }) => [e.actor, e.sentence])).toEqual([
          ['robin', 'robin undid the check-in of Pat Walker for Family Bay, 10:00 AM - 11:00 AM'],
          ['Dana', 'Dana checked in Pat Walker for Family Bay, 10:00 AM - 11:00 AM'],
        ]);
        // The Who filter finds the desk by name as well as by username.
        const byName = await admin.get('/api/admin/activity?actor=dana');
        expect(byName.body.items.map((e: { actor: string; action: string }) => [e.actor, e.action])).toEqual([
          ['Dana', 'booking.checked-in'],
          ['Dana', 'walk-in.created'],
        ]);
        // The export keeps its raw columns and adds the sentence after them.
        const csv = parse((await admin.get('/api/admin/export/activity?action=booking.checked-in')).text) as string[][];
        expect(csv[0]).toEqual(
          'ID,When,Actor ID,Actor,Action,Target Type,Target ID,Target,Before,After,Summary'.split(','),
        );
        expect(csv.slice(1).map((row) => [row[3], row[10]])).toEqual([
          ['desk.one@example.com', 'Dana checked in Pat Walker for Family Bay, 10:00 AM - 11:00 AM'],
        ]);
      });

      it('a refused check-in leaves no entry; one whose entry cannot be written does not happen', async () => {
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
        const path = `/api/desk/bookings/${await walkInNow(desk)}/arrival`;
        const start = await count();
        expect((await desk.put('/api/desk/bookings/999999/arrival', { arrived: true })).status).toBe(404);

        await withoutTheLog(ctx, async () => {
          expect((await desk.put(path, { arrived: true })).status).toBe(500);
        });
        expect((await desk.get('/api/desk/board')).body.occupancies[0].arrivedAt).toBeNull();
        expect(errors.length).toBeGreaterThan(0);

        clock.now = facilityInstant(TODAY, '11:30');
        expect((await desk.put(path, { arrived: true })).status).toBe(409);
        expect(await count()).toBe(start);
      });

      it('of two desks checking one booking in at once, one changes it and one entry is recorded', async () => {
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const path = `/api/desk/bookings/${await walkInNow(desk)}/arrival`;
        const start = await count();
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => (i % 2 ? desk : admin).put(path, { arrived: true })),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
        expect((await since(start)).map((e) => e.action)).toEqual(['booking.checked-in']);
      });
    });

    describe('league play by an admin', () => {
      async function leagueWithMembers(admin: TestClient) {
        const league = await admin.post('/api/admin/leagues', LEAGUE);
        expect(league.status, JSON.stringify(league.body)).toBe(201);
        const [ann, bob] = [await ctx.createMember({ username: 'ann' }), await ctx.createMember({ username: 'bob' })];
        return { leagueId: league.body.id as number, ann, bob };
      }

      it('records participants added and removed, with what they were; refused changes record nothing', async () => {
        const { user: boss, client: admin } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
        const { leagueId, ann, bob } = await leagueWithMembers(admin);
        const start = await count();
        const added = await admin.post(`/api/leagues/${leagueId}/participants`, { userId: ann.id, teamId: 1 });
        expect(added.status).toBe(201);
        // Refused: ann plays already; team 1 is taken in an individual league; nobody with that id.
        expect((await admin.post(`/api/leagues/${leagueId}/participants`, { userId: ann.id, teamId: 2 })).status).toBe(
          409,
        );
        expect((await admin.post(`/api/leagues/${leagueId}/participants`, { userId: bob.id, teamId: 1 })).status).toBe(
          409,
        );
        expect((await admin.post(`/api/leagues/${leagueId}/participants`, { userId: 999_999, teamId: 3 })).status).toBe(
          400,
        );
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/participants/${added.body.id}`)).status).toBe(
          204,
        );
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/participants/${added.body.id}`)).status).toBe(
          404,
        );

        const entries = await since(start);
        expect(entries.map((e) => e.action)).toEqual(['league.participant-added', 'league.participant-removed']);
        const participant = {
          participantId: added.body.id,
          userId: ann.id,
          player: 'ann',
          teamId: 1,
          isTeamLead: false,
        };
        expect(entries[0]).toMatchObject({
          actorId: boss.id,
          actorName: 'boss',
          action: 'league.participant-added',
          targetType: 'league',
          targetId: leagueId,
          targetLabel: 'Thursday Strokes',
          before: null,
          after: { ...participant, partner: null },
        });
        expect(entries[0]!.after).toEqual({ ...participant, partner: null });
        expect(entries[1]).toMatchObject({ targetId: leagueId, before: participant, after: null });

        // A member joining by themself is their own write, not staff's: not recorded.
        const { user: cat, client: catClient } = await ctx.signInAs({ isMember: true });
        expect((await catClient.post(`/api/leagues/${leagueId}/join`, { userId: cat.id })).status).toBe(201);
        expect(await count()).toBe(start + 2);
      });

      it('records rounds, score sheets and single scores with the scores before and after', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
        const { leagueId, ann, bob } = await leagueWithMembers(admin);
        const pa = (await admin.post(`/api/leagues/${leagueId}/participants`, { userId: ann.id, teamId: 1 })).body.id;
        const pb = (await admin.post(`/api/leagues/${leagueId}/participants`, { userId: bob.id, teamId: 2 })).body.id;
        const start = await count();

        // Played yesterday (results of a round whose date has not come are refused).
        const round = await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: 1, roundDate: '2027-02-10' });
        expect(round.status).toBe(201);
        const roundId = round.body.id as number;
        // Refused: the round number exists (a unique violation inside the transaction).
        expect(
          (await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: 1, roundDate: '2027-02-18' })).status,
        ).toBe(409);

        /** Saves the round's sheet of [participant, strokes] pairs (null clears); the answer's status. */
        const sheet = async (...scores: Array<[number, number | null]>) =>
          (
            await admin.request('PUT', `/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
              entries: scores.map(([participantId, strokes]) => ({ participantId, strokes })),
            })
          ).status;
        expect(await sheet([pa, 74], [pb, 70])).toBe(200);
        // The same sheet again changes nothing; a sheet naming a player twice is refused.
        expect(await sheet([pb, 70], [pa, 74])).toBe(200);
        expect(await sheet([pa, 72], [pa, 71])).toBe(409);
        // A sheet merges: bob's score goes only when the sheet clears it.
        expect(await sheet([pa, 72], [pb, null])).toBe(200);

        const annScore = (await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/scores`)).body[0] as {
          id: number;
        };
        expect(
          (await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${annScore.id}`, { strokes: 69 })).status,
        ).toBe(200);
        expect(
          (await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${annScore.id}`, { strokes: 69 })).status,
        ).toBe(200);
        const bobScore = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId,
          participantId: pb,
          strokes: 71,
        });
        expect(bobScore.status).toBe(201);
        // Refused: bob has a score in this round already.
        expect(
          (await admin.post(`/api/leagues/${leagueId}/scores`, { roundId, participantId: pb, strokes: 75 })).status,
        ).toBe(409);
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/scores/${bobScore.body.id}`)).status).toBe(204);
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/scores/${bobScore.body.id}`)).status).toBe(404);
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/rounds/${roundId}`)).status).toBe(204);

        const entries = await since(start);
        expect(entries.map((e) => e.action)).toEqual([
          'league.round-created',
          'league.scores-saved',
          'league.scores-saved',
          'league.score-updated',
          'league.score-created',
          'league.score-deleted',
          'league.round-deleted',
        ]);
        for (const e of entries)
          expect(e).toMatchObject({ actorName: 'boss', targetType: 'league', targetId: leagueId });
        const round1 = { roundId, roundNumber: 1, roundDate: '2027-02-10', name: null };
        expect(entries[0]).toMatchObject({ before: null, after: round1 });
        expect(entries[1]).toMatchObject({ before: { round: 1 }, after: { round: 1, ann: 74, bob: 70 } });
        expect(entries[2]).toMatchObject({ before: { round: 1, ann: 74, bob: 70 }, after: { round: 1, ann: 72 } });
        expect(entries[2]!.after).not.toHaveProperty('bob');
        expect(entries[3]).toMatchObject({
          before: { scoreId: annScore.id, round: 1, player: 'ann', score: 72 },
          after: { scoreId: annScore.id, round: 1, player: 'ann', score: 69 },
        });
        expect(entries[4]).toMatchObject({ before: null, after: { round: 1, player: 'bob', score: 71 } });
        expect(entries[5]).toMatchObject({ before: { player: 'bob', score: 71 }, after: null });
        expect(entries[6]).toMatchObject({ before: { ...round1, scores: 1 }, after: null });
      });

      it('a league change whose entry cannot be written does not happen', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const { leagueId, ann } = await leagueWithMembers(admin);
        await withoutTheLog(ctx, async () => {
          expect(
            (await admin.post(`/api/leagues/${leagueId}/participants`, { userId: ann.id, teamId: 1 })).status,
          ).toBe(500);
          expect(
            (await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: 1, roundDate: '2027-02-11' })).status,
          ).toBe(500);
        });
        expect((await admin.get(`/api/leagues/${leagueId}/participants`)).body).toEqual([]);
        expect((await admin.get(`/api/leagues/${leagueId}/rounds`)).body).toEqual([]);
      });
    });

    describe('lessons and coaches', () => {
      const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

      async function coachWithHours() {
        const signedIn = await ctx.signInAs({ isCoach: true, username: 'coach-kim' });
        expect(
          (await signedIn.client.put(`/api/coaches/${signedIn.user.id}/hours`, { hours: WEEK_HOURS })).status,
        ).toBe(200);
        return signedIn;
      }

      it("records a coach's hours and time off, by the coach or an admin; unchanged hours record nothing", async () => {
        const { user: coach, client: coachClient } = await coachWithHours();
        const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
        const [hours] = await logEntries();
        expect(hours).toMatchObject({
          actorName: 'coach-kim',
          action: 'coach.hours',
          targetType: 'user',
          targetId: coach.id,
          targetLabel: 'coach-kim',
          before: {},
          after: { Monday: '09:00-17:00', Saturday: '09:00-17:00' },
        });
        expect(hours!.after).not.toHaveProperty('Sunday');
        const start = await count();

        expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS })).status).toBe(200);
        const changed = [
          { weekday: 1, startTime: '13:00', endTime: '17:00' },
          { weekday: 1, startTime: '09:00', endTime: '12:00' },
        ];
        expect((await admin.put(`/api/coaches/${coach.id}/hours`, { hours: changed })).status).toBe(200);
        const off = await coachClient.post(`/api/coaches/${coach.id}/time-off`, {
          startDate: TOMORROW,
          endDate: TOMORROW,
          note: 'Dentist',
        });
        expect(off.status).toBe(201);
        expect((await coachClient.delete(`/api/coaches/${coach.id}/time-off/${off.body.id}`)).status).toBe(204);
        expect((await coachClient.delete(`/api/coaches/${coach.id}/time-off/${off.body.id}`)).status).toBe(404);
        // Another coach may not touch these hours: refused, nothing recorded.
        const { client: otherCoach } = await ctx.signInAs({ isCoach: true });
        expect((await otherCoach.put(`/api/coaches/${coach.id}/hours`, { hours: [] })).status).toBe(403);

        const entries = await since(start);
        expect(entries.map((e) => `${e.actorName} ${e.action}`)).toEqual([
          'boss coach.hours',
          'coach-kim coach.time-off-added',
          'coach-kim coach.time-off-removed',
        ]);
        expect(entries[0]).toMatchObject({ after: { Monday: '09:00-12:00, 13:00-17:00' } });
        expect(entries[0]!.after).not.toHaveProperty('Tuesday');
        const timeOff = { timeOffId: off.body.id, startDate: TOMORROW, endDate: TOMORROW, note: 'Dentist' };
        expect(entries[1]).toMatchObject({ targetId: coach.id, before: null, after: timeOff });
        expect(entries[2]).toMatchObject({ before: timeOff, after: null });
      });

      it('records lessons an admin books or cancels and outcomes the coach records; members’ own are not', async () => {
        const { user: coach, client: coachClient } = await coachWithHours();
        const { user: boss, client: admin } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
        const { user: mia, client: miaClient } = await ctx.signInAs({ isMember: true, username: 'mia' });
        const regular = await ctx.createUser();
        const start = await count();
        const lesson = (startTime: string) => ({
          coachId: coach.id,
          bookingDate: TOMORROW,
          startTime,
          durationMinutes: 60,
        });

        const booked = await admin.post('/api/admin/lessons', { ...lesson('10:00'), memberId: mia.id });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        // Refused: not a member; the coach is busy then.
        expect((await admin.post('/api/admin/lessons', { ...lesson('12:00'), memberId: regular.id })).status).toBe(400);
        expect((await admin.post('/api/admin/lessons', { ...lesson('10:00'), memberId: mia.id })).status).toBe(409);
        // The member's own lesson and own cancellation are not staff writes.
        const own = await miaClient.post('/api/lessons', lesson('14:00'));
        expect(own.status).toBe(201);
        expect((await miaClient.delete(`/api/lessons/${own.body.id}`)).status).toBe(204);
        const toCancel = await admin.post('/api/admin/lessons', { ...lesson('15:00'), memberId: mia.id });
        expect((await admin.delete(`/api/admin/lessons/${toCancel.body.id}`)).status).toBe(204);
        expect((await admin.delete(`/api/admin/lessons/${toCancel.body.id}`)).status).toBe(409);

        clock.now = facilityInstant(TOMORROW, '10:30');
        const outcome = { status: 'completed', notes: 'Work on the grip.' };
        expect((await coachClient.patch(`/api/lessons/${booked.body.id}/outcome`, outcome)).status).toBe(200);
        expect((await coachClient.patch(`/api/lessons/${booked.body.id}/outcome`, outcome)).status).toBe(200);

        const entries = await since(start);
        expect(entries.map((e) => `${e.actorName} ${e.action}`)).toEqual([
          'boss lesson.booked',
          'boss lesson.booked',
          'boss lesson.cancelled',
          'coach-kim lesson.outcome',
        ]);
        const snapshot = {
          coachId: coach.id,
          memberId: mia.id,
          lessonDate: TOMORROW,
          startTime: '10:00',
          endTime: '11:00',
          status: 'booked',
        };
        expect(entries[0]).toMatchObject({
          actorId: boss.id,
          targetType: 'lesson',
          targetId: booked.body.id,
          targetLabel: `Lesson #${booked.body.id}, coach-kim with mia, ${formatDateShort(TOMORROW)}, 10:00 AM - 11:00 AM`,
          before: null,
          after: snapshot,
        });
        expect(entries[2]).toMatchObject({
          targetId: toCancel.body.id,
          before: { status: 'booked', startTime: '15:00' },
          after: { status: 'cancelled', startTime: '15:00' },
        });
        expect(entries[3]).toMatchObject({
          actorId: coach.id,
          actorName: 'coach-kim',
          action: 'lesson.outcome',
          targetType: 'lesson',
          targetId: booked.body.id,
          targetLabel: `Lesson #${booked.body.id}, coach-kim with mia, ${formatDateShort(TOMORROW)}, 10:00 AM - 11:00 AM`,
          before: { status: 'booked', notes: null },
          after: { status: 'completed', notes: 'Work on the grip.' },
        });
        expect([entries[3]!.before, entries[3]!.after]).toEqual([
          { status: 'booked', notes: null },
          { status: 'completed', notes: 'Work on the grip.' },
        ]);
      });

      it('a lesson write whose entry cannot be written does not happen', async () => {
        const { user: coach } = await coachWithHours();
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const mia = await ctx.createMember();
        const lesson = { coachId: coach.id, bookingDate: TOMORROW, startTime: '10:00', durationMinutes: 60 };
        const booked = await admin.post('/api/admin/lessons', { ...lesson, memberId: mia.id });
        expect(booked.status).toBe(201);
        await withoutTheLog(ctx, async () => {
          expect(
            (await admin.post('/api/admin/lessons', { ...lesson, startTime: '12:00', memberId: mia.id })).status,
          ).toBe(500);
          expect((await admin.delete(`/api/admin/lessons/${booked.body.id}`)).status).toBe(500);
          expect((await admin.put(`/api/coaches/${coach.id}/hours`, { hours: [] })).status).toBe(500);
        });
        const agenda = await admin.get(`/api/coaches/${coach.id}/lessons?from=${TOMORROW}`);
        expect(agenda.body.map((l: { startTime: string; status: string }) => [l.startTime, l.status])).toEqual([
          ['10:00:00', 'booked'],
        ]);
        expect((await admin.get(`/api/coaches/${coach.id}/availability`)).body.hours).toHaveLength(6);
      });
    });
  },
  { now: () => clock.now, log, mailer },
);
