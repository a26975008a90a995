// League management, schedule, signup, participants, rounds, scores, standings and matchups over real HTTP on
// SQLite and Postgres (docs/decisions/110-league-schedule-and-places.md, 111, 002, 080).
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest, leagueRequest } from '../support/requests';

// Saturday 2026-11-21, 15:00 in Longwood.
const NOW = facilityInstant('2026-11-21', '15:00');
const TUESDAYS = ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15'];

const FORM = leagueRequest({
  name: 'Tuesday Night League',
  description: 'Nine holes after work',
  startDate: '2026-11-24',
  endDate: '2026-12-15',
  dayOfWeek: 'Tuesday',
  numberOfBays: 2,
});

describeEachDatabase(
  'league management and play',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      admin = (await ctx.signInAs({ isAdmin: true })).client;
    });

    const leagueRows = (leagueId: number) =>
      ctx.db('bookings').where({ league_id: leagueId }).orderBy(['booking_date', 'simulator_id']);

    async function createLeague(overrides: Record<string, unknown> = {}) {
      const res = await admin.post('/api/admin/leagues', { ...FORM, ...overrides });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number; scheduleCreated: boolean; scheduleConflicts: { date: string }[] };
    }

    describe('create, edit, delete', () => {
      it('creates a league without a schedule; members cannot manage leagues', async () => {
        const created = await createLeague({ createSchedule: false });
        expect(created).toMatchObject({ ...FORM, hasSchedule: false, scheduleCreated: false, scheduleConflicts: [] });
        expect(await leagueRows(created.id)).toHaveLength(0);

        const member = (await ctx.signInAs({ isMember: true })).client;
        expect((await member.post('/api/admin/leagues', FORM)).status).toBe(403);
        expect((await member.request('PATCH', `/api/leagues/${created.id}`, FORM)).status).toBe(403);
        expect((await member.request('DELETE', `/api/leagues/${created.id}`)).status).toBe(403);
      });

      it('answers the form messages on a bad body', async () => {
        const res = await admin.post('/api/admin/leagues', {
          ...FORM,
          name: 'ab',
          maxParticipants: 51,
          endTime: '17:00',
        });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toMatchObject({
          name: ['League name must be at least 3 characters'],
          maxParticipants: ['Maximum 50 participants'],
          endTime: ['End time must be after start time'],
        });
      });

      it("'Activate League & Create Schedule' reserves the bays of every night and creates its rounds", async () => {
        const created = await createLeague({ createSchedule: true, isActive: false, numberOfBays: 1 });
        expect(created).toMatchObject({
          isActive: true,
          hasSchedule: true,
          scheduleCreated: true,
          scheduleConflicts: [],
        });
        const rows = await leagueRows(created.id);
        expect(rows.map((r) => [r.booking_date, r.simulator_id, r.kind, r.start_time, r.end_time])).toEqual(
          TUESDAYS.map((d) => [d, 2, 'league', '18:00:00', '20:00:00']),
        );
        const rounds = await admin.get(`/api/leagues/${created.id}/rounds`);
        expect(
          rounds.body.map((r: { roundNumber: number; roundDate: string }) => [r.roundNumber, r.roundDate]),
        ).toEqual(TUESDAYS.map((d, i) => [i + 1, d]));
        // Bay 1 stays bookable next to a one-bay league; bay 2 is the league's.
        const member = (await ctx.signInAs({ isMember: true })).client;
        const booking = bookingRequest('2026-12-01', '18:30', '19:30', 2);
        const res = await member.post('/api/bookings', booking);
        expect(res.status).toBe(201);
        expect(res.body.simulatorId).toBe(1);
        expect((await member.post('/api/bookings', booking)).status).toBe(409);
      });

      it('reports the nights members booked, keeps their bookings and creates the league unscheduled', async () => {
        const { client: member } = await ctx.signInAs({ isMember: true });
        const booked = await member.post('/api/bookings', bookingRequest('2026-12-08', '19:00', '20:00'));
        expect(booked.status).toBe(201);
        const created = await createLeague({ createSchedule: true });
        expect(created.scheduleCreated).toBe(false);
        expect(created.scheduleConflicts.map((c) => c.date)).toEqual(['2026-12-08']);
        expect(created).toMatchObject({ hasSchedule: false, isActive: true });
        expect(await leagueRows(created.id)).toHaveLength(0);
        expect(await ctx.db('bookings').where({ id: booked.body.id }).first()).toBeTruthy();

        // Once the member cancels, the schedule can be generated.
        expect((await member.request('DELETE', `/api/bookings/${booked.body.id}`)).status).toBe(204);
        const again = await admin.post(`/api/admin/leagues/${created.id}/schedule`);
        expect(again.status).toBe(200);
        expect(again.body).toMatchObject({ scheduleCreated: true, hasSchedule: true });
        expect(await leagueRows(created.id)).toHaveLength(8);
      });

      it('editing moves future reservations; a night that no longer fits refuses the edit; inactive releases', async () => {
        const created = await createLeague({ createSchedule: true, numberOfBays: 1 });
        const edited = await admin.request('PATCH', `/api/leagues/${created.id}`, {
          ...FORM,
          numberOfBays: 1,
          dayOfWeek: 'Wednesday',
          startDate: '2026-11-25',
          endDate: '2026-12-09',
        });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect((await leagueRows(created.id)).map((r) => r.booking_date)).toEqual([
          '2026-11-25',
          '2026-12-02',
          '2026-12-09',
        ]);

        // Both bays of Thursday 12-03 18:00 taken by members: moving there is refused, nothing changes.
        for (const username of ['a@example.com', 'b@example.com']) {
          const { client } = await ctx.signInAs({ isMember: true, username, email: username });
          const res = await client.post('/api/bookings', bookingRequest('2026-12-03', '18:00', '19:00'));
          expect(res.status).toBe(201);
        }
        const refused = await admin.request('PATCH', `/api/leagues/${created.id}`, {
          ...FORM,
          numberOfBays: 1,
          dayOfWeek: 'Thursday',
          startDate: '2026-11-26',
          endDate: '2026-12-10',
        });
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('LEAGUE_SCHEDULE_CONFLICT');
        expect(refused.body.message).toContain('2026-12-03');
        expect((await admin.get(`/api/leagues/${created.id}`)).body.dayOfWeek).toBe('Wednesday');
        expect(await leagueRows(created.id)).toHaveLength(3);

        const paused = await admin.request('PATCH', `/api/leagues/${created.id}`, { ...FORM, isActive: false });
        expect(paused.body).toMatchObject({ isActive: false, hasSchedule: false });
        expect(await leagueRows(created.id)).toHaveLength(0);
      });

      it('deleting removes participants, rounds, scores and reservations', async () => {
        const created = await createLeague({ createSchedule: true });
        const { user, client: member } = await ctx.signInAs({ isMember: true });
        expect((await member.post(`/api/leagues/${created.id}/join`, { userId: user.id })).status).toBe(201);
        // The schedule's rounds are all to come: a round played today takes the score.
        const played = await admin.post(`/api/leagues/${created.id}/rounds`, {
          roundNumber: 9,
          roundDate: '2026-11-21',
        });
        expect(played.status).toBe(201);
        const participants = (await admin.get(`/api/leagues/${created.id}/participants`)).body;
        const sheet = await admin.request('PUT', `/api/leagues/${created.id}/rounds/${played.body.id}/scores`, {
          entries: [{ participantId: participants[0].id, strokes: 72 }],
        });
        expect(sheet.status).toBe(200);

        expect((await admin.request('DELETE', `/api/leagues/${created.id}`)).status).toBe(204);
        expect((await admin.get(`/api/leagues/${created.id}`)).status).toBe(404);
        for (const table of ['bookings', 'league_participants', 'league_rounds', 'league_scores', 'league_pairings']) {
          expect(await ctx.db(table).where({ league_id: created.id })).toHaveLength(0);
        }
        expect((await admin.request('DELETE', `/api/leagues/${created.id}`)).status).toBe(404);
      });
    });

    describe('signup', () => {
      it('fills exactly the free places when more members join at once; one registration per member', async () => {
        const league = await createLeague({ maxParticipants: 3 });
        const members = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            ctx.signInAs({ isMember: true, username: `p${i}@example.com`, email: `p${i}@example.com` }),
          ),
        );
        const answers = await Promise.all(
          members.map(({ user, client }) => client.post(`/api/leagues/${league.id}/join`, { userId: user.id })),
        );
        expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
        const refused = answers.filter((r) => r.status !== 201);
        expect(refused.map((r) => [r.status, r.body.code, r.body.message])).toEqual(
          Array(3).fill([409, 'LEAGUE_FULL', 'This league is full.']),
        );
        expect((await admin.get(`/api/leagues/${league.id}`)).body.numberParticipants).toBe(3);

        const other = await createLeague({ maxParticipants: 5 });
        const { user, client } = members[0]!;
        const twice = await Promise.all(
          [1, 2, 3].map(() => client.post(`/api/leagues/${other.id}/join`, { userId: user.id })),
        );
        expect(twice.map((r) => r.status).sort()).toEqual([201, 409, 409]);
        expect(twice.find((r) => r.status === 409)!.body.code).toBe('LEAGUE_ALREADY_JOINED');

        // Leaving frees the place.
        expect((await client.request('DELETE', `/api/leagues/${other.id}/join`)).status).toBe(204);
        expect((await client.request('DELETE', `/api/leagues/${other.id}/join`)).status).toBe(404);
      });

      it('members register only themselves, only in open leagues; non-members are refused', async () => {
        const league = await createLeague();
        const inactive = await createLeague({ isActive: false });
        const { client } = await ctx.signInAs({ isMember: true });
        const other = await ctx.createMember();
        expect((await client.post(`/api/leagues/${league.id}/join`, { userId: other.id })).status).toBe(403);
        const { user } = await ctx.signInAs({ isMember: true, username: 'x@example.com', email: 'x@example.com' });
        const hidden = await (
          await ctx.signIn(user.username, user.password)
        ).post(`/api/leagues/${inactive.id}/join`, {
          userId: user.id,
        });
        expect(hidden.status).toBe(404);
        const regular = await ctx.signInAs({ username: 'r@example.com', email: 'r@example.com' });
        expect((await regular.client.post(`/api/leagues/${league.id}/join`, { userId: regular.user.id })).status).toBe(
          403,
        );
      });

      it('scramble: a member partner is invited, not enrolled; another partner is a guest; partner fields required', async () => {
        const league = await createLeague({ leagueType: 'scramble', maxParticipants: 4 });
        const partner = await ctx.createMember({ username: 'partner@example.com', email: 'partner@example.com' });
        const { user, client } = await ctx.signInAs({
          isMember: true,
          username: 'lead@example.com',
          email: 'lead@example.com',
        });

        const missing = await client.post(`/api/leagues/${league.id}/join`, { userId: user.id });
        expect(missing.status).toBe(400);
        expect(missing.body.fieldErrors.player2Name).toEqual(['Partner name is required']);

        const joined = await client.post(`/api/leagues/${league.id}/join`, {
          userId: user.id,
          isTeamLead: true,
          player2Name: 'Pat Partner',
          player2Email: 'PARTNER@example.com',
        });
        expect(joined.status, JSON.stringify(joined.body)).toBe(201);
        // Only the joiner plays until the partner accepts their invitation (league-invitations.integration.test.ts).
        expect(
          joined.body.map((p: { userId: number; teamId: number; isTeamLead: boolean; player2Name: string }) => [
            p.userId,
            p.teamId,
            p.isTeamLead,
            p.player2Name,
          ]),
        ).toEqual([[user.id, 1, true, 'Pat Partner']]);
        expect(
          await ctx.db('league_invitations').where({ invitee_user_id: partner.id, status: 'pending' }),
        ).toHaveLength(1);

        const guestLead = await ctx.signInAs({ isMember: true, username: 'g@example.com', email: 'g@example.com' });
        const withGuest = await guestLead.client.post(`/api/leagues/${league.id}/join`, {
          userId: guestLead.user.id,
          player2Name: 'Guest Golfer',
          player2Email: 'guest@elsewhere.example',
        });
        expect(withGuest.status).toBe(201);
        expect(withGuest.body[0]).toMatchObject({ teamId: 2, player2Name: 'Guest Golfer' });
        // The typed address is not echoed back: a member's answer shows no one's e-mail address.
        expect(withGuest.body[0].player2Email).toBeUndefined();

        // Four places now (the invited partner's is held): full.
        const late = await ctx.signInAs({ isMember: true, username: 'late@example.com', email: 'late@example.com' });
        const full = await late.client.post(`/api/leagues/${league.id}/join`, {
          userId: late.user.id,
          player2Name: 'Someone',
          player2Email: 'someone@example.com',
        });
        expect([full.status, full.body.code]).toEqual([409, 'LEAGUE_FULL']);
      });
    });

    describe('participants (admin)', () => {
      it('adds with team rules, lists with username and e-mail, removes league-scoped', async () => {
        const league = await createLeague({ leagueType: 'scramble' });
        const [a, b, c] = await Promise.all([ctx.createMember(), ctx.createMember(), ctx.createMember()]);
        const add = (userId: number, teamId: number, isTeamLead = false) =>
          admin.post(`/api/leagues/${league.id}/participants`, { userId, teamId, isTeamLead, leagueId: league.id });
        expect((await add(a!.id, 1, true)).status).toBe(201);
        expect((await add(b!.id, 1)).status).toBe(201);
        const third = await add(c!.id, 1);
        expect([third.status, third.body.message]).toEqual([
          409,
          'This team already has 2 members. Scramble teams can only have 2 players maximum.',
        ]);
        expect((await add(a!.id, 2)).body.code).toBe('LEAGUE_ALREADY_JOINED');
        expect((await add(999_999, 2)).body.fieldErrors).toEqual({ userId: ['Please select a valid user'] });
        expect(
          (await admin.post(`/api/leagues/${league.id}/participants`, { userId: c!.id, teamId: '' })).body.fieldErrors,
        ).toMatchObject({ teamId: ['Team ID is required'] });

        const list = await admin.get(`/api/leagues/${league.id}/participants`);
        expect(
          list.body.map((p: { email: string; teamId: number; isTeamLead: boolean }) => [
            p.email,
            p.teamId,
            p.isTeamLead,
          ]),
        ).toEqual([
          [a!.email, 1, true],
          [b!.email, 1, false],
        ]);
        const other = await createLeague();
        expect((await admin.request('DELETE', `/api/leagues/${other.id}/participants/${list.body[1].id}`)).status).toBe(
          404,
        );
        expect(
          (await admin.request('DELETE', `/api/leagues/${league.id}/participants/${list.body[1].id}`)).status,
        ).toBe(204);
        expect((await admin.get(`/api/leagues/${league.id}/participants`)).body).toHaveLength(1);

        const individual = await createLeague();
        expect(
          (await admin.post(`/api/leagues/${individual.id}/participants`, { userId: a!.id, teamId: 4 })).status,
        ).toBe(201);
        expect(
          (await admin.post(`/api/leagues/${individual.id}/participants`, { userId: b!.id, teamId: 4 })).body.code,
        ).toBe('TEAM_TAKEN');
      });
    });

    describe('rounds, scores, standings, matchups', () => {
      async function leagueWithPlayers(overrides: Record<string, unknown>, count: number) {
        const league = await createLeague(overrides);
        const players = [];
        for (let i = 0; i < count; i += 1) {
          const signed = await ctx.signInAs({
            isMember: true,
            username: `m${i}@example.com`,
            email: `m${i}@example.com`,
          });
          const res = await signed.client.post(`/api/leagues/${league.id}/join`, { userId: signed.user.id });
          expect(res.status).toBe(201);
          players.push({ ...signed, participantId: res.body[0].id as number });
        }
        return { league, players };
      }

      it('lowest score: a round sheet saved at once ranks the lowest total first, ties share a rank', async () => {
        const { league, players } = await leagueWithPlayers({}, 3);
        const round = await admin.post(`/api/leagues/${league.id}/rounds`, {
          leagueId: league.id,
          roundNumber: 1,
          roundDate: '2026-11-21',
        });
        expect(round.status).toBe(201);
        const dup = await admin.post(`/api/leagues/${league.id}/rounds`, { roundNumber: 1, roundDate: '2026-11-21' });
        expect([dup.status, dup.body.code]).toEqual([409, 'ROUND_DUPLICATE']);

        const sheet = (entries: unknown[]) =>
          admin.request('PUT', `/api/leagues/${league.id}/rounds/${round.body.id}/scores`, { entries });
        const [p1, p2, p3] = players.map((p) => p.participantId);
        expect((await sheet([{ participantId: p1, result: 'win' }])).body.message).toBe(
          'This league is scored by lowest score: enter strokes, not a match result.',
        );
        expect(
          (
            await sheet([
              { participantId: p1, strokes: 70 },
              { participantId: p1, strokes: 71 },
            ])
          ).body.code,
        ).toBe('SCORE_DUPLICATE');
        const saved = await sheet([
          { participantId: p1, strokes: 74 },
          { participantId: p2, strokes: 70 },
          { participantId: p3, strokes: 74 },
        ]);
        expect(saved.status).toBe(200);
        expect(saved.body).toHaveLength(3);

        const standings = await players[0]!.client.get(`/api/leagues/${league.id}/standings`);
        expect(standings.status).toBe(200);
        expect(
          standings.body.rows.map(
            (r: { rank: number; players: string[]; totalStrokes: number; tieBreak: string | null }) => [
              r.rank,
              r.players[0],
              r.totalStrokes,
              r.tieBreak,
            ],
          ),
        ).toEqual([
          // Players are shown by their display name: these have none, so the part of the username before '@'.
          [1, 'm1', 70, null],
          [2, 'm0', 74, 'Tied on average; rank shared'],
          [2, 'm2', 74, 'Tied on average; rank shared'],
        ]);

        // Saving the sheet again merges into the round: players it does not name keep their scores; null clears.
        expect((await sheet([{ participantId: p1, strokes: 68 }])).status).toBe(200);
        const merged = await admin.get(`/api/leagues/${league.id}/rounds/${round.body.id}/scores`);
        expect(
          merged.body.map((s: { participantId: number; strokes: number }) => [s.participantId, s.strokes]),
        ).toEqual([
          [p1, 68],
          [p2, 70],
          [p3, 74],
        ]);
        expect(
          (
            await sheet([
              { participantId: p2, strokes: null },
              { participantId: p3, strokes: null },
            ])
          ).status,
        ).toBe(200);
        // Single-score routes edit and delete.
        const scores = await admin.get(`/api/leagues/${league.id}/rounds/${round.body.id}/scores`);
        expect(scores.body).toHaveLength(1);
        const patched = await admin.request('PATCH', `/api/leagues/${league.id}/scores/${scores.body[0].id}`, {
          strokes: 66,
        });
        expect(patched.body.strokes).toBe(66);
        const added = await admin.post(`/api/leagues/${league.id}/scores`, {
          leagueId: league.id,
          roundId: round.body.id,
          participantId: p2,
          strokes: 71,
        });
        expect(added.status).toBe(201);
        expect((await admin.get(`/api/leagues/${league.id}/scores`)).body).toHaveLength(2);
        expect((await admin.request('DELETE', `/api/leagues/${league.id}/scores/${added.body.id}`)).status).toBe(204);
        expect((await admin.request('DELETE', `/api/leagues/${league.id}/rounds/${round.body.id}`)).status).toBe(204);
        expect((await admin.get(`/api/leagues/${league.id}/scores`)).body).toHaveLength(0);
      });

      it('match play: round-robin suggestion with a bye, one result records both sides, most wins first', async () => {
        const { league, players } = await leagueWithPlayers({ scoringType: 'match_play' }, 3);
        const round = await admin.post(`/api/leagues/${league.id}/rounds`, { roundNumber: 1, roundDate: '2026-11-21' });
        const [p1, p2, p3] = players.map((p) => p.participantId);
        const suggested = await admin.get(`/api/leagues/${league.id}/rounds/${round.body.id}/matchups`);
        expect(suggested.status).toBe(200);
        expect(suggested.body).toHaveLength(2);
        expect(
          suggested.body.filter((m: { opponentParticipantId: number | null }) => m.opponentParticipantId === null),
        ).toHaveLength(1);

        const saved = await admin.request('PUT', `/api/leagues/${league.id}/rounds/${round.body.id}/scores`, {
          entries: [{ participantId: p1, opponentParticipantId: p2, result: 'win' }],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.map((s: { participantId: number; result: string }) => [s.participantId, s.result])).toEqual([
          [p1, 'win'],
          [p2, 'loss'],
        ]);
        const disagree = await admin.request('PUT', `/api/leagues/${league.id}/rounds/${round.body.id}/scores`, {
          entries: [
            { participantId: p1, opponentParticipantId: p2, result: 'win' },
            { participantId: p2, opponentParticipantId: p1, result: 'win' },
          ],
        });
        expect(disagree.status).toBe(400);

        const matchups = await players[2]!.client.get(`/api/leagues/${league.id}/rounds/${round.body.id}/matchups`);
        // The sheet's pairing is stored; p3 is in no pairing of the round (no suggestion once pairings exist).
        expect(matchups.body).toEqual([
          {
            roundId: round.body.id,
            participantId: p1,
            opponentParticipantId: p2,
            winnerParticipantId: p1,
            halved: false,
            bye: false,
            suggested: false,
          },
        ]);
        const standings = await admin.get(`/api/leagues/${league.id}/standings`);
        expect(
          standings.body.rows.map((r: { rank: number | null; wins: number; losses: number; points: number }) => [
            r.rank,
            r.wins,
            r.losses,
            r.points,
          ]),
        ).toEqual([
          [1, 1, 0, 1],
          [2, 0, 1, 0],
          // p3 has played no match yet: not yet ranked.
          [null, 0, 0, 0],
        ]);
        expect(p3).toBeGreaterThan(0);
      });

      it('members read play only of leagues they are in; the list of my leagues has the nights', async () => {
        const { league, players } = await leagueWithPlayers({}, 1);
        const outsider = await ctx.signInAs({ isMember: true, username: 'out@example.com', email: 'out@example.com' });
        const refused = await outsider.client.get(`/api/leagues/${league.id}/standings`);
        expect([refused.status, refused.body.message]).toEqual([403, 'You are not playing in this league.']);
        expect((await players[0]!.client.get(`/api/leagues/${league.id}/rounds`)).status).toBe(200);
        expect((await players[0]!.client.get(`/api/leagues/${league.id}/participants`)).status).toBe(403);
        const mine = await players[0]!.client.get('/api/user/leagues');
        expect(mine.body).toEqual([
          expect.objectContaining({
            participantId: players[0]!.participantId,
            teamId: 1,
            teamParticipantIds: [players[0]!.participantId],
            nights: TUESDAYS,
          }),
        ]);
      });
    });
  },
  { now: () => NOW },
);
