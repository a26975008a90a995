// The mail outbox's guarantees (docs/decisions/194-one-mail-outbox.md), on SQLite and Postgres over real SMTP: a change
// whose transaction rolls back sends nothing; with the mail server down a committed change's e-mail is kept and sent
// by the mail delivery job once the server is back; a process that stops (or dies mid-send) loses nothing, and an
// e-mail is sent and marked sent once however many processes run the job.
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createUnitOfWorkRunner } from '../../src/db/unit-of-work';
import { initialDelivery } from '../../src/mail/delivery';
import { createMailer } from '../../src/mail/mailer';
import { createOutboxRepository } from '../../src/mail/outbox-repository';
import { describeEachDatabase } from '../support/databases';
import { warningsLog } from '../support/warnings-log';
import { startSmtpInbox, smtpEnv, type SmtpInbox } from '../support/smtp-inbox';

const TODAY = '2027-01-13';
const START = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const smtpPort = await freePort();
const clock = { now: START };
const { log, warnings } = warningsLog();
const DEMO_REQUEST = { name: 'Jane Doe', email: 'jane@example.com', phone: '407-555-0142', interest: 'free_sim_demo' };
const later = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000);

describeEachDatabase(
  'mail outbox',
  (ctx) => {
    let inbox: SmtpInbox | undefined;
    const outbox = () => ctx.db('mail_outbox').select('*').orderBy('id');
    const mailDelivery = () => ctx.app.services.jobs.mailDelivery;
    /** An app instance whose mail server is down (another server process, as far as the database is concerned). */
    async function processWithoutMail() {
      const mailer = createMailer({ ...ctx.env, SMTP_PORT: await freePort() }, { timeoutMs: 1_000 });
      const instance = await ctx.startInstance({ now: () => clock.now, mailer, log });
      return {
        ...instance,
        async close() {
          await instance.close();
          mailer.close();
        },
      };
    }

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = START;
      warnings.length = 0;
      inbox ??= await startSmtpInbox(smtpPort);
      inbox.clear();
    });
    afterAll(async () => {
      await inbox?.close();
      inbox = undefined;
    });

    it('a change whose transaction rolls back leaves no e-mail and sends none', async () => {
      const transaction = createUnitOfWorkRunner(ctx.db);
      let sentAtOnce: Promise<boolean> | undefined;
      await expect(
        transaction(async (unitOfWork) => {
          const queued = await ctx.app.services.outbox.add(
            [{ mail: { to: 'member@example.com', subject: 'Never sent', text: 'x' }, about: 'a rolled-back change' }],
            unitOfWork,
          );
          sentAtOnce = queued.sentAtOnce;
          throw new Error('the change is refused');
        }),
      ).rejects.toThrow('the change is refused');
      expect(await sentAtOnce).toBe(false);
      expect(await outbox()).toEqual([]);
      clock.now = later(120);
      expect(await mailDelivery().runOnce()).toEqual({ attempted: 0, sent: 0 });
      await ctx.app.services.settle();
      expect(inbox!.messages).toEqual([]);
    });

    it('keeps a committed change’s e-mails while the mail server is down, and the job sends them once it is back', async () => {
      const down = await processWithoutMail();
      const user = await ctx.createMember({ email: 'sam@example.com', username: 'sam@example.com' });
      const member = down.client();
      expect((await member.post('/api/login', { username: user.email, password: user.password })).status).toBe(200);
      // A booking (told by a committed-change listener) and a cancellation request (queued in its own transaction).
      const booked = await member.post('/api/bookings', {
        simulatorId: 1,
        bookingDate: TOMORROW,
        startTime: '10:00',
        endTime: '11:00',
      });
      expect(booked.status).toBe(201);
      expect((await member.post('/api/user/cancel-membership', { reason: 'Moving' })).status).toBe(201);
      const [request] = await ctx.db('membership_requests').select('id');
      await vi.waitFor(async () => expect(await outbox()).toHaveLength(2));
      await down.close();

      const kept = await outbox();
      // The booking's listener runs after its answer: the two rows may be written in either order.
      expect(kept.map((r) => [r.about, r.status, Number(r.attempts)]).sort()).toEqual([
        [`booking ${booked.body.id} (booked)`, 'pending', 1],
        [`membership request #${request.id}`, 'pending', 1],
      ]);
      expect(kept.every((r) => /ECONNREFUSED/.test(String(r.last_error)))).toBe(true);
      expect(warnings.filter((w) => w.startsWith('[mail] could not send'))).toHaveLength(2);
      expect(inbox!.messages).toEqual([]);

      // The mail server is back; the first retry is due a minute after the failure.
      clock.now = later(2);
      expect(await mailDelivery().runOnce()).toEqual({ attempted: 2, sent: 2 });
      await inbox!.waitFor((m) => m.subject.startsWith('Booking Confirmed'));
      // The team's e-mail names the member by display name (none given: the part of the address before '@').
      await inbox!.waitFor((m) => m.subject === 'Membership cancellation request from sam');
      expect(inbox!.messages.map((m) => m.envelopeTo)).toEqual(
        expect.arrayContaining([['sam@example.com'], ['team@longwoodgolf.example']]),
      );
      expect((await outbox()).map((r) => [r.status, Number(r.attempts), r.sent_at])).toEqual([
        ['sent', 2, clock.now.toISOString()],
        ['sent', 2, clock.now.toISOString()],
      ]);
    });

    it('a process that stops, or dies before its first attempt, loses nothing, and two processes send an e-mail once', async () => {
      // Stopped with the mail server down: the e-mail is pending in the database.
      const down = await processWithoutMail();
      const asked = await down.client().post('/api/contact', DEMO_REQUEST);
      expect(asked.status).toBe(201);
      await down.close();
      // Died after its commit, before its first attempt: the row is leased to the dead process.
      await createOutboxRepository(ctx.db).insert([
        {
          about: 'an e-mail whose sender died',
          mail: { to: 'member@example.com', subject: 'Sent after the lease ran out', text: 'x' },
          expiresAt: null,
          createdAt: clock.now.toISOString(),
          delivery: initialDelivery(clock.now),
        },
      ]);

      // Restarted: two processes run the job at the same moment.
      const other = await ctx.startInstance({ now: () => clock.now, log });
      const both = () => Promise.all([mailDelivery().runOnce(), other.app.services.jobs.mailDelivery.runOnce()]);
      clock.now = later(1.5);
      expect(sum(await both())).toEqual({ attempted: 1, sent: 1 }); // the demo request's retry is due; the lease is not
      clock.now = later(1);
      expect(sum(await both())).toEqual({ attempted: 1, sent: 1 }); // the lease has run out
      clock.now = later(120);
      expect(sum(await both())).toEqual({ attempted: 0, sent: 0 });
      await other.close();

      await inbox!.waitFor((m) => m.subject === 'New demo request from Jane Doe');
      await inbox!.waitFor((m) => m.subject === 'Sent after the lease ran out');
      await ctx.app.services.settle();
      expect(inbox!.messages.map((m) => m.subject).sort()).toEqual([
        'New demo request from Jane Doe',
        'Sent after the lease ran out',
      ]);
      expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent']);
    });

    it('a server process sends what a stopped one left pending as soon as it starts, and stops its jobs on SIGTERM', async () => {
      const realNow = new Date();
      await createOutboxRepository(ctx.db).insert([
        {
          about: 'left by a stopped process',
          mail: { to: 'member@example.com', subject: 'Sent by the next process', text: 'x' },
          expiresAt: null,
          createdAt: realNow.toISOString(),
          delivery: { status: 'pending', attempts: 1, lastError: 'ECONNREFUSED', nextAttemptAt: realNow.toISOString() },
        },
      ]);
      const server = await ctx.startProcess();
      await inbox!.waitFor((m) => m.subject === 'Sent by the next process', 15_000);
      await vi.waitFor(async () => expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 }));
      expect(await server.stop()).toBe(0);
    });
  },
  { env: { ...smtpEnv(smtpPort), FACILITY_TEAM_EMAIL: 'team@longwoodgolf.example' }, now: () => clock.now, log },
);

const sum = (runs: Array<{ attempted: number; sent: number }>) =>
  runs.reduce((a, b) => ({ attempted: a.attempted + b.attempted, sent: a.sent + b.sent }), { attempted: 0, sent: 0 });
