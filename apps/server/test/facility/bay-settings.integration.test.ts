// The bays as facility settings over real HTTP on SQLite and Postgres
// (docs/decisions/229-bays-as-facility-settings.md): an admin adds a third bay and members book it; retires it and
// a new booking there is refused while the one already made is kept and listed; renames a bay and the public facts
// and the bookings name it so; invalid lists are refused beside their field; a save over a newer version is 409;
// every change is in the activity log with before and after; only admins change the bays.
import { addDaysToDateString, BAY_MESSAGES, BOOKING_MESSAGES, facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { settingsChanges } from './settings-changes';
import { leagueRequest } from '../support/requests';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '06:00');
const TOMORROW = addDaysToDateString(TODAY, 1);

const SETTINGS = '/api/admin/facility-settings';
const DEFAULT_BAYS = [
  { id: 1, name: 'Bay 1', open: true },
  { id: 2, name: 'Bay 2', open: true },
];

const book = (client: TestClient, simulatorId: number, startTime = '10:00', endTime = '11:00') =>
  client.post('/api/bookings', { simulatorId, bookingDate: TOMORROW, startTime, endTime });

const publicBays = async (client: TestClient) => (await client.get('/api/facility')).body.bays as unknown;

describeEachDatabase(
  'bays as facility settings',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    it('a fresh install has Bay 1 and Bay 2, both open, for anyone and for admins', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect(await publicBays(ctx.client())).toEqual(DEFAULT_BAYS);
      expect((await admin.get(SETTINGS)).body.bays).toEqual(DEFAULT_BAYS);
    });

    it('a third bay is booked when bays 1 and 2 are taken; two bays were full before it was added', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const members = await Promise.all([1, 2, 3].map(() => ctx.signInAs({ isMember: true })));
      expect((await book(members[0]!.client, 1)).body.simulatorId).toBe(1);
      expect((await book(members[1]!.client, 1)).body.simulatorId).toBe(2);
      const full = await book(members[2]!.client, 1);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(BOOKING_MESSAGES.fullyBooked);

      const saved = await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { name: 'Bay 3' }] });
      expect(saved.status).toBe(200);
      expect(saved.body.bays).toEqual([...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: true }]);
      expect(await publicBays(ctx.client())).toEqual([...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: true }]);

      const third = await book(members[2]!.client, 1);
      expect(third.status).toBe(201);
      expect(third.body.simulatorId).toBe(3);
      const [mine] = (await members[2]!.client.get('/api/user/bookings')).body as { simulatorName: string }[];
      expect(mine!.simulatorName).toBe('Bay 3');
      // The member's day grid shows the third bay's booking too.
      const day = (await members[0]!.client.get(`/api/bookings?date=${TOMORROW}`)).body as { simulatorId: number }[];
      expect(day.map((o) => o.simulatorId).sort()).toEqual([1, 2, 3]);
    });

    it('a retired bay takes no new booking; the one made before is kept and listed', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: member } = await ctx.signInAs({ isMember: true });
      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { name: 'Bay 3' }] });
      const kept = await book(member, 3);
      expect(kept.status).toBe(201);
      expect(kept.body.simulatorId).toBe(3);

      const version = (await admin.get(SETTINGS)).body.version as number;
      const retired = await admin.patch(SETTINGS, {
        version,
        bays: [...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: false }],
      });
      expect(retired.status).toBe(200);
      expect(retired.body.version).toBe(version + 1);
      expect(await publicBays(ctx.client())).toEqual([...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: false }]);

      const { client: other } = await ctx.signInAs({ isMember: true });
      const refused = await book(other, 3, '12:00', '13:00');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'BOOKING_BAY_RETIRED', message: BOOKING_MESSAGES.bayRetired });
      // Staff cannot place one there either; a bay the facility does not have is a 400.
      const { user: memberUser } = await ctx.signInAs({ isMember: true });
      const staff = await admin.post('/api/admin/bookings', {
        userId: memberUser.id,
        simulatorId: 3,
        bookingDate: TOMORROW,
        startTime: '14:00',
        endTime: '15:00',
      });
      expect(staff.status).toBe(409);
      const unknown = await book(other, 9, '12:00', '13:00');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(BOOKING_MESSAGES.bayRequired);
      // With bays 1 and 2 taken, the retired bay is not chosen for anyone.
      await book(other, 1, '16:00', '17:00');
      const { client: third } = await ctx.signInAs({ isMember: true });
      await book(third, 1, '16:00', '17:00');
      const { client: fourth } = await ctx.signInAs({ isMember: true });
      expect((await book(fourth, 1, '16:00', '17:00')).status).toBe(409);

      // The booking made before is still the member's, and the admin's list of the bay's bookings shows it.
      const mine = (await member.get('/api/user/bookings')).body as { simulatorName: string; startTime: string }[];
      expect(mine.map((b) => [b.simulatorName, b.startTime])).toEqual([['Bay 3', '10:00:00']]);
      const listed = await admin.get(`/api/admin/all-bookings?simulatorId=3&from=${TODAY}`);
      expect(listed.status).toBe(200);
      expect(
        (listed.body.items as { id: number; simulatorName: string }[]).map((b) => [b.id, b.simulatorName]),
      ).toEqual([[kept.body.id, 'Bay 3']]);

      // Reopened, it takes bookings again.
      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: true }] });
      expect((await book(other, 3, '12:00', '13:00')).status).toBe(201);
    });

    it('a renamed bay is named so by the public facts and by the bookings on it', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await book(member, 2)).status).toBe(201);
      const before = (await ctx.client().get('/api/facility')).headers.get('etag');

      const saved = await admin.patch(SETTINGS, { bays: [DEFAULT_BAYS[0], { id: 2, name: 'The Back Nine Room' }] });
      expect(saved.status).toBe(200);
      const after = await ctx.client().get('/api/facility');
      expect(after.body.bays).toEqual([DEFAULT_BAYS[0], { id: 2, name: 'The Back Nine Room', open: true }]);
      expect(after.headers.get('etag')).not.toBe(before);

      const [mine] = (await member.get('/api/user/bookings')).body as { simulatorName: string }[];
      expect(mine!.simulatorName).toBe('The Back Nine Room');
      const listed = (await admin.get(`/api/admin/all-bookings?from=${TODAY}`)).body.items as {
        simulatorName: string;
      }[];
      expect(listed.map((b) => b.simulatorName)).toEqual(['The Back Nine Room']);
      expect((await member.get('/api/simulators')).body).toEqual([
        { id: 1, name: 'Bay 1' },
        { id: 2, name: 'The Back Nine Room' },
      ]);
    });

    it('a league uses at most the open bays: three once a third bay is added, and its schedule holds all three', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      // Thursdays from tomorrow, 18:00-20:00.
      const form = leagueRequest({
        name: 'Three bay league',
        startDate: TOMORROW,
        endDate: TOMORROW,
        dayOfWeek: 'Thursday',
        numberOfBays: 3,
        maxParticipants: 12,
      });
      const refused = await admin.post('/api/admin/leagues', form);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ numberOfBays: ['Maximum 2 bays available'] });

      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { name: 'Bay 3' }] });
      const created = await admin.post('/api/admin/leagues', { ...form, createSchedule: true });
      expect(created.status).toBe(201);
      expect(created.body.scheduleConflicts).toEqual([]);
      const { client: member } = await ctx.signInAs({ isMember: true });
      const night = (await member.get(`/api/bookings?date=${TOMORROW}`)).body as {
        simulatorId: number;
        kind: string;
      }[];
      expect(
        night
          .filter((o) => o.kind === 'league')
          .map((o) => o.simulatorId)
          .sort(),
      ).toEqual([1, 2, 3]);

      // With the third bay retired again, two is the most.
      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { id: 3, name: 'Bay 3', open: false }] });
      const again = await admin.post('/api/admin/leagues', { ...form, name: 'Another league' });
      expect(again.body.fieldErrors).toEqual({ numberOfBays: ['Maximum 2 bays available'] });
    });

    it.runIf(ctx.dialect === 'postgres')(
      'another process names, offers and refuses the bays as changed here, on its next request',
      async () => {
        const other = await ctx.startInstance({ now: () => NOW });
        try {
          // The other process keeps its copy of the settings, bays included...
          expect(await publicBays(other.client())).toEqual(DEFAULT_BAYS);
          const { client: admin } = await ctx.signInAs({ isAdmin: true });
          const bays = [DEFAULT_BAYS[0], { id: 2, name: 'Back bay', open: false }, { name: 'Bay 3' }];
          expect((await admin.patch(SETTINGS, { bays })).status).toBe(200);
          // ...and drops it when this one changes them.
          await expect
            .poll(async () => publicBays(other.client()), { timeout: 2_000, interval: 25 })
            .toEqual([DEFAULT_BAYS[0], { id: 2, name: 'Back bay', open: false }, { id: 3, name: 'Bay 3', open: true }]);
          // Its next booking follows them: the retired bay is refused, the new one is booked.
          const { client } = await ctx.signInAs({ isMember: true });
          const member = client.withBaseUrl(other.baseUrl);
          expect((await book(member, 2)).body.code).toBe('BOOKING_BAY_RETIRED');
          expect((await book(member, 3)).body.simulatorId).toBe(3);
        } finally {
          await other.close();
        }
      },
    );

    it('refuses invalid bay lists with a message beside the field, and changes nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const cases: [unknown, Record<string, string[]>][] = [
        [[DEFAULT_BAYS[0], { id: 2, name: '   ' }], { 'bays.1.name': [BAY_MESSAGES.nameRequired] }],
        [[DEFAULT_BAYS[0], { id: 2, name: 'x'.repeat(41) }], { 'bays.1.name': [BAY_MESSAGES.nameTooLong] }],
        [[DEFAULT_BAYS[0], { id: 2, name: 'BAY 1' }], { 'bays.1.name': [BAY_MESSAGES.nameTaken] }],
        [
          [
            { id: 1, name: 'Bay 1', open: false },
            { id: 2, name: 'Bay 2', open: false },
          ],
          { bays: [BAY_MESSAGES.noneOpen] },
        ],
        [[DEFAULT_BAYS[0]], { bays: [BAY_MESSAGES.missing] }],
        [[...DEFAULT_BAYS, { id: 7, name: 'Bay 7' }], { 'bays.2.id': [BAY_MESSAGES.unknown] }],
        [Array.from({ length: 13 }, (_, i) => ({ name: `Bay ${i + 1}` })), { bays: [BAY_MESSAGES.tooMany] }],
      ];
      for (const [bays, fieldErrors] of cases) {
        const res = await admin.patch(SETTINGS, { bays });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toMatchObject(fieldErrors);
      }
      expect((await admin.get(SETTINGS)).body).toMatchObject({ version: 1, bays: DEFAULT_BAYS });
    });

    it('refuses a save of the bays over a newer version (409) and keeps the newer change', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { version } = (await admin.get(SETTINGS)).body as { version: number };
      expect((await admin.patch(SETTINGS, { version, phone: '(407) 555-0199' })).status).toBe(200);
      const stale = await admin.patch(SETTINGS, { version, bays: [...DEFAULT_BAYS, { name: 'Bay 3' }] });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect(await publicBays(ctx.client())).toEqual(DEFAULT_BAYS);
    });

    it('only admins change the bays', async () => {
      const { client: member } = await ctx.signInAs({ isMember: true });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const bays = [...DEFAULT_BAYS, { name: 'Bay 3' }];
      for (const client of [member, desk]) expect((await client.patch(SETTINGS, { bays })).status).toBe(403);
      expect((await ctx.client().patch(SETTINGS, { bays })).status).toBe(401);
      expect(await publicBays(ctx.client())).toEqual(DEFAULT_BAYS);
    });

    it('records each change of the bays in the activity log, before and after; an unchanged list records nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'owner' });
      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { name: 'Bay 3' }] });
      await admin.patch(SETTINGS, { bays: [...DEFAULT_BAYS, { id: 3, name: 'Bay 3' }] });
      await admin.patch(SETTINGS, {
        bays: [DEFAULT_BAYS[0], { id: 2, name: 'Back bay' }, { id: 3, name: 'Bay 3', open: false }],
      });
      expect(await settingsChanges(admin)).toEqual([
        {
          actorName: 'owner',
          before: { bays: 'Bay 1, Bay 2, Bay 3' },
          after: { bays: 'Bay 1, Back bay, Bay 3 (retired)' },
        },
        { actorName: 'owner', before: { bays: 'Bay 1, Bay 2' }, after: { bays: 'Bay 1, Bay 2, Bay 3' } },
      ]);
    });
  },
  { now: () => NOW },
);
