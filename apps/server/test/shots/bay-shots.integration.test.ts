// The bay connection over real HTTP on SQLite and Postgres (docs/decisions/240-bay-agent-and-device-keys.md, 241):
// an admin issues a bay's device key (shown once, stored as a hash, in the activity log), the bay's PC posts its
// shots with it, and a revoked key is refused at once by another server process; unknown keys 401, malformed shots
// 400 naming the field, a flood 429 for that key only; shots join the booking, lesson or walk-in on that bay whose
// time covers them, ten minutes' grace at each end, never another bay's member; a resend stores nothing twice, even
// in a parallel burst; the desk gives shots nobody booked to a member; the member reads their running booking live.
import http from 'node:http';
import { beforeEach, expect, it } from 'vitest';
import { DATED_AHEAD_MESSAGE, facilityInstant, garminCsvOf, syntheticShots, type BayShot } from '@longwood/core';
import { migrateLatest, migrationSource } from '../../src/db/migrations';
import { runMemory } from '../../src/features/shots/club-runs';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';

const MIGRATOR = { migrationSource, tableName: 'knex_migrations' };

// Monday 2027-03-08 in Longwood.
const TODAY = '2027-03-08';
const clock = { now: facilityInstant(TODAY, '08:00') };
const at = (time: string) => facilityInstant(TODAY, time.slice(0, 5)).getTime() + Number(time.slice(6) || 0) * 1000;

let shotSeq = 0;
/** A shot as the bay agent sends it (converted from GSPro's BallData: mph → m/s, yards → m). */
function shot(time: string, extra: Partial<BayShot> = {}): BayShot {
  shotSeq += 1;
  return {
    shotId: `bay-test-${shotSeq}`,
    hitAt: new Date(at(time)).toISOString(),
    club: 'I7',
    ballSpeedMps: 53.6,
    launchDeg: 16.3,
    horizontalLaunchDeg: 2.1,
    spinRpm: 7097,
    spinAxisDeg: 8.2,
    ...extra,
  };
}

/** The bay sends its shots as they are hit: the clock moves on to the last one's moment, if it is later. */
function send(ctx: TestContext, key: string | null, body: unknown) {
  const shots = (body as { shots?: unknown }).shots;
  for (const sent of Array.isArray(shots) ? (shots as Array<{ hitAt?: unknown }>) : []) {
    const hit = typeof sent.hitAt === 'string' ? Date.parse(sent.hitAt) : NaN;
    if (hit > clock.now.getTime()) clock.now = new Date(hit);
  }
  return ctx
    .client()
    .post('/api/bay/shots', body, { origin: null, headers: key === null ? {} : { authorization: `Bearer ${key}` } });
}

async function issueKey(admin: TestClient, bayId = 1): Promise<{ id: number; key: string }> {
  const res = await admin.post(`/api/admin/bays/${bayId}/device-keys`, { label: 'Bay PC' });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; key: string };
}

async function reserve(ctx: TestContext, request: Record<string, unknown>): Promise<number> {
  const made = await ctx.app.services.bookings.reservations.inLock([TODAY], (tx) =>
    tx.reserve({ bookingDate: TODAY, simulatorId: 1, exactBay: true, ...request } as never),
  );
  return made.id;
}

/** Bay 1's key, and Ann's booking on it from 10:00 to 11:00, running: it is 10:05. */
async function annOnBay1(ctx: TestContext) {
  const { client: admin } = await ctx.signInAs({ isAdmin: true });
  const { key } = await issueKey(admin, 1);
  const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
  await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '11:00' });
  clock.now = facilityInstant(TODAY, '10:05');
  return { admin, key, annClient };
}

describeEachDatabase(
  'bay shots',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '08:00');
    });

    it('issues a key shown once and stored as a hash, lists and revokes it, each in the activity log', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { id, key } = await issueKey(admin);
      expect(key).toMatch(/^lwb_[A-Za-z0-9_-]{43}$/);
      const stored = (await ctx.db('bay_device_keys').select()) as Array<Record<string, unknown>>;
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(key.slice(12));

      const list = await admin.get('/api/admin/bays/1/device-keys');
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([
        expect.objectContaining({ id, bayId: 1, label: 'Bay PC', prefix: key.slice(0, 12) }),
      ]);
      expect(JSON.stringify(list.body)).not.toContain(key.slice(12));
      expect((await admin.get('/api/admin/bays/2/device-keys')).body.items).toEqual([]);
      expect((await admin.get('/api/admin/bays/99/device-keys')).status).toBe(404);

      expect((await send(ctx, key, { shots: [shot('09:00')] })).body).toEqual({
        accepted: 1,
        duplicates: 0,
        late: 0,
        refused: 0,
      });
      expect((await admin.delete(`/api/admin/bays/2/device-keys/${id}`)).status).toBe(404);
      expect((await admin.delete(`/api/admin/bays/1/device-keys/${id}`)).status).toBe(204);
      const refused = await send(ctx, key, { shots: [shot('09:01')] });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('BAY_KEY_INVALID');

      const log = await admin.get('/api/admin/activity');
      const actions = (log.body.items as Array<{ action: string; targetLabel: string }>).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['bay-key.issued', 'bay-key.revoked']));
    });

    it('opens at most BAY_KEYS_PER_BAY keys a bay of a parallel burst; a revoked one frees a place', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => admin.post('/api/admin/bays/1/device-keys', { label: `PC ${i}` })),
      );
      expect(burst.filter((res) => res.status === 201)).toHaveLength(5);
      const refused = burst.filter((res) => res.status !== 201);
      expect(refused.map((res) => res.status)).toEqual(Array(7).fill(409));
      expect(refused[0]!.body).toEqual({
        code: 'BAY_KEY_LIMIT',
        message: 'Bay 1 has 5 open keys, the most a bay may have. Revoke one before issuing another.',
      });
      // Another bay has its own; a revoked key gives its place back.
      expect((await admin.post('/api/admin/bays/2/device-keys', {})).status).toBe(201);
      const first = burst.find((res) => res.status === 201)!.body as { id: number };
      expect((await admin.delete(`/api/admin/bays/1/device-keys/${first.id}`)).status).toBe(204);
      expect((await admin.post('/api/admin/bays/1/device-keys', {})).status).toBe(201);
      expect((await admin.post('/api/admin/bays/1/device-keys', {})).status).toBe(409);
    });

    it("lists a bay's keys a page at a time, the open ones first", async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const revoked: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { id } = await issueKey(admin);
        expect((await admin.delete(`/api/admin/bays/1/device-keys/${id}`)).status).toBe(204);
        revoked.push(id);
      }
      const open = [(await issueKey(admin)).id, (await issueKey(admin)).id];
      const first = await admin.get('/api/admin/bays/1/device-keys?pageSize=3');
      expect(first.body).toMatchObject({ total: 8, totalExact: true, page: 1, pageSize: 3 });
      const ids = (page: { items: Array<{ id: number }> }) => page.items.map((key) => key.id);
      expect(ids(first.body)).toEqual([open[1], open[0], revoked[5]]);
      const third = await admin.get('/api/admin/bays/1/device-keys?pageSize=3&page=3');
      expect(ids(third.body)).toEqual([revoked[1], revoked[0]]);
      expect((await admin.get('/api/admin/bays/1/device-keys?pageSize=101')).status).toBe(400);
      // Without a page asked for: the first 50.
      expect((await admin.get('/api/admin/bays/1/device-keys')).body).toMatchObject({ page: 1, pageSize: 50 });
    });

    it('refuses unknown keys 401 and malformed shots 400 naming the field, storing nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin);
      expect((await send(ctx, null, { shots: [shot('09:00')] })).status).toBe(401);
      expect((await send(ctx, `lwb_${'A'.repeat(43)}`, { shots: [shot('09:00')] })).status).toBe(401);
      expect((await send(ctx, 'not-a-key', { shots: [shot('09:00')] })).status).toBe(401);

      const bad = await send(ctx, key, { shots: [shot('09:00'), shot('09:01', { ballSpeedMps: -3 })] });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(['shots.1.ballSpeedMps']);
      const noTime = await send(ctx, key, { shots: [{ ...shot('09:00'), hitAt: 'yesterday' }] });
      expect(Object.keys(noTime.body.fieldErrors)).toEqual(['shots.0.hitAt']);
      const tooMany = await send(ctx, key, { shots: Array.from({ length: 501 }, () => shot('09:00')) });
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.body.fieldErrors)).toEqual(['shots']);
      expect(Number(((await ctx.db('bay_shots').count({ n: '*' }).first()) as { n: unknown }).n)).toBe(0);
    });

    it('refuses a batch without a valid key 401 whatever it holds, before reading it', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const revoked = await issueKey(admin);
      expect((await admin.delete(`/api/admin/bays/1/device-keys/${revoked.id}`)).status).toBe(204);
      for (const key of [null, 'lwb_unknown', revoked.key]) {
        // Shots that break the schema: answered 401, not 400 with the schema's field names.
        const bad = await send(ctx, key, { shots: [{ shotId: 'x', hitAt: 'yesterday' }] });
        expect(bad.status, bad.text).toBe(401);
        expect(bad.text).not.toContain('hitAt');
        expect((await send(ctx, key, {})).status).toBe(401);
      }
      // Not JSON, and a body over the 256 kB a bay may send: the key is refused first, the body never parsed.
      const raw = (body: string, authorization?: string) =>
        ctx.client().post('/api/bay/shots', undefined, {
          origin: null,
          rawBody: body,
          headers: authorization ? { authorization } : {},
        });
      expect((await raw('{"shots": [')).status).toBe(401);
      expect((await raw(`{"shots": [${'"x",'.repeat(80_000)}"x"]}`, 'Bearer lwb_unknown')).status).toBe(401);
      // With a valid key the same bodies are read and refused for what they are.
      const { key } = await issueKey(admin);
      expect((await raw('{"shots": [', `Bearer ${key}`)).status).toBe(400);
      expect((await raw(`{"shots": [${'"x",'.repeat(80_000)}"x"]}`, `Bearer ${key}`)).status).toBe(413);
      expect(Number(((await ctx.db('bay_shots').count({ n: '*' }).first()) as { n: unknown }).n)).toBe(0);
    });

    it('a revoked key is refused at once by another server process', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { id, key } = await issueKey(admin);
      const other = await ctx.startProcess();
      try {
        const post = () =>
          fetch(`${other.baseUrl}/api/bay/shots`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ shots: [shot('09:00')] }),
          });
        expect((await post()).status).toBe(200);
        expect((await admin.delete(`/api/admin/bays/1/device-keys/${id}`)).status).toBe(204);
        expect((await post()).status).toBe(401);
      } finally {
        await other.stop();
      }
    });

    it('limits a flood per key: a parallel burst past the budget is 429, another bay’s key still sends', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { key: otherBay } = await issueKey(admin, 2);
      const answers = await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          send(ctx, key, { shots: [shot(`09:${String(i % 60).padStart(2, '0')}`)] }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(120);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect((await send(ctx, otherBay, { shots: [shot('09:00')] })).status).toBe(200);
    });

    it('gives each shot to the booking, lesson or walk-in on that bay covering it, ten minutes’ grace at each end', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      const { user: bob, client: bobClient } = await ctx.signInAs({ isMember: true });
      const { user: cat, client: catClient } = await ctx.signInAs({ isMember: true });
      const coach = await ctx.createUser({ isCoach: true });
      const annBooking = await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '11:00' });
      await reserve(ctx, { kind: 'lesson', userId: bob.id, coachId: coach.id, startTime: '11:00', endTime: '12:00' });
      const walkIn = await reserve(ctx, {
        kind: 'walk_in',
        guestName: 'Guest',
        guestPhone: '4075550000',
        startTime: '13:00',
        endTime: '14:00',
      });
      // Cat plays on Bay 2 at the same time: nothing hit on Bay 1 may reach her.
      await reserve(ctx, { kind: 'member', userId: cat.id, simulatorId: 2, startTime: '10:00', endTime: '11:00' });

      const shots = [
        shot('09:49:59'), // before Ann's grace: the bay's
        shot('09:50:00', { club: 'DR' }), // Ann, first minute of her grace
        shot('10:59:59'), // Ann
        shot('11:00:00'), // Bob's lesson has begun: his, though Ann's grace covers it
        shot('11:05:00'), // Bob
        shot('12:10:00'), // Bob, last moment of his grace
        shot('12:10:01'), // the bay's
        shot('13:30:00'), // the guest's walk-in: the bay's, marked with the walk-in
      ];
      const res = await send(ctx, key, { shots });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ accepted: 8, duplicates: 0, late: 0, refused: 0 });

      const annSessions = (await annClient.get('/api/user/shot-sessions')).body.sessions;
      expect(annSessions).toEqual([
        expect.objectContaining({ source: 'gspro', shotCount: 2, bookingId: annBooking, fileName: 'Bay 1 live' }),
      ]);
      const detail = await annClient.get(`/api/user/shot-sessions/${annSessions[0].id}`);
      expect(detail.body.shots.map((s: { club: string }) => s.club)).toEqual(['Driver', '7i']);
      expect((await bobClient.get('/api/user/shot-sessions')).body.sessions).toEqual([
        expect.objectContaining({ shotCount: 3, booking: expect.objectContaining({ kind: 'lesson' }) }),
      ]);
      expect((await catClient.get('/api/user/shot-sessions')).body.sessions).toEqual([]);
      // The summary counts live shots like imported ones.
      const summary = await annClient.get('/api/user/shot-summary');
      expect(summary.body.clubs.map((c: { club: string; shots: number }) => [c.club, c.shots])).toEqual([
        ['Driver', 1],
        ['7i', 1],
      ]);

      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      clock.now = facilityInstant(TODAY, '15:00');
      const waiting = await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}`);
      expect(waiting.status).toBe(200);
      // Newest first.
      expect(
        waiting.body.shots.map((s: { hitAt: string; bookingId: number | null }) => [s.hitAt, s.bookingId]),
      ).toEqual([
        [shots[7]!.hitAt, walkIn],
        [shots[6]!.hitAt, null],
        [shots[0]!.hitAt, null],
      ]);
      expect(waiting.body).toMatchObject({ total: 3, next: null });

      // The same batch again (the agent's resend): nothing stored twice.
      expect((await send(ctx, key, { shots })).body).toEqual({ accepted: 0, duplicates: 8, late: 0, refused: 0 });
      expect((await annClient.get('/api/user/shot-sessions')).body.sessions[0].shotCount).toBe(2);

      // The desk gives the walk-in's shots to Cat, who was the guest after all.
      const given = await desk.post('/api/desk/bay-shots/give', {
        bayId: 1,
        date: TODAY,
        userId: cat.id,
        shotIds: [waiting.body.shots[0].id],
      });
      expect(given.status, given.text).toBe(200);
      expect(given.body.shotCount).toBe(1);
      const catSessions = (await catClient.get('/api/user/shot-sessions')).body.sessions;
      expect(catSessions).toEqual([expect.objectContaining({ source: 'gspro', shotCount: 1 })]);
      const again = await desk.post('/api/desk/bay-shots/give', {
        bayId: 1,
        date: TODAY,
        userId: cat.id,
        shotIds: [waiting.body.shots[0].id],
      });
      expect(again.status).toBe(400);
      expect(again.body.fieldErrors).toHaveProperty('shotIds');
      expect((await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}`)).body.shots).toHaveLength(2);
      const log = await admin.get('/api/admin/activity');
      expect(log.body.items.map((e: { action: string }) => e.action)).toContain('bay-shots.given');
    });

    it('stores a batch sent five times at once exactly once', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '12:00' });
      const shots = Array.from({ length: 40 }, (_, i) => shot(`10:${String(i).padStart(2, '0')}`));
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(ctx, key, { shots })));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.reduce((sum, r) => sum + (r.body.accepted as number), 0)).toBe(40);
      expect(answers.reduce((sum, r) => sum + (r.body.duplicates as number), 0)).toBe(160);
      const sessions = (await annClient.get('/api/user/shot-sessions')).body.sessions;
      expect(sessions).toEqual([expect.objectContaining({ shotCount: 40 })]);
    });

    // The MLM2PRO connector sends the identical payload again when GSPro answers late
    // (springbok/MLM2PRO-GSPro-Connector, src/gspro_connect.py send_msg): an agent that restarted meanwhile, or a
    // second PC on the same key, posts it under a new shot id (decision 421).
    it('stores a connector’s resend once: the same shot number and ball data within seconds, in one batch or later', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { key: other } = await issueKey(admin, 2);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '12:00' });
      const first = shot('10:00:05', { shotNumber: 7 });
      expect((await send(ctx, key, { shots: [first] })).body).toEqual({
        accepted: 1,
        duplicates: 0,
        late: 0,
        refused: 0,
      });
      // Resent 3 s later under another id, and twice more in one batch: one shot.
      const again = (seconds: number) => shot(`10:00:${String(5 + seconds).padStart(2, '0')}`, { shotNumber: 7 });
      expect((await send(ctx, key, { shots: [again(3)] })).body).toEqual({
        accepted: 0,
        duplicates: 1,
        late: 0,
        refused: 0,
      });
      expect((await send(ctx, key, { shots: [again(20), again(21)] })).body).toEqual({
        accepted: 0,
        duplicates: 2,
        late: 0,
        refused: 0,
      });
      // Not a resend: the next number with the same ball data (a grooved swing), the same number with other ball data
      // or a minute later, the same shot on another bay, and shots without a number.
      const notResends = [
        shot('10:00:10', { shotNumber: 8 }),
        shot('10:00:12', { shotNumber: 7, ballSpeedMps: 53.7 }),
        shot('10:01:30', { shotNumber: 7 }),
        shot('10:00:15'),
        shot('10:00:16'),
      ];
      expect((await send(ctx, key, { shots: notResends })).body).toEqual({
        accepted: 5,
        duplicates: 0,
        late: 0,
        refused: 0,
      });
      expect((await send(ctx, other, { shots: [again(4)] })).body).toEqual({
        accepted: 1,
        duplicates: 0,
        late: 0,
        refused: 0,
      });
      const sessions = (await annClient.get('/api/user/shot-sessions')).body.sessions;
      expect(sessions).toEqual([expect.objectContaining({ shotCount: 6 })]);
      const numbers = (await ctx
        .db('bay_shots')
        .where('simulator_id', 1)
        .orderBy('hit_at')
        .select('shot_number')) as Array<{
        shot_number: unknown;
      }>;
      expect(numbers.map((r) => (r.shot_number === null ? null : Number(r.shot_number)))).toEqual([
        7,
        8,
        7,
        null,
        null,
        7,
      ]);
    });

    it('takes a bay’s session files as the member upload does: the booking’s member’s, or kept with the bay', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      const booking = await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '11:00' });
      const sendFiles = (files: Array<{ name: string; text: string }>) => {
        const form = new FormData();
        for (const f of files) form.append('file', new Blob([f.text], { type: 'text/csv' }), f.name);
        return ctx.client().post('/api/bay/session-files', undefined, {
          form,
          origin: null,
          headers: { authorization: `Bearer ${key}` },
        });
      };
      const during = { name: 'during.csv', text: garminCsvOf(syntheticShots(1, 12), { date: TODAY, time: '10:20' }) };
      const later = { name: 'later.csv', text: garminCsvOf(syntheticShots(2, 7), { date: TODAY, time: '15:00' }) };
      clock.now = facilityInstant(TODAY, '16:00');
      const res = await sendFiles([during, later, { name: 'notes.csv', text: 'hello,world\n1,2\n' }]);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          fileName: 'during.csv',
          keptFor: 'member',
          outcome: expect.objectContaining({ ok: true, shotCount: 12, bookingId: booking, duplicate: false }),
        }),
        expect.objectContaining({ fileName: 'later.csv', keptFor: 'bay', accepted: 7, duplicates: 0 }),
        expect.objectContaining({ fileName: 'notes.csv', keptFor: 'refused', message: expect.any(String) }),
      ]);
      // A file dated later today (the bay PC's clock set wrong) is refused; nobody watches a bay's files
      // (decision 436: a member's own upload is theirs to date).
      const ahead = { name: 'ahead.csv', text: garminCsvOf(syntheticShots(3, 5), { date: TODAY, time: '18:00' }) };
      expect((await sendFiles([ahead])).body).toEqual([
        expect.objectContaining({ keptFor: 'refused', message: DATED_AHEAD_MESSAGE, accepted: 0 }),
      ]);
      expect((await annClient.get('/api/user/shot-sessions')).body.sessions).toEqual([
        expect.objectContaining({ fileName: 'during.csv', shotCount: 12, bookingId: booking }),
      ]);
      // Sent again (the agent's answer lost): nothing twice.
      const again = await sendFiles([during, later]);
      expect(again.body.map((o: { keptFor: string; duplicates: number }) => o.keptFor)).toEqual(['member', 'bay']);
      expect(again.body[0].outcome.duplicate).toBe(true);
      expect(again.body[1]).toMatchObject({ accepted: 0, duplicates: 7 });
      expect((await sendFiles([later])).status).toBe(200);
      const bad = await ctx.client().post('/api/bay/session-files', undefined, {
        form: new FormData(),
        origin: null,
        headers: { authorization: 'Bearer x' },
      });
      expect(bad.status).toBe(401);
    });

    it('refuses a session-files upload without a valid key before reading it', async () => {
      // Headers and the first 64 kB of a 5 MB upload are sent, the rest never: the 401 comes without the body.
      const answer = (authorization: string | null) =>
        new Promise<number>((resolve, reject) => {
          const url = new URL('/api/bay/session-files', ctx.baseUrl);
          const req = http.request(url, {
            method: 'POST',
            headers: {
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(5 * 1024 * 1024),
              ...(authorization ? { authorization } : {}),
            },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
            req.destroy();
          });
          req.on('error', reject);
          req.write(`--x\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n`);
          req.write('a'.repeat(64 * 1024));
        });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const revoked = await issueKey(admin, 1);
      expect((await admin.delete(`/api/admin/bays/1/device-keys/${revoked.id}`)).status).toBe(204);
      expect(await answer(null)).toBe(401);
      expect(await answer('Bearer lwb_unknown')).toBe(401);
      expect(await answer(`Bearer ${revoked.key}`)).toBe(401);
    });

    it('shows the member their running booking and its shots so far', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      const booking = await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '11:00' });
      clock.now = facilityInstant(TODAY, '09:30');
      expect((await annClient.get('/api/user/shots/live')).body).toEqual({ live: null });
      clock.now = facilityInstant(TODAY, '09:55');
      expect((await annClient.get('/api/user/shots/live')).body.live).toMatchObject({
        sessionId: null,
        bookingId: booking,
        bayName: 'Bay 1',
        startTime: '10:00',
        endTime: '11:00',
        shots: [],
      });
      await send(ctx, key, { shots: [shot('09:56', { club: 'PW', carryM: 110 })] });
      const live = (await annClient.get('/api/user/shots/live')).body.live;
      expect(live.shots).toEqual([expect.objectContaining({ club: 'PW', carryM: 110 })]);
    });

    it('gives a shot with ball data only a modelled flight, marked, and fills only what a device left out', async () => {
      const { key, annClient } = await annOnBay1(ctx);
      // A tour 7 iron from a GSPro connector (no carry), then one whose device measured its carry.
      await send(ctx, key, { shots: [shot('10:01'), shot('10:02', { carryM: 150 })] });
      const live = (await annClient.get('/api/user/shots/live')).body.live;
      const [modelled, measured] = live.shots;
      expect(modelled.carryM / 0.9144).toBeGreaterThan(160);
      expect(modelled.carryM / 0.9144).toBeLessThan(180);
      expect(modelled.totalM).toBeGreaterThanOrEqual(modelled.carryM);
      // Spin axis 8.2° and 2.1° right: the ball finishes right of the line.
      expect(modelled.offlineM).toBeGreaterThan(5);
      expect(modelled.apexM / 0.9144).toBeGreaterThan(25);
      expect(modelled.modelled).toEqual(['carryM', 'totalM', 'offlineM', 'apexM']);
      expect(measured).toMatchObject({ carryM: 150, modelled: ['totalM', 'offlineM', 'apexM'] });
      expect(measured.totalM).toBeGreaterThan(150);
      // The member's summary counts the modelled carry (no more "Carry avg –" on a GSPro bay) and marks the figures
      // holding the model's values; measured figures only, it is the device's carry alone (decision 444).
      const summary = await annClient.get('/api/user/shot-summary');
      expect(summary.body.clubs).toEqual([expect.objectContaining({ club: '7i', shots: 2 })]);
      expect(summary.body.clubs[0].carryYards.mean).toBeGreaterThan(164);
      expect(summary.body.clubs[0].modelled).toEqual(['carryYards', 'totalYards', 'offlineYards']);
      const measuredOnly = await annClient.get('/api/user/shot-summary?figures=measured');
      expect(measuredOnly.body.clubs).toEqual([
        expect.objectContaining({ club: '7i', shots: 2, totalYards: null, offlineYards: null, modelled: [] }),
      ]);
      expect(measuredOnly.body.clubs[0].carryYards).toEqual({ mean: 164, median: 164, sd: 0 });
      expect((await annClient.get('/api/user/shot-summary?figures=some')).status).toBe(400);
      // A shot the desk gives later keeps its marks.
      clock.now = facilityInstant(TODAY, '15:00');
      await send(ctx, key, { shots: [shot('14:30')] });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const unassigned = await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}`);
      expect(unassigned.body.shots).toEqual([
        expect.objectContaining({
          shot: expect.objectContaining({ modelled: ['carryM', 'totalM', 'offlineM', 'apexM'] }),
        }),
      ]);
    });

    it('takes shots from a day back to ten minutes ahead; a late one waits for the desk, marked', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      const { user: ann, client: annClient } = await ctx.signInAs({ isMember: true });
      await reserve(ctx, { kind: 'member', userId: ann.id, startTime: '10:00', endTime: '11:00' });
      clock.now = facilityInstant(TODAY, '10:30');
      const iso = (ms: number) => new Date(ms).toISOString();
      const now = clock.now.getTime();
      const hour = 3_600_000;
      const res = await ctx.client().post(
        '/api/bay/shots',
        {
          shots: [
            shot('10:20'),
            { ...shot('10:20'), hitAt: iso(now + 9 * 60_000) }, // a device clock a little ahead: taken
            { ...shot('10:20'), hitAt: iso(now + 11 * 60_000) }, // later than now: refused
            { ...shot('10:20'), hitAt: '2099-03-08T15:00:00.000Z' },
            { ...shot('10:20'), hitAt: '2001-03-08T15:00:00.000Z' },
            { ...shot('10:20'), hitAt: iso(now - 25 * hour) }, // yesterday's, after an agent's outage: late
          ],
        },
        { origin: null, headers: { authorization: `Bearer ${key}` } },
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ accepted: 3, duplicates: 0, late: 1, refused: 3 });
      // The booking's own shot joins Ann's session; the year-2001 and 2099 ones are nowhere.
      expect((await annClient.get('/api/user/shot-sessions')).body.sessions).toEqual([
        expect.objectContaining({ shotCount: 2 }),
      ]);
      const stored = (await ctx.db('bay_shots').select('hit_at')) as Array<{ hit_at: string }>;
      expect(stored.map((row) => row.hit_at.slice(0, 4))).not.toContain('2001');
      expect(stored).toHaveLength(3);
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const yesterday = (await desk.get(`/api/desk/bay-shots?bayId=1&date=2027-03-07`)).body;
      expect(yesterday).toMatchObject({ total: 1, next: null, shots: [expect.objectContaining({ late: true })] });
    });

    it("pages the desk's shots nobody booked, newest first, and lists today's only up to now", async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { key } = await issueKey(admin, 1);
      // 230 shots between 09:00 and 12:49 that nobody booked, sent as they were hit.
      const shots = Array.from({ length: 230 }, (_, i) =>
        shot(`${String(9 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`),
      );
      for (let start = 0; start < shots.length; start += 100) {
        expect((await send(ctx, key, { shots: shots.slice(start, start + 100) })).status).toBe(200);
      }
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const hitAts = (page: { shots: Array<{ hitAt: string }> }) => page.shots.map((s) => s.hitAt);
      const first = (await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}`)).body;
      expect(first).toMatchObject({ total: 230 });
      expect(hitAts(first)).toEqual(
        shots
          .slice(130)
          .reverse()
          .map((s) => s.hitAt),
      );
      const second = (await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}&before=${first.next}`)).body;
      expect(hitAts(second)).toEqual(
        shots
          .slice(30, 130)
          .reverse()
          .map((s) => s.hitAt),
      );
      const third = (await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}&before=${second.next}`)).body;
      expect(hitAts(third)).toEqual(
        shots
          .slice(0, 30)
          .reverse()
          .map((s) => s.hitAt),
      );
      expect(third.next).toBeNull();
      expect((await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}&before=abc`)).status).toBe(400);

      // Back at 11:00 (the desk's view of the morning): the shots hit after now are not listed yet.
      clock.now = facilityInstant(TODAY, '11:00');
      const morning = (await desk.get(`/api/desk/bay-shots?bayId=1&date=${TODAY}`)).body;
      expect(morning.total).toBe(121);
      expect(morning.shots[0].hitAt).toBe(shots[120]!.hitAt);
    });

    it("fills in the device's own values of the runs written before migration 444", async () => {
      const { key, annClient } = await annOnBay1(ctx);
      await send(ctx, key, { shots: [shot('10:01'), shot('10:02', { carryM: 150 }), shot('10:03', { club: 'PW' })] });
      const summaries = async () =>
        Promise.all(
          ['', '?figures=measured'].map(async (query) => (await annClient.get(`/api/user/shot-summary${query}`)).body),
        );
      const before = await summaries();
      expect(before[1].clubs).toEqual([
        expect.objectContaining({ club: '7i', carryYards: { mean: 164, median: 164, sd: 0 } }),
        expect.objectContaining({ club: 'PW', carryYards: null }),
      ]);
      // Back to before 444 (its columns gone), then forward again: the runs of those shots are filled in.
      for (;;) {
        const [last] = (await ctx.db('knex_migrations').select('name').orderBy('id', 'desc').limit(1)) as Array<{
          name: string;
        }>;
        await ctx.db.migrate.down(MIGRATOR);
        if (last!.name === '444-shot-club-runs-measured') break;
      }
      expect(Object.keys(await ctx.db('shot_club_runs').columnInfo())).not.toContain('measured_carry_run');
      await migrateLatest(ctx.db);
      runMemory.clear();
      expect(await summaries()).toEqual(before);
    });

    it("flies the modelled ball through the facility's air: higher up, the same shot carries further", async () => {
      const { admin, key, annClient } = await annOnBay1(ctx);
      // The defaults: Longwood, about 15 m above the sea, bays at 20 °C.
      const facts = (await admin.get('/api/admin/facility-settings')).body;
      expect(facts).toMatchObject({ elevationM: 15, indoorTemperatureC: 20 });
      await send(ctx, key, { shots: [shot('10:01')] });
      // Denver's mile: the air about 16 % thinner.
      const saved = await admin.patch('/api/admin/facility-settings', { elevationM: 1609, version: facts.version });
      expect(saved.status, saved.text).toBe(200);
      await send(ctx, key, { shots: [shot('10:02')] });
      const [low, high] = (await annClient.get('/api/user/shots/live')).body.live.shots;
      expect(low.modelled).toContain('carryM');
      expect(high.modelled).toContain('carryM');
      // About 4-8 % further (a rule of thumb is 2 % a thousand feet); measured figures never change with the air.
      expect(high.carryM / low.carryM).toBeGreaterThan(1.03);
      expect(high.carryM / low.carryM).toBeLessThan(1.12);
      await send(ctx, key, { shots: [shot('10:03', { carryM: 150 })] });
      expect((await annClient.get('/api/user/shots/live')).body.live.shots[2].carryM).toBe(150);
      // A value out of range is refused beside its field.
      const refused = await admin.patch('/api/admin/facility-settings', { indoorTemperatureC: 41 });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors.indoorTemperatureC).toEqual(['Enter the temperature in °C, from 0 to 40']);
    });
  },
  { now: () => clock.now },
);
