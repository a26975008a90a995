// The facility's mail is no relay (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md), over real
// HTTP and SMTP on SQLite and Postgres: every e-mail a signed-in person can cause — a new verification link, the link
// after a change of address, a league partner's invitation — is limited per account and per recipient, exactly under
// a parallel burst, with 429 and Retry-After past it; the e-mails after a member's own bookings and lessons to an
// address not verified take the same places, but past them only the e-mail is left out, never the booking (nor a
// league join: decision 482); a name is
// greeted only when it is plain text. And three small
// ones: a reset feed address is read again at once, a verification link dies once the address changed away and back,
// and a player whose membership lapsed can still turn off a league's results e-mails.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { FEED_READ_LIMIT } from '../../src/features/calendar-feed/service';
import { MAIL_PER_ACCOUNT, MAIL_PER_RECIPIENT } from '../../src/mail/user-mail-limit';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { statusCounts, type TestClient } from '../support/http-client';
import { bookingRequest, leagueRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const NOW = facilityInstant('2026-11-21', '15:00');
const clock = { now: NOW };
const smtp = await suiteSmtpInbox();
const HOUR = 3_600_000;
const CONFIRM = 'Confirm your e-mail address';

describeEachDatabase(
  'mail a person causes',
  (ctx) => {
    const inbox = smtp.use(ctx);

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = NOW;
    });

    /**
     * What reached the SMTP server with `subject` (for `to`, when given), once the work after every answer has ended
     * and the outbox has tried everything it queued (the inbox has each message parsed before it accepts it).
     */
    async function received(subject: string, to?: string) {
      await ctx.app.services.settle();
      return inbox.messages.filter((m) => m.subject === subject && (!to || m.to.includes(to)));
    }

    describe('limits per account and per recipient', () => {
      it('a burst of new verification links sends exactly the recipient limit; the rest get 429 with Retry-After', async () => {
        const { user, client } = await ctx.signInAs({ emailVerified: false, email: 'pat@outside.example' });
        const burst = await Promise.all(Array.from({ length: 12 }, () => client.post('/api/user/email-verification')));
        expect(statusCounts(burst)).toEqual({ 204: MAIL_PER_RECIPIENT.max, 429: 12 - MAIL_PER_RECIPIENT.max });
        const refused = burst.find((res) => res.status === 429)!;
        expect(refused.body.code).toBe('RATE_LIMITED');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
        expect(await received(CONFIRM, user.email)).toHaveLength(MAIL_PER_RECIPIENT.max);

        clock.now = new Date(NOW.getTime() + HOUR + 1000);
        expect((await client.post('/api/user/email-verification')).status).toBe(204);
        expect(await received(CONFIRM, user.email)).toHaveLength(MAIL_PER_RECIPIENT.max + 1);
      });

      it('changes of address to outside addresses: at most the account limit, even in a parallel burst', async () => {
        const { client } = await ctx.signInAs({ name: 'Pat' });
        const addresses = Array.from({ length: 8 }, (_, i) => `target${i}@outside.example`);
        const burst = await Promise.all(
          addresses.map((email, i) =>
            client.patch('/api/user/profile', { username: `pat-${i}`, email, currentPassword: TEST_PASSWORD }),
          ),
        );
        expect(statusCounts(burst)).toEqual({ 200: MAIL_PER_ACCOUNT.max, 429: 8 - MAIL_PER_ACCOUNT.max });
        expect(await received(CONFIRM)).toHaveLength(MAIL_PER_ACCOUNT.max);
        // A refused change changed nothing: the account holds one of the accepted addresses.
        const accepted = burst.flatMap((res, i) => (res.status === 200 ? [addresses[i]] : []));
        expect(accepted).toContain(((await client.get('/api/user')).body as { email: string }).email);
      });

      it('join and leave cycles invite one member at most the recipient limit', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const league = await admin.post(
          '/api/admin/leagues',
          leagueRequest({
            name: 'Tuesday Scramble',
            leagueType: 'scramble',
            startDate: '2026-11-24',
            endDate: '2026-12-15',
            dayOfWeek: 'Tuesday',
          }),
        );
        expect(league.status, league.text).toBe(201);
        const partner = await ctx.createMember({ email: 'partner@example.com', name: 'Rory' });
        const lead = await ctx.signInAs({ isMember: true, name: 'Lead' });
        const statuses: number[] = [];
        for (let cycle = 0; cycle < 6; cycle += 1) {
          const joined = await lead.client.post(`/api/leagues/${league.body.id}/join`, {
            userId: lead.user.id,
            player2Name: 'Rory',
            player2Email: partner.email,
          });
          statuses.push(joined.status);
          if (joined.status === 201) await lead.client.delete(`/api/leagues/${league.body.id}/join`);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
        expect(await received('League invitation: Tuesday Scramble', partner.email)).toHaveLength(
          MAIL_PER_RECIPIENT.max,
        );
      });
    });

    describe("the e-mails after a member's own bookings and lessons", () => {
      const DAYS = [1, 2, 3, 4, 5, 6].map((n) => addDaysToDateString('2026-11-21', n));
      const sent = (prefix: string, to: string) =>
        inbox.messages.filter((m) => m.subject.startsWith(prefix) && m.to.includes(to));
      /** Once the work after every answer has ended and the outbox has tried all it queued. */
      const settled = () => ctx.app.services.settle();
      /** A booking on each of DAYS at once: every one is made. */
      const bookEveryDay = async (client: TestClient) => {
        const burst = await Promise.all(
          DAYS.map((day) => client.post('/api/bookings', bookingRequest(day, '10:00', '11:00'))),
        );
        expect(statusCounts(burst)).toEqual({ 201: DAYS.length });
        return burst;
      };
      const confirmed = (to: string, count: number) =>
        expect.poll(() => sent('Booking Confirmed', to).length, { timeout: 5_000 }).toBe(count);

      it("to an unverified stranger's address: every booking of a burst is made, three e-mails reach it", async () => {
        const { client } = await ctx.signInAs({
          isMember: true,
          emailVerified: false,
          email: 'stranger@outside.example',
        });
        const burst = await bookEveryDay(client);
        await confirmed('stranger@outside.example', MAIL_PER_RECIPIENT.max);
        // Cancelling them all is done too, and e-mails the stranger nothing more within the hour.
        const cancelled = await Promise.all(burst.map((made) => client.delete(`/api/bookings/${made.body.id}`)));
        expect(statusCounts(cancelled)).toEqual({ 204: DAYS.length });
        expect((await client.get('/api/user/bookings')).body).toEqual([]);
        await settled();
        expect(inbox.messages.filter((m) => m.to.includes('stranger@outside.example'))).toHaveLength(
          MAIL_PER_RECIPIENT.max,
        );

        // An hour later the address is written to again.
        clock.now = new Date(NOW.getTime() + HOUR + 1000);
        expect((await client.post('/api/bookings', bookingRequest(DAYS[1]!, '12:00', '13:00'))).status).toBe(201);
        await confirmed('stranger@outside.example', MAIL_PER_RECIPIENT.max + 1);
      });

      it('a league join from an unverified address past its limit goes ahead, its confirmation left out', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const league = await admin.post(
          '/api/admin/leagues',
          leagueRequest({ name: 'Thursday Net', startDate: '2026-11-26', endDate: '2026-12-17' }),
        );
        expect(league.status, league.text).toBe(201);
        const { user, client } = await ctx.signInAs({
          isMember: true,
          emailVerified: false,
          email: 'stranger@outside.example',
        });
        // Three e-mails went to the address this hour (its verification links): the recipient limit.
        for (let i = 0; i < MAIL_PER_RECIPIENT.max; i += 1) {
          expect((await client.post('/api/user/email-verification')).status).toBe(204);
        }
        const joined = await client.post(`/api/leagues/${league.body.id}/join`, { userId: user.id });
        expect(joined.status, joined.text).toBe(201);
        expect(
          (await client.get('/api/user/leagues')).body.map((l: { league: { name: string } }) => l.league.name),
        ).toEqual(['Thursday Net']);
        await settled();
        expect(sent('League registration confirmed', 'stranger@outside.example')).toEqual([]);
        expect(await received(CONFIRM, user.email)).toHaveLength(MAIL_PER_RECIPIENT.max);
      });

      it("to the member's own verified address: every booking of the burst is e-mailed", async () => {
        const { client } = await ctx.signInAs({ isMember: true, email: 'own@example.com' });
        await bookEveryDay(client);
        await confirmed('own@example.com', DAYS.length);
      });

      it('lessons to an unverified address: all booked, three reach the member, the coach gets each', async () => {
        const coach = await ctx.signInAs({ isCoach: true, email: 'coach@example.com' });
        const hours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
        expect((await coach.client.put(`/api/coaches/${coach.user.id}/hours`, { hours })).status).toBe(200);
        const { client } = await ctx.signInAs({
          isMember: true,
          emailVerified: false,
          email: 'stranger@outside.example',
        });
        const starts = ['09:00', '10:00', '11:00', '12:00', '13:00'];
        const burst = await Promise.all(
          starts.map((startTime) =>
            client.post('/api/lessons', {
              coachId: coach.user.id,
              bookingDate: DAYS[1],
              startTime,
              durationMinutes: 60,
            }),
          ),
        );
        expect(statusCounts(burst)).toEqual({ 201: starts.length });
        await expect.poll(() => sent('New Lesson', 'coach@example.com').length, { timeout: 5_000 }).toBe(starts.length);
        await settled();
        expect(sent('Lesson Confirmed', 'stranger@outside.example')).toHaveLength(MAIL_PER_RECIPIENT.max);
      });
    });

    describe("the notices of a member's waitlist entries", () => {
      it("to an unverified stranger's address: three of four freed slots are told within the hour", async () => {
        const DAYS = [1, 2, 3, 4].map((n) => addDaysToDateString('2026-11-21', n));
        const holders = [await ctx.signInAs({ isMember: true }), await ctx.signInAs({ isMember: true })];
        const held: number[] = [];
        for (const day of DAYS) {
          for (const holder of holders) {
            const made = await holder.client.post('/api/bookings', bookingRequest(day, '10:00', '11:00'));
            expect(made.status).toBe(201);
            if (holder === holders[0]) held.push(Number(made.body.id));
          }
        }
        const { client } = await ctx.signInAs({
          isMember: true,
          emailVerified: false,
          email: 'stranger@outside.example',
        });
        for (const day of DAYS) {
          expect(
            (await client.post('/api/waitlist', { bookingDate: day, startTime: '10:00', endTime: '11:00' })).status,
          ).toBe(201);
        }
        const freed = await Promise.all(held.map((id) => holders[0]!.client.delete(`/api/bookings/${id}`)));
        expect(statusCounts(freed)).toEqual({ 204: DAYS.length });
        await ctx.app.services.settle();
        expect(inbox.messages.filter((m) => /A bay is free/.test(m.subject))).toHaveLength(MAIL_PER_RECIPIENT.max);
        expect(inbox.messages.filter((m) => m.to.includes('stranger@outside.example'))).toHaveLength(
          MAIL_PER_RECIPIENT.max,
        );
        // The fourth entry is still open: it is told on a later change once the hour has passed.
        expect(
          (await client.get('/api/waitlist')).body.filter((e: { notifiedAt: string | null }) => !e.notifiedAt),
        ).toHaveLength(1);
      });
      it('a fault in the mail limit: the cancellation stands, the others waiting are told, the failed one later', async () => {
        const DAY = addDaysToDateString('2026-11-21', 2);
        const holders = [await ctx.signInAs({ isMember: true }), await ctx.signInAs({ isMember: true })];
        const held: number[] = [];
        for (const holder of holders) {
          const made = await holder.client.post('/api/bookings', bookingRequest(DAY, '10:00', '11:00'));
          expect(made.status).toBe(201);
          held.push(Number(made.body.id));
        }
        // The unverified address's notice takes a mail-limit place; the verified one's takes none. The first joins
        // first, so its failure comes before the other's notice.
        const unverified = await ctx.signInAs({ isMember: true, emailVerified: false, email: 'waits@outside.example' });
        const verified = await ctx.signInAs({ isMember: true, email: 'verified@member.example' });
        for (const { client } of [unverified, verified]) {
          const joined = await client.post('/api/waitlist', { bookingDate: DAY, startTime: '10:00', endTime: '11:00' });
          expect(joined.status).toBe(201);
        }
        const subject = 'A bay is free: Monday, November 23, 2026 at 10:00 AM EST';

        // The limiter's table is away while the first bay frees up: the cancellation is made all the same, and the
        // member whose notice needs no place is told.
        await ctx.db.schema.renameTable('rate_limit_hits', 'rate_limit_hits_away');
        try {
          expect((await holders[0]!.client.delete(`/api/bookings/${held[0]}`)).status).toBe(204);
          await ctx.app.services.settle();
        } finally {
          await ctx.db.schema.renameTable('rate_limit_hits_away', 'rate_limit_hits');
        }
        expect(await received(subject, 'verified@member.example')).toHaveLength(1);
        expect(inbox.messages.filter((m) => m.to.includes('waits@outside.example'))).toHaveLength(0);
        const open = (await unverified.client.get('/api/waitlist')).body as Array<{ notifiedAt: string | null }>;
        expect(open.map((e) => e.notifiedAt)).toEqual([null]);

        // The next change of that day tells the other, once.
        expect((await holders[1]!.client.delete(`/api/bookings/${held[1]}`)).status).toBe(204);
        expect(await received(subject, 'waits@outside.example')).toHaveLength(1);
        expect(inbox.messages.filter((m) => m.to.includes('verified@member.example'))).toHaveLength(1);
      });
    });

    describe('greetings', () => {
      it('greets by a plain name, and leaves out a name that reads as a link or an address', async () => {
        const plain = await ctx.signInAs({ emailVerified: false, name: 'Pat Doe', email: 'pat@outside.example' });
        const linky = await ctx.signInAs({
          emailVerified: false,
          name: 'Refund due: visit evil.example/claim now',
          email: 'victim@outside.example',
        });
        expect((await plain.client.post('/api/user/email-verification')).status).toBe(204);
        expect((await linky.client.post('/api/user/email-verification')).status).toBe(204);
        const [toPat] = await received(CONFIRM, 'pat@outside.example');
        const [toVictim] = await received(CONFIRM, 'victim@outside.example');
        expect(toPat!.text.split('\n')[0]).toBe('Hi Pat Doe,');
        expect(toVictim!.text.split('\n')[0]).toBe('Hi,');
        expect(toVictim!.text).not.toContain('evil.example');
        expect(toVictim!.html).not.toContain('evil.example');
      });
    });

    describe('notices', () => {
      it('tells the old address that the account moved to a new one, and how to take it back', async () => {
        const { client } = await ctx.signInAs({ username: 'pat-moves', email: 'old.home@example.com', name: 'Pat' });
        const changed = await client.patch('/api/user/profile', {
          username: 'pat-moves',
          email: 'new.home@example.com',
          currentPassword: TEST_PASSWORD,
        });
        expect(changed.status, changed.text).toBe(200);
        const [notice] = await received('Your e-mail address was changed', 'old.home@example.com');
        expect(notice!.text).toContain(
          'The e-mail address of your Longwood Golf account was changed to new.home@example.com.',
        );
        expect(notice!.text).toContain('If you did not change it, reset your password at once');
        expect(notice!.html).toContain('/forgot-password');
      });
    });

    describe('small ones', () => {
      it("a reset lifts a feed address's 429: the new address is read at once", async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        const path = new URL((await client.get('/api/user/calendar-feed')).body.url as string).pathname;
        const reads = await Promise.all(Array.from({ length: FEED_READ_LIMIT.max + 1 }, () => ctx.client().get(path)));
        expect(statusCounts(reads)).toEqual({ 200: FEED_READ_LIMIT.max, 429: 1 });
        const reset = await client.post('/api/user/calendar-feed/reset');
        const fresh = new URL(reset.body.url as string).pathname;
        expect((await ctx.client().get(fresh)).status).toBe(200);
        expect((await ctx.client().get(path)).status).toBe(404);
      });

      it('a verification link stops working once the address changed away and back', async () => {
        const { user, client } = await ctx.signInAs({
          emailVerified: false,
          username: 'pat-golfer',
          email: 'first@example.com',
        });
        expect((await client.post('/api/user/email-verification')).status).toBe(204);
        const [mail] = await received(CONFIRM, user.email);
        const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail!.text)![1]!);
        for (const email of ['second@example.com', 'first@example.com']) {
          const changed = await client.patch('/api/user/profile', {
            username: 'pat-golfer',
            email,
            currentPassword: TEST_PASSWORD,
          });
          expect(changed.status, changed.text).toBe(200);
        }
        const opened = await ctx.client().post('/api/email-verification', { token });
        expect([opened.status, opened.body.code]).toEqual([400, 'VERIFICATION_LINK_INVALID']);
        expect(((await client.get('/api/user')).body as { emailVerified: boolean }).emailVerified).toBe(false);
      });

      it("a player whose membership lapsed can still turn off the league's results e-mails", async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const league = await admin.post(
          '/api/admin/leagues',
          leagueRequest({ name: 'Thursday League', startDate: '2026-11-26', endDate: '2026-12-17' }),
        );
        const { user, client } = await ctx.signInAs({ isMember: true });
        expect((await client.post(`/api/leagues/${league.body.id}/join`, { userId: user.id })).status).toBe(201);
        expect((await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: false })).status).toBe(200);

        const off = await client.put(`/api/leagues/${league.body.id}/results-mail`, { resultsMail: false });
        expect([off.status, off.body]).toEqual([200, { resultsMail: false }]);
        expect((await client.get(`/api/leagues/${league.body.id}/results-mail`)).body).toEqual({ resultsMail: false });
        // Still only a player's own choice: someone who does not play in the league is refused.
        const stranger = await ctx.signInAs();
        const refused = await stranger.client.put(`/api/leagues/${league.body.id}/results-mail`, {
          resultsMail: false,
        });
        expect(refused.status).toBe(403);
      });
    });
  },
  { now: () => clock.now, env: smtp.env },
);
