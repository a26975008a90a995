// Schema, migrations (down then up), cascading deletes, indexes and seeds, on both databases.
import { describe, expect, it } from 'vitest';
import { isPostgres, runInWriteLock } from '../../src/db/dialect';
import { lookalikeKey } from '../../src/db/lookalike';
import { migrateDownAll, migrateLatest, migrationSource } from '../../src/db/migrations';
import {
  DEMO_ACCOUNTS,
  DEMO_GOLFERS,
  DEMO_KEYPAD_CODE,
  DEMO_PASSWORD,
  SeedError,
  seedDatabase,
} from '../../src/db/seeds';
import { addDaysToDateString, facilityToday, weekdayName } from '@longwood/core';
import { DEMO_COACH_HOURS, seedDemoCoachHours } from '../../src/features/coaching/demo-hours';
import { demoBookingPlan, seedDemoBookings, type DemoBookingPeople } from '../../src/features/bookings/demo-bookings';
import { seedDemoLeague } from '../../src/features/leagues/demo-league';
import { RUN_COLUMNS, valuesOfRow } from '../../src/features/shots/club-runs';

/** A stored run as the summary reads it. */
const toClubRun = (row: Record<string, unknown>) => ({
  club: String(row.club),
  shots: Number(row.shots),
  values: valuesOfRow(row),
});
import { DEMO_SHOT_SESSIONS, seedDemoShots } from '../../src/features/shots/demo-shots';
import { createPasswordHasher } from '../../src/features/auth/passwords';
import { describeEachDatabase } from '../support/databases';
import { insertedId, insertLeagueRow, insertShotSessionRow } from '../support/rows';
import { migrateDownThrough } from '../support/migrations';

const ALL_TABLES = [
  'users',
  'sessions',
  'rate_limit_hits',
  'password_reset_codes',
  'app_locks',
  'simulators',
  'bookings',
  'keypad_codes',
  'contact_submissions',
  'membership_requests',
  'leagues',
  'league_participants',
  'league_rounds',
  'league_scores',
  'coach_hours',
  'coach_time_off',
  'lessons',
  'lesson_reminders',
  'slot_waitlist',
  'mail_outbox',
  'calendar_feeds',
  'league_invitations',
  'league_result_mails',
  'facility_settings',
  'shot_sessions',
  'shots',
  'shot_club_runs',
  'bay_device_keys',
  'bay_shots',
  'bay_agent_health',
  'dues_subscriptions',
  'coach_lesson_prices',
  'rental_rates',
  'guest_rentals',
  'till_closes',
  'membership_changes',
  'morning_mails',
  'league_payouts',
];

const hasher = createPasswordHasher(10);
const now = () => new Date().toISOString();

describeEachDatabase('database', (ctx) => {
  async function indexNames(table: string): Promise<string[]> {
    if (isPostgres(ctx.db)) {
      const res = await ctx.db.raw('SELECT indexname FROM pg_indexes WHERE tablename = ?', [table]);
      return res.rows.map((r: { indexname: string }) => r.indexname);
    }
    const rows = await ctx.db.raw(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`, [table]);
    return rows.map((r: { name: string }) => r.name);
  }

  /** A new member and a shot session of theirs stored as a raw row: its key, its date and how many shots it holds. */
  async function memberSession(dedupeKey: string, sessionDate: string, shots: number, columns = {}) {
    const member = await ctx.createMember();
    const sessionId = await insertShotSessionRow(ctx.db, {
      user_id: member.id,
      dedupe_key: dedupeKey,
      session_date: sessionDate,
      shot_count: shots,
      ...columns,
    });
    return { member, sessionId };
  }

  /** A stored summary run row of the session's `club`, every measure's run the same bytes. */
  const clubRunRow = (
    session: { member: { id: number }; sessionId: number },
    sessionDate: string,
    row: { club: string; shots: number; good: boolean },
    run: Buffer,
  ) => ({
    session_id: session.sessionId,
    user_id: session.member.id,
    session_date: sessionDate,
    ...row,
    ...Object.fromEntries(Object.values(RUN_COLUMNS).map((c) => [c, run])),
  });

  describe('migrations', () => {
    it('creates every table of the data model, rolls all of them back, and re-applies cleanly', async () => {
      for (const t of ALL_TABLES) expect(await ctx.db.schema.hasTable(t), t).toBe(true);
      await migrateDownAll(ctx.db);
      for (const t of ALL_TABLES) expect(await ctx.db.schema.hasTable(t), t).toBe(false);
      await migrateLatest(ctx.db);
      for (const t of ALL_TABLES) expect(await ctx.db.schema.hasTable(t), t).toBe(true);
      await ctx.resetData();
      // The re-created schema works end to end.
      const user = await ctx.createUser();
      expect((await ctx.signIn(user.email, user.password)).cookies()['lgf.sid']).toBeDefined();
    });

    it('030 (coaching) goes down and up again with rows in its tables', async () => {
      const coach = await ctx.createUser({ isCoach: true });
      const member = await ctx.createMember();
      await ctx
        .db('coach_hours')
        .insert({ coach_id: coach.id, weekday: 1, start_time: '09:00:00', end_time: '12:00:00' });
      await ctx
        .db('coach_time_off')
        .insert({ coach_id: coach.id, start_date: '2027-01-04', end_date: '2027-01-05', created_at: now() });
      const [lesson] = (await ctx
        .db('lessons')
        .insert(lessonRow(coach.id, member.id, { complimentary: true, complimentary_month: '2027-01' }))
        .returning('id')) as { id: number }[];
      await ctx.db('lesson_reminders').insert({ lesson_id: lesson!.id, claimed_at: now() });
      // A second complimentary lesson in the same month is refused by the database itself.
      await expect(
        ctx.db('lessons').insert(
          lessonRow(coach.id, member.id, {
            lesson_date: '2027-01-20',
            complimentary: true,
            complimentary_month: '2027-01',
          }),
        ),
      ).rejects.toThrow();

      // Newest first, as a real rollback goes: the migrations after 030 go down before it does.
      await migrateDownThrough(ctx.db, '030-coaching-lessons');
      for (const t of ['coach_hours', 'coach_time_off', 'lessons', 'lesson_reminders']) {
        expect(await ctx.db.schema.hasTable(t), t).toBe(false);
      }
      await migrateLatest(ctx.db);
      expect(await ctx.db('lessons').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
      expect(Number((await ctx.db('lessons').count({ n: '*' }).first())?.n)).toBe(0);
      await ctx.resetData();
    });

    it.each([
      { name: '060-bookings-arrived-at', column: 'arrived_at', value: '2027-01-04T13:55:00.000Z' },
      { name: '061-bookings-changed-at', column: 'changed_at', value: '2027-01-03T13:55:00.000Z' },
    ])('$name goes down and up again, keeping the bookings', async ({ name, column, value }) => {
      const member = await ctx.createMember();
      const [row] = (await ctx
        .db('bookings')
        .insert(bookingRow(member.id, { [column]: value }))
        .returning('id')) as { id: number }[];
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('bookings', column)).toBe(false);
      expect(await ctx.db('bookings').where({ id: row!.id }).first()).toMatchObject({ user_id: member.id });
      await migrateLatest(ctx.db);
      expect(await ctx.db('bookings').where({ id: row!.id }).first()).toMatchObject({ [column]: null });
      await ctx.resetData();
    });

    it("102 (bookings.walk_in) goes down and up again, finding members' walk-ins in the activity log", async () => {
      const member = await ctx.createMember();
      const slot = (start: string, end: string) => ({
        simulator_id: 1,
        booking_date: '2027-01-04',
        start_time: start,
        end_time: end,
        created_at: now(),
      });
      const insert = async (row: Record<string, unknown>) =>
        Number(((await ctx.db('bookings').insert(row).returning('id')) as { id: number }[])[0]!.id);
      const walkIn = await insert({ ...slot('09:00:00', '10:00:00'), kind: 'staff', user_id: member.id });
      const booked = await insert({ ...slot('10:00:00', '11:00:00'), kind: 'staff', user_id: member.id });
      const guest = await insert({
        ...slot('11:00:00', '12:00:00'),
        kind: 'walk_in',
        guest_name: 'Pat',
        guest_phone: '4075550142',
      });
      await ctx.db('activity_log').insert({
        at: now(),
        actor_name: 'Desk',
        action: 'walk-in.created',
        target_type: 'booking',
        target_id: walkIn,
        target_label: 'Bay 1',
      });
      const name = '102-bookings-walk-in';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('bookings', 'walk_in')).toBe(false);
      await migrateLatest(ctx.db);
      const flags = async (id: number) => Boolean((await ctx.db('bookings').where({ id }).first())?.walk_in);
      expect([await flags(walkIn), await flags(booked), await flags(guest)]).toEqual([true, false, true]);
      await ctx.resetData();
    });

    it('244 (bookings.canceled_at) goes down and up again: canceled rows go with it, live ones stay', async () => {
      const member = await ctx.createMember();
      const row = (canceled: boolean) =>
        bookingRow(member.id, {
          kind: 'member',
          canceled_at: canceled ? now() : null,
          canceled_by: canceled ? member.id : null,
        });
      // A canceled row and a live one on the same bay and time: only the live one holds it.
      await ctx.db('bookings').insert([row(true), row(false)]);
      const name = '244-bookings-canceled';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('bookings', 'canceled_at')).toBe(false);
      expect(Number((await ctx.db('bookings').count<{ n: string }[]>('* as n'))[0]!.n)).toBe(1);
      await migrateLatest(ctx.db);
      expect(await ctx.db.schema.hasColumn('bookings', 'canceled_by')).toBe(true);
      await ctx.db('bookings').insert(row(true));
      expect(Number((await ctx.db('bookings').count<{ n: string }[]>('* as n'))[0]!.n)).toBe(2);
      await ctx.resetData();
    });

    it("103 (league_invitations) goes down and up again, and goes with the inviter's row", async () => {
      const [inviter, invitee] = await Promise.all([ctx.createMember(), ctx.createMember()]);
      const leagueId = await insertLeagueRow(ctx.db, { name: 'Scramble', league_type: 'scramble' });
      const participantId = insertedId(
        await ctx
          .db('league_participants')
          .insert({
            league_id: leagueId,
            user_id: inviter.id,
            team_id: 1,
            is_team_lead: true,
            player2_name: 'Pat',
            player2_email: invitee.email,
            created_at: now(),
          })
          .returning('id'),
      );
      const invitation = {
        league_id: leagueId,
        participant_id: participantId,
        invitee_user_id: invitee.id,
        partner_name: 'Pat',
        status: 'pending',
        expires_at: now(),
        created_at: now(),
      };
      await ctx.db('league_invitations').insert(invitation);
      const name = '103-league-invitations';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('league_invitations')).toBe(false);
      await migrateLatest(ctx.db);
      await ctx.db('league_invitations').insert(invitation);
      await ctx.db('league_participants').where({ id: participantId }).delete();
      expect(await ctx.db('league_invitations')).toEqual([]);
      await ctx.resetData();
    });

    it('104 (users.email_verified and look-alike keys) goes down and up again, keys filled for existing accounts', async () => {
      const user = await ctx.createUser({
        username: 'admin@longwoodgolf.example',
        email: 'admin@longwoodgolf.example',
      });
      const name = '104-users-email-verification';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('users', 'email_verified')).toBe(false);
      await migrateLatest(ctx.db);
      const row = await ctx.db('users').where({ id: user.id }).first();
      expect(Boolean(row.email_verified)).toBe(false);
      expect(row.username_lookalike).toBe(lookalikeKey('admin@longwoodgoIf.example'));
      await ctx.resetData();
    });

    it('130 (facility_settings) goes down and up again; the settings start from their defaults once more', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.patch('/api/admin/facility-settings', { phone: '(407) 555-0199' })).status).toBe(200);
      const name = '130-facility-settings';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('facility_settings')).toBe(false);
      await migrateLatest(ctx.db);
      ctx.app.services.forgetKeptReads();
      expect((await ctx.client().get('/api/facility')).body).toMatchObject({ version: 1, phone: '(407) 555-0142' });
      await ctx.resetData();
    });

    it('070 (slot_waitlist) goes down and up again', async () => {
      const member = await ctx.createMember();
      await ctx.db('slot_waitlist').insert({
        user_id: member.id,
        booking_date: '2027-01-04',
        start_time: '09:00:00',
        end_time: '10:00:00',
        created_at: now(),
      });
      const name = '070-slot-waitlist';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('slot_waitlist')).toBe(false);
      await migrateLatest(ctx.db);
      expect(await ctx.db.schema.hasTable('slot_waitlist')).toBe(true);
      await ctx.resetData();
    });

    it('240 and 241 (bay device keys, bay shots) go down and up again with a key and a shot', async () => {
      await ctx.db('bay_device_keys').insert({
        simulator_id: 1,
        key_hash: 'a'.repeat(64),
        prefix: 'lwb_abcdefgh',
        created_at: now(),
      });
      const key = (await ctx.db('bay_device_keys').first('id')) as { id: number };
      await ctx.db('bay_shots').insert({
        simulator_id: 1,
        shot_id: 'shot-1',
        device_key_id: key.id,
        hit_at: now(),
        hit_date: '2027-01-04',
        club: 'Driver',
        club_label: 'DR',
        received_at: now(),
      });
      const name = '240-bay-device-keys';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('bay_shots')).toBe(false);
      expect(await ctx.db.schema.hasTable('bay_device_keys')).toBe(false);
      await migrateLatest(ctx.db);
      expect(await ctx.db.schema.hasTable('bay_shots')).toBe(true);
      expect(await ctx.db('bay_device_keys').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
      await ctx.resetData();
    });

    it('120 (shot sessions) goes down and up again with a session and its shots', async () => {
      const { member, sessionId } = await memberSession('sha256:abc', '2027-01-04', 1, { bytes: 120 });
      await ctx.db('shots').insert({
        session_id: sessionId,
        user_id: member.id,
        session_date: '2027-01-04',
        seq: 1,
        club: '7i',
        club_label: '7 Iron',
        carry_m: 140.2,
      });
      const name = '120-shot-sessions';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('shot_sessions')).toBe(false);
      expect(await ctx.db.schema.hasTable('shots')).toBe(false);
      await migrateLatest(ctx.db);
      expect(await ctx.db.schema.hasTable('shots')).toBe(true);
      await ctx.resetData();
    });

    it('122 (users.shot_units) goes down and up again, keeping the accounts and what refers to them', async () => {
      const member = await ctx.createMember();
      await ctx.db('users').where({ id: member.id }).update({ shot_units: 'metric' });
      const [booking] = (await ctx.db('bookings').insert(bookingRow(member.id)).returning('id')) as { id: number }[];
      await migrateDownThrough(ctx.db, '122-shot-units');
      expect(await ctx.db.schema.hasColumn('users', 'shot_units')).toBe(false);
      expect(await ctx.db('bookings').where({ id: booking!.id }).first()).toMatchObject({ user_id: member.id });
      await migrateLatest(ctx.db);
      expect(await ctx.db('users').where({ id: member.id }).first()).toMatchObject({ shot_units: 'imperial' });
      await ctx.resetData();
    });

    it('121 (shot club runs) goes down and up again, filling the runs in from the stored shots', async () => {
      const { member, sessionId } = await memberSession('sha256:def', '2027-01-05', 3);
      const carries = [151.5, 140.25, 147];
      await ctx.db('shots').insert(
        carries.map((carry, i) => ({
          session_id: sessionId,
          user_id: member.id,
          session_date: '2027-01-05',
          seq: i + 1,
          club: i === 2 ? 'PW' : '7i',
          club_label: i === 2 ? 'PW' : '7 Iron',
          carry_m: carry,
          spin_rpm: i === 0 ? 6100 : null,
        })),
      );
      const name = '121-shot-club-runs';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('shot_club_runs')).toBe(false);
      await migrateLatest(ctx.db);
      const runsOf = async (good: boolean) =>
        (await ctx.db('shot_club_runs').where({ session_id: sessionId, good }).orderBy('club'))
          .map(toClubRun)
          .map((r) => [r.club, r.shots, Array.from(r.values.carryM), Array.from(r.values.spinRpm)]);
      expect(await runsOf(false)).toEqual([
        ['7i', 2, [140.25, 151.5], [6100]],
        ['PW', 1, [147], []],
      ]);
      // 238 gives the session its good shots' runs (no likely mis-hit among these: the same).
      expect(await runsOf(true)).toEqual(await runsOf(false));
      await ctx.resetData();
    });

    it('307 keeps the summary runs uncompressed on Postgres, rewriting the runs already stored, values unchanged', async () => {
      const session = await memberSession('sha256:307', '2027-01-05', 600);
      // 600 carries of a few distinct values: a run pglz compresses well.
      const carries = Array.from({ length: 600 }, (_, i) => 140 + (i % 4));
      const run = Buffer.from(Float64Array.from(carries).sort().buffer);
      const name = '307-shot-club-runs-uncompressed';
      await migrateDownThrough(ctx.db, name);
      await ctx
        .db('shot_club_runs')
        .insert(clubRunRow(session, '2027-01-05', { club: '7i', shots: carries.length, good: false }, run));
      const storedSize = async () => {
        const res = await ctx.db.raw('SELECT pg_column_size(carry_run) AS size FROM shot_club_runs');
        return Number(res.rows[0].size);
      };
      if (isPostgres(ctx.db)) expect(await storedSize()).toBeLessThan(run.length / 4);
      await migrateLatest(ctx.db);
      if (isPostgres(ctx.db)) {
        expect(await storedSize()).toBeGreaterThanOrEqual(run.length);
        const storage = await ctx.db.raw(
          "SELECT DISTINCT attstorage FROM pg_attribute WHERE attrelid = 'shot_club_runs'::regclass AND attname LIKE '%_run'",
        );
        expect(storage.rows).toEqual([{ attstorage: 'e' }]);
      }
      const [stored] = (await ctx.db('shot_club_runs').where({ session_id: session.sessionId })).map(toClubRun);
      expect(Array.from(stored!.values.carryM)).toEqual([...carries].sort((a, b) => a - b));
      expect(Array.from(stored!.values.offlineM)).toEqual(Array.from(stored!.values.carryM));
      await ctx.resetData();
    });

    it('308 gives every summary run already stored a key of its own, and new runs get theirs as they are written', async () => {
      const session = await memberSession('sha256:308', '2027-01-06', 3);
      const name = '308-shot-club-run-keys';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('shot_club_runs', 'run_key')).toBe(false);
      const run = Buffer.from(Float64Array.from([150, 140.5, 151]).sort().buffer);
      for (const [club, good] of [
        ['7i', false],
        ['7i', true],
        ['PW', false],
      ] as const) {
        await ctx.db('shot_club_runs').insert(clubRunRow(session, '2027-01-06', { club, shots: 3, good }, run));
      }
      await migrateLatest(ctx.db);
      const keys = (await ctx
        .db('shot_club_runs')
        .where({ session_id: session.sessionId })
        .pluck('run_key')) as string[];
      expect(keys).toHaveLength(3);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(keys).size).toBe(3);
      // The values are untouched.
      const stored = (await ctx.db('shot_club_runs').where({ session_id: session.sessionId })).map(toClubRun);
      for (const r of stored) expect(Array.from(r.values.carryM)).toEqual([140.5, 150, 151]);
      await ctx.resetData();
    });

    it('500 deletes the kept answers that held a one-time secret, and keeps every other', async () => {
      const member = await ctx.createMember();
      await migrateDownThrough(ctx.db, '500-idempotency-secrets-deleted');
      const bodies = {
        bayKey: '{"id":3,"key":"lwb_0123456789abcdef"}',
        enrolment: '{"secret":"JBSWY3DPEHPK3PXP","uri":"otpauth://totp/x","qrCode":"data:image/svg+xml,x"}',
        recoveryCodes: '{"recoveryCodes":["a1b2-c3d4"],"message":"Keep these"}',
        booking: '{"id":4,"simulatorId":1,"key":"x","bookingDate":"2027-02-11"}',
        message: '{"message":"Saved"}',
        none: null,
      };
      let n = 0;
      for (const body of Object.values(bodies)) {
        n += 1;
        await ctx.db('idempotency_keys').insert({
          user_id: member.id,
          key_digest: String(n).padStart(64, '0'),
          request_digest: 'f'.repeat(64),
          status: body === null ? 204 : 200,
          body,
          created_at: now(),
        });
      }
      await migrateLatest(ctx.db);
      const kept = (await ctx.db('idempotency_keys').orderBy('key_digest').pluck('body')) as (string | null)[];
      expect(kept).toEqual([bodies.booking, bodies.message, null]);
      await ctx.resetData();
    });

    it('080 (mail outbox) goes down and up again, keeping the requests and reminders, never pending again', async () => {
      const member = await ctx.createMember();
      const [contact] = (await ctx
        .db('contact_submissions')
        .insert({
          created_at: now(),
          name: 'Jane Doe',
          email: 'jane@example.com',
          phone: '4075550142',
          interest: 'free_sim_demo',
          message: 'Hello',
        })
        .returning('id')) as { id: number }[];
      await ctx.db('membership_requests').insert({
        user_id: member.id,
        name: 'Casey',
        email: member.email,
        phone: '4075550177',
        preferred_contact: 'phone',
        created_at: now(),
      });
      const coach = await ctx.createUser({ isCoach: true });
      const [lesson] = (await ctx.db('lessons').insert(lessonRow(coach.id, member.id)).returning('id')) as {
        id: number;
      }[];
      await ctx.db('lesson_reminders').insert({ lesson_id: lesson!.id, claimed_at: now() });
      await ctx.db('mail_outbox').insert({
        about: 'demo request #1',
        message: JSON.stringify({ to: 'team@example.com', subject: 's', text: 't' }),
        status: 'sent',
        attempts: 1,
        created_at: now(),
      });

      const name = '080-mail-outbox';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasTable('mail_outbox')).toBe(false);
      // The older code would retry a 'pending' row: every request kept is marked delivered.
      expect(await ctx.db('contact_submissions').select('email_status')).toEqual([{ email_status: 'sent' }]);
      expect(await ctx.db('membership_requests').select('email_status')).toEqual([{ email_status: 'sent' }]);
      expect(await ctx.db('lesson_reminders').where({ lesson_id: lesson!.id }).first()).toMatchObject({
        sent_at: null,
        error: null,
      });

      await migrateLatest(ctx.db);
      expect(await ctx.db('contact_submissions').where({ id: contact!.id }).first()).toMatchObject({
        name: 'Jane Doe',
      });
      expect(await ctx.db('membership_requests').first()).toMatchObject({ name: 'Casey' });
      expect(Object.keys(await ctx.db('membership_requests').columnInfo())).not.toContain('email_status');
      expect(Object.keys(await ctx.db('lesson_reminders').columnInfo()).sort()).toEqual(['claimed_at', 'lesson_id']);
      expect(Number((await ctx.db('mail_outbox').count({ n: '*' }).first())?.n)).toBe(0);
      await ctx.resetData();
    });

    it('090 (users.name) goes down and up again, keeping the accounts', async () => {
      const named = await ctx.createUser();
      await ctx.db('users').where({ id: named.id }).update({ name: 'Ann Lee' });
      const unnamed = await ctx.createUser();
      const name = '090-users-display-name';
      await migrateDownThrough(ctx.db, name);
      expect(await ctx.db.schema.hasColumn('users', 'name')).toBe(false);
      expect(await ctx.db('users').where({ id: named.id }).first()).toMatchObject({ email: named.email });
      await migrateLatest(ctx.db);
      expect(await ctx.db('users').whereIn('id', [named.id, unnamed.id]).orderBy('id').select('name')).toEqual([
        { name: null },
        { name: null },
      ]);
      await ctx.db('users').where({ id: unnamed.id }).update({ name: 'Bo' });
      expect(await ctx.db('users').where({ id: unnamed.id }).first()).toMatchObject({ name: 'Bo' });
      // The re-added column works end to end: the session's user carries it.
      expect((await ctx.signIn(unnamed.email, unnamed.password)).cookies()['lgf.sid']).toBeDefined();
      await ctx.resetData();
    });

    it('is idempotent: running latest again changes nothing', async () => {
      await migrateLatest(ctx.db);
      const rows = await ctx.db('knex_migrations').select('name').orderBy('id');
      const expected = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
      expect(rows.map((r: { name: string }) => r.name)).toEqual(expected);
      expect(expected.slice(0, 4)).toEqual([
        '001-users-and-auth',
        '002-simulators-bookings-keypad',
        '003-contact-and-membership-requests',
        '004-leagues',
      ]);
    });

    it('indexes bookings by date and by user and date', async () => {
      const names = await indexNames('bookings');
      expect(names).toEqual(
        expect.arrayContaining(['bookings_booking_date_index', 'bookings_user_id_booking_date_index']),
      );
    });

    it('has all documented league fields and score/participant columns', async () => {
      const leagues = await ctx.db('leagues').columnInfo();
      expect(Object.keys(leagues)).toEqual(
        expect.arrayContaining([
          'name',
          'description',
          'league_type',
          'scoring_type',
          'start_date',
          'end_date',
          'day_of_week',
          'start_time',
          'end_time',
          'max_participants',
          'number_of_bays',
          'is_active',
          'created_at',
        ]),
      );
      const participants = await ctx.db('league_participants').columnInfo();
      expect(Object.keys(participants)).toEqual(
        expect.arrayContaining(['league_id', 'user_id', 'team_id', 'is_team_lead', 'player2_name', 'player2_email']),
      );
      const scores = await ctx.db('league_scores').columnInfo();
      expect(scores.strokes?.nullable).toBe(true);
      expect(scores.result?.nullable).toBe(true);
      expect(scores.opponent_participant_id?.nullable).toBe(true);
      // Delivery state lives with each e-mail in the outbox, not on the records it is about (migration 080).
      const outbox = await ctx.db('mail_outbox').columnInfo();
      expect(Object.keys(outbox)).toEqual(
        expect.arrayContaining(['about', 'message', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at']),
      );
      expect(Object.keys(await ctx.db('contact_submissions').columnInfo())).not.toContain('email_status');
    });
  });

  describe('storage', () => {
    it('stores dates and times as exact strings (no time-zone shift) and returns them unchanged', async () => {
      const user = await ctx.createMember();
      await ctx.db('bookings').insert({
        user_id: user.id,
        simulator_id: 2,
        booking_date: '2026-03-08', // the US spring-forward day
        start_time: '02:30:00',
        end_time: '03:00:00',
        created_at: '2026-03-08T07:30:00.000Z',
      });
      const row = await ctx.db('bookings').where({ user_id: user.id }).first();
      expect(row).toMatchObject({
        booking_date: '2026-03-08',
        start_time: '02:30:00',
        end_time: '03:00:00',
        created_at: '2026-03-08T07:30:00.000Z',
      });
    });
  });

  describe('write locks (db/dialect.ts)', () => {
    it('serialises read-modify-write transactions across two separate connections pools without lost updates or SQLITE_BUSY', async () => {
      await ctx.db.schema.dropTableIfExists('lock_test');
      await ctx.db.schema.createTable('lock_test', (t) => {
        t.integer('id').primary();
        t.integer('n').notNullable();
      });
      await ctx.db('lock_test').insert({ id: 1, n: 0 });
      const other = await ctx.startInstance();
      const increment = (db: typeof ctx.db) =>
        runInWriteLock(db, 'lock-test', async (trx) => {
          const row = await trx('lock_test').where({ id: 1 }).first();
          await new Promise((r) => setTimeout(r, 5)); // widen the race window
          await trx('lock_test')
            .where({ id: 1 })
            .update({ n: Number(row.n) + 1 });
        });
      const runs = Array.from({ length: 20 }, (_, i) => increment(i % 2 === 0 ? ctx.db : other.db));
      await Promise.all(runs);
      const row = await ctx.db('lock_test').where({ id: 1 }).first();
      expect(Number(row.n)).toBe(20);
      await other.close();
      await ctx.db.schema.dropTable('lock_test');
    });
  });

  describe('cascading deletes', () => {
    it('deleting a user removes their bookings, reset codes and league entries', async () => {
      const user = await ctx.createMember();
      await ctx.db('bookings').insert({
        user_id: user.id,
        simulator_id: 1,
        booking_date: '2026-05-01',
        start_time: '10:00:00',
        end_time: '11:00:00',
        created_at: now(),
      });
      await ctx
        .db('password_reset_codes')
        .insert({ user_id: user.id, code_hash: 'x', expires_at: now(), created_at: now() });
      const [league] = await ctx.db('leagues').insert(leagueRow('Cascade user league')).returning('id');
      await ctx
        .db('league_participants')
        .insert({ league_id: league.id, user_id: user.id, team_id: 1, is_team_lead: true, created_at: now() });

      await ctx.db('users').where({ id: user.id }).delete();
      expect(await ctx.db('bookings').where({ user_id: user.id }).first()).toBeUndefined();
      expect(await ctx.db('password_reset_codes').where({ user_id: user.id }).first()).toBeUndefined();
      expect(await ctx.db('league_participants').where({ user_id: user.id }).first()).toBeUndefined();
    });

    it('deleting a league removes its participants, rounds and scores', async () => {
      const a = await ctx.createMember();
      const b = await ctx.createMember();
      const [league] = await ctx.db('leagues').insert(leagueRow('Cascade league')).returning('id');
      const [pa] = await ctx
        .db('league_participants')
        .insert({ league_id: league.id, user_id: a.id, team_id: 1, created_at: now() })
        .returning('id');
      const [pb] = await ctx
        .db('league_participants')
        .insert({ league_id: league.id, user_id: b.id, team_id: 2, created_at: now() })
        .returning('id');
      const [round] = await ctx
        .db('league_rounds')
        .insert({ league_id: league.id, round_number: 1, round_date: '2026-05-05', name: 'Week 1', created_at: now() })
        .returning('id');
      await ctx.db('league_scores').insert([
        {
          league_id: league.id,
          round_id: round.id,
          participant_id: pa.id,
          result: 'win',
          opponent_participant_id: pb.id,
          created_at: now(),
        },
        {
          league_id: league.id,
          round_id: round.id,
          participant_id: pb.id,
          result: 'loss',
          opponent_participant_id: pa.id,
          created_at: now(),
        },
      ]);

      await ctx.db('leagues').where({ id: league.id }).delete();
      for (const table of ['league_participants', 'league_rounds', 'league_scores']) {
        expect(await ctx.db(table).where({ league_id: league.id }).first(), table).toBeUndefined();
      }
      // The members themselves stay.
      expect(await ctx.db('users').where({ id: a.id }).first()).toBeDefined();
    });

    it('refuses a booking for a user that does not exist (foreign keys are enforced)', async () => {
      await expect(
        ctx.db('bookings').insert({
          user_id: 987654,
          simulator_id: 1,
          booking_date: '2026-05-01',
          start_time: '10:00:00',
          end_time: '11:00:00',
          created_at: now(),
        }),
      ).rejects.toThrow();
    });
  });

  describe('seeds', () => {
    const deps = {
      hashPassword: (p: string) => hasher.hash(p),
      seedDemoLeague: (db: typeof ctx.db, ids: readonly number[]) => seedDemoLeague(db, ids, new Date()),
      seedDemoCoachHours,
      seedDemoShots: (db: typeof ctx.db, memberId: number) => seedDemoShots(db, memberId, new Date()),
      seedDemoBookings: (db: typeof ctx.db, people: DemoBookingPeople) => seedDemoBookings(db, people, new Date()),
    };

    it('development: Bay 1 and 2, demo admin as user 1, member, regular, coach hours, a keypad code; idempotent', async () => {
      await ctx.resetData();
      await seedDatabase(ctx.db, { NODE_ENV: 'development', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, deps);
      await seedDatabase(ctx.db, { NODE_ENV: 'development', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, deps);
      const sims = await ctx.db('simulators').orderBy('id');
      expect(sims.map((s: { id: number; name: string }) => [Number(s.id), s.name])).toEqual([
        [1, 'Bay 1'],
        [2, 'Bay 2'],
      ]);
      const users = await ctx.db('users').orderBy('id');
      expect(users).toHaveLength(DEMO_ACCOUNTS.length + DEMO_GOLFERS.length);
      expect(users[0]).toMatchObject({ id: 1, email: 'admin@longwoodgolf.example' });
      expect(Boolean(users[0].is_admin)).toBe(true);

      // The demo accounts' addresses were chosen by the operator: verified, so invitations reach them.
      expect(users.every((u: { email_verified: unknown }) => Boolean(u.email_verified))).toBe(true);
      const admin = await ctx.signIn('admin@longwoodgolf.example', DEMO_PASSWORD);
      expect((await admin.get('/api/user')).body).toMatchObject({ id: 1, isAdmin: true, emailVerified: true });
      const member = await ctx.signIn('member@longwoodgolf.example', DEMO_PASSWORD);
      expect((await member.get('/api/member/keypad-code')).body).toEqual({ keypadCode: DEMO_KEYPAD_CODE });
      const regular = await ctx.signIn('user@longwoodgolf.example', DEMO_PASSWORD);
      expect((await regular.get('/api/user')).body).toMatchObject({ isMember: false, isAdmin: false });

      // The demo member's range sessions (once, however often the seeds run) fill the Game panel's gapping table.
      expect((await member.get('/api/user/shot-sessions')).body.sessions).toHaveLength(DEMO_SHOT_SESSIONS);
      const clubs = (await member.get('/api/user/shot-summary')).body.clubs as { club: string; shots: number }[];
      expect(clubs.map((c) => c.club)).toEqual(['Driver', '3W', '4H', '7i', '9i', 'PW', 'SW']);

      // The demo league: the member plays in it, four rounds are played (every team has a result or the bye),
      // and the standings rank the five players by name.
      const myLeagues = (await member.get('/api/user/leagues')).body as { league: { id: number; name: string } }[];
      const mine = myLeagues.find((l) => l.league.name === 'Thursday Match Play')!;
      expect(mine.league).toMatchObject({ name: 'Thursday Match Play', scoringType: 'match_play', hasScores: true });
      const rounds = (await member.get(`/api/leagues/${mine.league.id}/rounds`)).body;
      expect(rounds.map((r: { scoredTeams: number }) => r.scoredTeams).slice(0, 5)).toEqual([5, 5, 5, 5, 0]);
      const standings = (await member.get(`/api/leagues/${mine.league.id}/standings`)).body;
      expect(standings.rows).toHaveLength(5);
      expect(standings.rows[0].rank).toBe(1);
      expect(standings.rows.map((r: { players: string[] }) => r.players[0])).toEqual(
        expect.arrayContaining(['member', ...DEMO_GOLFERS.map((g) => g.name)]),
      );

      // The demo net league: Pebble Beach, three rounds scored hole by hole, handicaps and net skins, a leaderboard.
      const net = myLeagues.find((l) => l.league.name === 'Tuesday Net League')!;
      expect(net.league).toMatchObject({ scoringType: 'lowest_score', handicapMode: 'league', skinsMode: 'net' });
      const netRounds = (await member.get(`/api/leagues/${net.league.id}/rounds`)).body as {
        id: number;
        scoredTeams: number;
        course: { name: string; holes: unknown[] } | null;
      }[];
      expect(netRounds.map((r) => r.scoredTeams).slice(0, 4)).toEqual([5, 5, 5, 0]);
      expect(netRounds[0]!.course).toMatchObject({ name: 'Pebble Beach', holes: expect.any(Array) });
      const scores = (await member.get(`/api/leagues/${net.league.id}/rounds/${netRounds[2]!.id}/scores`)).body;
      expect(scores.map((s: { holes: number[] | null }) => s.holes?.length)).toEqual([18, 18, 18, 18, 18]);
      const handicaps = (await member.get(`/api/leagues/${net.league.id}/handicaps`)).body.handicaps;
      expect(handicaps.every((h: { current: { handicap: number | null } }) => h.current.handicap !== null)).toBe(true);
      const skins = (await member.get(`/api/leagues/${net.league.id}/rounds/${netRounds[2]!.id}/skins`)).body.skins;
      expect(skins.length).toBeGreaterThan(0);
      const board = (await member.get(`/api/leagues/${net.league.id}/leaderboard`)).body;
      expect(board.rows[0].rank).toBe(1);
      expect(board.rows.every((r: { thru: number }) => r.thru === 18)).toBe(true);
      // Its rounds were complete when seeded: no results e-mail is owed for them.
      expect(await ctx.db('league_result_mails')).toHaveLength(15);

      // The demo golfers' bookings of the two weeks before (once, however often the seeds run): the admin's list,
      // calendar and insights have something to show. Each was checked in or marked a no-show; walk-ins by name.
      const today = facilityToday(new Date());
      const all = (await admin.get('/api/admin/all-bookings?pageSize=100')).body;
      expect(all).toMatchObject({ total: demoBookingPlan().length, totalExact: true });
      // 14 days × two evenings, a morning every other day, a walk-in every third.
      expect(all.total).toBe(14 * 2 + 7 + 5);
      type Seeded = { bookingDate: string; kind: string; arrivedAt: string | null; name: string | null };
      const seeded = all.items as Seeded[];
      expect(seeded.every((b) => b.bookingDate < today && b.bookingDate >= addDaysToDateString(today, -14))).toBe(true);
      const arrived = seeded.filter((b) => b.arrivedAt !== null);
      expect(arrived.length).toBeGreaterThan(seeded.length / 2);
      expect(arrived.length).toBeLessThan(seeded.length);
      expect(new Set(seeded.filter((b) => b.kind === 'member').map((b) => b.name))).toEqual(
        new Set(DEMO_GOLFERS.map((g) => g.name)),
      );
      expect(all.items.find((b: { kind: string }) => b.kind === 'walk_in')).toMatchObject({
        guestName: expect.any(String),
        walkIn: true,
      });
      // The daily chart: every one of those days has both bays' evenings booked (1½ h and 2 h), the day itself none.
      const chart = (await admin.get(`/api/admin/utilisation?from=${addDaysToDateString(today, -14)}&to=${today}`))
        .body;
      expect(chart.map((d: { bookedMinutes: number }) => d.bookedMinutes >= 210)).toEqual([
        ...Array(14).fill(true),
        false,
      ]);
      // Nothing from today on: every bay is free to book and the demo member's My Bookings is empty.
      expect((await member.get('/api/user/bookings')).body).toEqual([]);
      const tomorrow = addDaysToDateString(today, 1);
      expect((await member.get(`/api/bookings?date=${tomorrow}`)).body).toEqual([]);

      // The demo coach has published weekly hours (once, however often the seeds run), so the member is offered
      // lesson times with them: the first day from the day after tomorrow that is not a Sunday.
      const coaches = (await member.get('/api/coaches')).body as { id: number; name: string }[];
      expect(coaches).toHaveLength(1);
      const coachId = coaches[0]!.id;
      const coach = await ctx.signIn('coach@longwoodgolf.example', DEMO_PASSWORD);
      const { hours } = (await coach.get(`/api/coaches/${coachId}/availability`)).body;
      expect(hours).toEqual(DEMO_COACH_HOURS);
      let day = addDaysToDateString(facilityToday(new Date()), 2);
      if (weekdayName(day) === 'Sunday') day = addDaysToDateString(day, 1);
      const offered = await member.get(`/api/lessons/availability?date=${day}&durationMinutes=60&coachId=${coachId}`);
      expect(offered.body.hoursPublished).toBe(true);
      expect(offered.body.options[0]).toEqual({ startTime: '09:00:00', endTime: '10:00:00', coachIds: [coachId] });
      expect(offered.body.options.at(-1)).toMatchObject({ startTime: '16:00:00', endTime: '17:00:00' });
    });

    it('a new simulator row gets id 3 after the seeded bays (sequence synced)', async () => {
      await ctx.resetData();
      const [row] = await ctx.db('simulators').insert({ name: 'Bay 3' }).returning('id');
      expect(Number(row.id)).toBe(3);
    });

    it('production: never demo accounts; first admin from ADMIN_EMAIL/ADMIN_PASSWORD only when no user exists', async () => {
      await ctx.resetData();
      await expect(
        seedDatabase(ctx.db, { NODE_ENV: 'production', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, deps),
      ).rejects.toBeInstanceOf(SeedError);
      const prod = {
        NODE_ENV: 'production' as const,
        ADMIN_EMAIL: 'Owner@LongwoodGolf.example',
        ADMIN_PASSWORD: 'a-strong-first-password',
      };
      await seedDatabase(ctx.db, prod, deps);
      await seedDatabase(ctx.db, { ...prod, ADMIN_EMAIL: 'second@longwoodgolf.example' }, deps);
      const users = await ctx.db('users').orderBy('id');
      expect(users.map((u: { email: string }) => u.email)).toEqual(['owner@longwoodgolf.example']);
      expect(Number(users[0].id)).toBe(1);
      expect(await ctx.db('users').where({ email: 'admin@longwoodgolf.example' }).first()).toBeUndefined();
      const owner = await ctx.signIn('owner@longwoodgolf.example', 'a-strong-first-password');
      expect((await owner.get('/api/user')).body).toMatchObject({ id: 1, isAdmin: true });
    });
  });
});

/** A one-hour lesson on 2027-01-04 at 09:00 in bay 1 (columns of migration 030). */
/** A member's booking of Bay 1 on 2027-01-04, 9-10 AM, as a raw row with `extra` over it. */
function bookingRow(userId: number, extra: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    simulator_id: 1,
    booking_date: '2027-01-04',
    start_time: '09:00:00',
    end_time: '10:00:00',
    created_at: now(),
    ...extra,
  };
}

function lessonRow(coachId: number, memberId: number, extra: Record<string, unknown> = {}) {
  return {
    coach_id: coachId,
    member_id: memberId,
    lesson_date: '2027-01-04',
    start_time: '09:00:00',
    end_time: '10:00:00',
    duration_minutes: 60,
    simulator_id: 1,
    complimentary: false,
    created_at: now(),
    ...extra,
  };
}

function leagueRow(name: string) {
  return {
    name,
    description: null,
    league_type: 'individual',
    scoring_type: 'match_play',
    start_date: '2026-05-01',
    end_date: '2026-07-31',
    day_of_week: 'Tuesday',
    start_time: '18:00:00',
    end_time: '20:00:00',
    max_participants: 8,
    number_of_bays: 2,
    is_active: true,
    created_at: new Date().toISOString(),
  };
}
