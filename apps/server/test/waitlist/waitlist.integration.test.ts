// "Notify me" for a full slot over real SMTP (docs/decisions/134-full-slot-waitlist.md): a member waits for a full
// slot, is e-mailed once when a bay frees up, and nothing is ever booked on their behalf.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, WAITLIST_MESSAGES } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const SLOT = { bookingDate: TOMORROW, startTime: '18:00', endTime: '19:00' };

describeEachDatabase(
  'slot waitlist',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
    });

    async function fullSlot() {
      const holders = [await ctx.signInAs({ isMember: true }), await ctx.signInAs({ isMember: true })];
      const ids: number[] = [];
      for (const h of holders) {
        const r = await h.client.post('/api/bookings', { simulatorId: 1, ...SLOT });
        expect(r.status).toBe(201);
        ids.push(Number(r.body.id));
      }
      return holders.map((h, i) => ({ ...h, bookingId: ids[i]! }));
    }

    it('e-mails the waiting member once when a bay frees up, and books nothing for them', async () => {
      const [a, b] = await fullSlot();
      const waiter = await ctx.signInAs({ isMember: true });
      const joined = await waiter.client.post('/api/waitlist', SLOT);
      expect(joined.status).toBe(201);
      expect(joined.body).toMatchObject({
        bookingDate: TOMORROW,
        startTime: '18:00:00',
        endTime: '19:00:00',
        notifiedAt: null,
      });
      // Asking twice is the same entry.
      expect((await waiter.client.post('/api/waitlist', SLOT)).body.id).toBe(joined.body.id);

      expect((await a!.client.delete(`/api/bookings/${a!.bookingId}`)).status).toBe(204);
      const mail = await inbox.waitFor(
        (m) => m.envelopeTo.includes(waiter.user.email) && /A bay is free/.test(m.subject),
      );
      expect(mail.subject).toBe('A bay is free: Thursday, January 14, 2027 at 6:00 PM EST');
      expect(mail.text).toContain('a bay has freed up for Thursday, January 14, 2027, 6:00 PM - 7:00 PM EST, the time');
      expect(mail.text).toContain('It is not booked for you');

      // Booked again and freed again: never a second e-mail for the same entry.
      const again = await a!.client.post('/api/bookings', { simulatorId: 1, ...SLOT });
      expect(again.status).toBe(201);
      expect((await b!.client.delete(`/api/bookings/${b!.bookingId}`)).status).toBe(204);
      await ctx.app.services.settle();
      expect(inbox.messages.filter((m) => /A bay is free/.test(m.subject))).toHaveLength(1);

      expect((await waiter.client.get('/api/user/bookings')).body).toEqual([]);
      const list = await waiter.client.get('/api/waitlist');
      expect(list.body).toHaveLength(1);
      expect(list.body[0].notifiedAt).not.toBeNull();
    });

    it('two bays freed at the same moment still send one e-mail (the notice is claimed atomically)', async () => {
      const [a, b] = await fullSlot();
      const waiter = await ctx.signInAs({ isMember: true });
      expect((await waiter.client.post('/api/waitlist', SLOT)).status).toBe(201);

      const cancels = await Promise.all([
        a!.client.delete(`/api/bookings/${a!.bookingId}`),
        b!.client.delete(`/api/bookings/${b!.bookingId}`),
      ]);
      expect(cancels.map((r) => r.status)).toEqual([204, 204]);
      await inbox.waitFor((m) => m.envelopeTo.includes(waiter.user.email) && /A bay is free/.test(m.subject));
      await ctx.app.services.settle();
      expect(inbox.messages.filter((m) => /A bay is free/.test(m.subject))).toHaveLength(1);
    });

    it('refuses a slot that can be booked now, a league or past time, and a bad time', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const free = await client.post('/api/waitlist', { ...SLOT, startTime: '08:00', endTime: '09:00' });
      expect(free.status).toBe(409);
      expect(free.body).toMatchObject({ code: 'WAITLIST_SLOT_FREE', message: WAITLIST_MESSAGES.slotFree });
      expect(
        (await client.post('/api/waitlist', { ...SLOT, bookingDate: TODAY, startTime: '09:00', endTime: '10:00' }))
          .status,
      ).toBe(422);
      expect((await client.post('/api/waitlist', { ...SLOT, startTime: '18:15' })).status).toBe(400);
      expect((await client.post('/api/waitlist', { ...SLOT, simulatorId: 1 })).status).toBe(400);
      const regular = await ctx.signInAs();
      expect((await regular.client.post('/api/waitlist', SLOT)).status).toBe(403);
    });

    it('follows the configured booking window: refused beyond it as a booking is, accepted within a longer one', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const waiter = await ctx.signInAs({ isMember: true });
      const day15 = { ...SLOT, bookingDate: addDaysToDateString(TODAY, 15) };
      expect((await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 10 })).status).toBe(200);
      const booking = await waiter.client.post('/api/bookings', { simulatorId: 1, ...day15 });
      expect(booking.status).toBe(422);
      const notify = await waiter.client.post('/api/waitlist', day15);
      expect(notify.status).toBe(422);
      expect(notify.body).toMatchObject({
        code: 'BOOKING_OUTSIDE_WINDOW',
        message: 'Bookings can be made from today up to 10 days ahead.',
      });
      expect(notify.body.message).toBe(booking.body.message);

      expect((await admin.patch('/api/admin/facility-settings', { bookingWindowDays: 40 })).status).toBe(200);
      const day35 = { ...SLOT, bookingDate: addDaysToDateString(TODAY, 35) };
      for (let i = 0; i < 2; i++) {
        const holder = await ctx.signInAs({ isMember: true });
        expect((await holder.client.post('/api/bookings', { simulatorId: 1, ...day35 })).status).toBe(201);
      }
      const joined = await waiter.client.post('/api/waitlist', day35);
      expect(joined.status).toBe(201);
      expect(joined.body).toMatchObject({ bookingDate: day35.bookingDate, startTime: '18:00:00' });
    });

    it('a member leaves the list; nobody else can remove their entry', async () => {
      await fullSlot();
      const waiter = await ctx.signInAs({ isMember: true });
      const other = await ctx.signInAs({ isMember: true });
      const joined = await waiter.client.post('/api/waitlist', SLOT);
      expect((await other.client.delete(`/api/waitlist/${joined.body.id}`)).status).toBe(404);
      expect((await waiter.client.delete(`/api/waitlist/${joined.body.id}`)).status).toBe(204);
      expect((await waiter.client.get('/api/waitlist')).body).toEqual([]);
    });
  },
  { env: smtp.env, now: () => NOW },
);
