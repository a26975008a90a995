// The booking dialog's details and no-shows over real HTTP on SQLite and Postgres
// (docs/decisions/266-the-booking-dialog-and-no-shows.md): the member's name, phone, e-mail and last bookings (newest
// first, how each went), the shot files uploaded for the booking; marking a no-show once the facility's grace time
// after the start has passed (not a walk-in, not sooner, not while checked in), taking it back, a check-in clearing
// it, each change once in the activity log; desk staff and admins only.
import { addDaysToDateString, facilityInstant, FRONT_DESK_MESSAGES, garminCsvOf, syntheticShots } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest, guestWalkIn } from '../support/requests';

const TODAY = '2027-02-10'; // a Wednesday
const day = (offset: number) => addDaysToDateString(TODAY, offset);
const clock = { now: facilityInstant(TODAY, '10:16') };

const details = (client: TestClient, id: number) => client.get(`/api/desk/bookings/${id}`);
const noShow = (client: TestClient, id: number, value: boolean) =>
  client.put(`/api/desk/bookings/${id}/no-show`, { noShow: value });

describeEachDatabase(
  'the booking dialog: details and no-shows',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '10:16');
    });

    /** Sam Lee's bookings 3, 2 and 1 days ago at 6 PM and today 10:00-11:00 (made before each), as ids. */
    async function samWithVisits() {
      const sam = await ctx.signInAs({
        isMember: true,
        name: 'Sam Lee',
        phone: '(407) 555-0142',
        email: 'sam.lee@example.com',
      });
      const ids: number[] = [];
      clock.now = facilityInstant(day(-4), '09:00');
      for (const offset of [-3, -2, -1]) {
        const made = await sam.client.post('/api/bookings', bookingRequest(day(offset), '18:00', '19:00', 2));
        expect(made.status).toBe(201);
        ids.push(made.body.id as number);
      }
      const today = await sam.client.post('/api/bookings', bookingRequest(TODAY, '10:00', '11:00'));
      expect(today.status).toBe(201);
      clock.now = facilityInstant(TODAY, '10:16');
      return { sam, earlier: ids, today: today.body.id as number };
    }

    it("shows the member's phone, e-mail, last bookings and the booking's shot files to the desk", async () => {
      const { sam, earlier, today } = await samWithVisits();
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      // The day before yesterday's was a no-show (any day's booking may be marked).
      expect((await noShow(admin, earlier[1]!, true)).status).toBe(200);
      // Yesterday's was checked in (written as the desk would have, a day ago).
      await ctx
        .db('bookings')
        .where({ id: earlier[2] })
        .update({ arrived_at: facilityInstant(day(-1), '17:55').toISOString() });

      const first = await details(desk, today);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        id: today,
        noShowAt: null,
        member: {
          id: sam.user.id,
          name: 'Sam Lee',
          phone: '(407) 555-0142',
          email: 'sam.lee@example.com',
          recentVisits: [
            expect.objectContaining({
              id: earlier[2],
              bookingDate: day(-1),
              startTime: '18:00:00',
              simulatorId: 2,
              arrivedAt: facilityInstant(day(-1), '17:55').toISOString(),
              noShowAt: null,
            }),
            expect.objectContaining({
              id: earlier[1],
              bookingDate: day(-2),
              arrivedAt: null,
              noShowAt: expect.any(String),
            }),
            expect.objectContaining({ id: earlier[0], bookingDate: day(-3), arrivedAt: null, noShowAt: null }),
          ],
        },
        shotFiles: [],
      });

      // The desk uploads Sam's session file for this booking: listed with its name, when and how many shots.
      const form = new FormData();
      form.append('userId', String(sam.user.id));
      form.append('bookingId', String(today));
      form.append(
        'file',
        new Blob([garminCsvOf(syntheticShots(4, 7), { date: TODAY, time: '10:05' })]),
        'bay1-sam.csv',
      );
      const uploaded = await admin.post('/api/user/shot-sessions', undefined, { form });
      expect(uploaded.status).toBe(201);
      const after = await details(desk, today);
      expect(after.body.shotFiles).toEqual([
        { id: expect.any(Number), fileName: 'bay1-sam.csv', importedAt: clock.now.toISOString(), shots: 7 },
      ]);
      // The first booking has no earlier ones.
      expect((await details(desk, earlier[0]!)).body.member.recentVisits).toEqual([]);
    });

    it('marks a started booking a no-show once, takes it back, and a check-in clears it; each change logged once', async () => {
      const { today } = await samWithVisits();
      const { user: staff, client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const log = async () =>
        (
          (await admin.get('/api/admin/activity?pageSize=100')).body.items as Array<{
            action: string;
            actorId: number;
            targetId: number;
          }>
        )
          .filter((e) => e.targetId === today)
          .map((e) => e.action)
          .reverse();

      const marked = await noShow(desk, today, true);
      expect(marked.status).toBe(200);
      expect(marked.body.noShowAt).toBe(clock.now.toISOString());
      // Marking again changes nothing and records nothing.
      clock.now = facilityInstant(TODAY, '10:20');
      expect((await noShow(desk, today, true)).body.noShowAt).toBe(facilityInstant(TODAY, '10:16').toISOString());
      expect((await details(desk, today)).body.noShowAt).toBe(facilityInstant(TODAY, '10:16').toISOString());

      // Sam comes late: the check-in takes the mark back.
      expect((await desk.put(`/api/desk/bookings/${today}/arrival`, { arrived: true })).status).toBe(200);
      expect((await details(desk, today)).body.noShowAt).toBeNull();
      // Checked in: no no-show.
      const refused = await noShow(desk, today, true);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'NO_SHOW_NOT_ALLOWED', message: FRONT_DESK_MESSAGES.noShowArrived });

      expect((await desk.put(`/api/desk/bookings/${today}/arrival`, { arrived: false })).status).toBe(200);
      expect((await noShow(desk, today, true)).body.noShowAt).toBe(clock.now.toISOString());
      const undone = await noShow(desk, today, false);
      expect(undone.status).toBe(200);
      expect(undone.body.noShowAt).toBeNull();
      // A member's own booking is not a staff write: the log has only the desk's changes.
      expect(await log()).toEqual([
        'booking.no-show',
        'booking.checked-in',
        'booking.check-in-undone',
        'booking.no-show',
        'booking.no-show-undone',
      ]);
      const entries = (await admin.get('/api/admin/activity?pageSize=100')).body.items as Array<{
        action: string;
        actorId: number;
        before: unknown;
        after: unknown;
        targetId: number;
      }>;
      const first = entries.filter((e) => e.targetId === today && e.action === 'booking.no-show').at(-1)!;
      expect(first.actorId).toBe(staff.id);
      expect(first.before).toMatchObject({ noShowAt: null });
      expect(first.after).toMatchObject({ noShowAt: facilityInstant(TODAY, '10:16').toISOString() });
    });

    it("refuses a no-show before the start and on a walk-in, with the rule's words; 404 for none", async () => {
      const { client: member } = await ctx.signInAs({ isMember: true });
      const later = await member.post('/api/bookings', bookingRequest(TODAY, '14:00', '15:00'));
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const walkIn = await desk.post('/api/desk/walk-ins', guestWalkIn());
      expect(walkIn.status).toBe(201);

      const early = await noShow(desk, later.body.id as number, true);
      expect(early.status).toBe(409);
      expect(early.body).toEqual({
        code: 'NO_SHOW_NOT_ALLOWED',
        message: 'A booking can be marked a no-show 15 minutes after it starts.',
      });
      const guest = await noShow(desk, walkIn.body.id as number, true);
      expect(guest.status).toBe(409);
      expect(guest.body.message).toBe(FRONT_DESK_MESSAGES.noShowKind);
      // A guest's walk-in has no member to show.
      expect((await details(desk, walkIn.body.id as number)).body).toMatchObject({ member: null, shotFiles: [] });
      expect((await details(desk, 999999)).status).toBe(404);
      expect((await noShow(desk, 999999, true)).status).toBe(404);
      expect((await desk.put(`/api/desk/bookings/${later.body.id}/no-show`, { noShow: 'yes' })).status).toBe(400);
    });

    it("waits the facility's grace time after the start: 15 minutes, or what the admin sets", async () => {
      const { today } = await samWithVisits();
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      // Ten minutes into the 10:00 booking: late, not yet a no-show.
      clock.now = facilityInstant(TODAY, '10:10');
      const tooSoon = await noShow(desk, today, true);
      expect(tooSoon.status).toBe(409);
      expect(tooSoon.body).toEqual({
        code: 'NO_SHOW_NOT_ALLOWED',
        message: 'A booking can be marked a no-show 15 minutes after it starts.',
      });
      expect((await details(desk, today)).body.noShowAt).toBeNull();

      const set = await admin.patch('/api/admin/facility-settings', { noShowGraceMinutes: 30 });
      expect(set.status).toBe(200);
      expect(set.body.noShowGraceMinutes).toBe(30);
      expect((await ctx.client().get('/api/facility')).body.rules.noShowGraceMinutes).toBe(30);
      clock.now = facilityInstant(TODAY, '10:29');
      expect((await noShow(desk, today, true)).body.message).toBe(
        'A booking can be marked a no-show 30 minutes after it starts.',
      );
      clock.now = facilityInstant(TODAY, '10:30');
      expect((await noShow(desk, today, true)).status).toBe(200);

      const wrong = await admin.patch('/api/admin/facility-settings', { noShowGraceMinutes: 7.5 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ noShowGraceMinutes: ['Enter whole minutes from 0 to 120, e.g. 15'] });
    });

    it('members, coaches and regular users are refused the details and the mark', async () => {
      const { today } = await samWithVisits();
      for (const who of [{ isMember: true }, { isCoach: true }, {}]) {
        const { client } = await ctx.signInAs(who);
        expect((await details(client, today)).status).toBe(403);
        expect((await noShow(client, today, true)).status).toBe(403);
      }
      expect((await details(ctx.client(), today)).status).toBe(401);
    });
  },
  { now: () => clock.now },
);
