// POST /api/contact against a real SMTP server: the request and the team's e-mail are stored together, the team is
// e-mailed, a failed e-mail is kept pending in the mail outbox and retried by the mail delivery job, and spam is
// throttled per IP.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { freePort } from '@longwood/test-support/free-port';
import { describeEachDatabase } from '../support/databases';
import { warningsLog } from '../support/warnings-log';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

const TEAM = 'team@longwoodgolf.example';
const smtpPort = await freePort();
const clock = { now: new Date('2026-11-21T18:05:00.000Z') };
const { log, warnings } = warningsLog();

const validForm = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '407-555-0142',
  interest: 'free_sim_demo',
  message: 'Can I bring my own clubs?',
};

describeEachDatabase(
  'contact form',
  (ctx) => {
    let inbox: SmtpInbox | undefined;
    const startInbox = async () => {
      inbox = await startSmtpInbox(smtpPort);
      return inbox;
    };
    const stopInbox = async () => {
      await inbox?.close();
      inbox = undefined;
    };
    const rows = () => ctx.db('contact_submissions').select('*').orderBy('id');
    /** The team e-mails in the outbox, oldest first. */
    const outbox = () => ctx.db('mail_outbox').select('*').orderBy('id');
    const deliveryJob = () => ctx.app.services.jobs.mailDelivery;

    beforeAll(startInbox);
    afterAll(stopInbox);
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = new Date('2026-11-21T18:05:00.000Z');
      warnings.length = 0;
      if (!inbox) await startInbox();
      inbox?.clear();
    });
    afterEach(() => {
      expect(warnings.filter((w) => !w.startsWith('[mail] could not send'))).toEqual([]);
    });

    it('stores the demo request and e-mails the team with every field, replying to the visitor', async () => {
      const res = await ctx.client().post('/api/contact', validForm);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message:
          "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
      });

      const [row] = await rows();
      expect(row).toMatchObject({
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '407-555-0142',
        interest: 'free_sim_demo',
        message: 'Can I bring my own clubs?',
      });
      expect(row.created_at).toBe('2026-11-21T18:05:00.000Z');
      const [queued] = await outbox();
      expect(queued).toMatchObject({ about: `demo request #${row.id}`, status: 'sent', last_error: null });
      expect(Number(queued.attempts)).toBe(1);
      expect(queued.sent_at).toBe('2026-11-21T18:05:00.000Z');

      const mail = await inbox!.waitFor((m) => m.subject === 'New demo request from Jane Doe');
      expect(mail.envelopeTo).toEqual([TEAM]);
      expect(mail.to).toEqual([TEAM]);
      expect(mail.replyTo).toEqual([{ name: 'Jane Doe', address: 'jane.doe@example.com' }]);
      expect(mail.text).toContain('Name: Jane Doe');
      expect(mail.text).toContain('Email: jane.doe@example.com');
      expect(mail.text).toContain('Phone: 407-555-0142');
      expect(mail.text).toContain('Interest: Free 2-Hour Simulator Demo');
      // 18:05 UTC is 1:05 PM in Longwood (EST) whatever the machine's time zone.
      expect(mail.text).toContain('Submitted: Saturday, November 21, 2026 at 1:05 PM EST');
      expect(mail.text).toContain('Can I bring my own clubs?');
      expect(inbox!.messages).toHaveLength(1);
    });

    it("stores an empty message as 'No Message' and accepts the other interests of the documented enum", async () => {
      expect((await ctx.client().post('/api/contact', { ...validForm, message: '' })).status).toBe(201);
      expect(
        (
          await ctx
            .client()
            .post('/api/contact', { ...validForm, name: 'Sam Lee', interest: 'lessons', message: undefined })
        ).status,
      ).toBe(201);
      const stored = await rows();
      expect(stored.map((r) => [r.interest, r.message])).toEqual([
        ['free_sim_demo', 'No Message'],
        ['lessons', 'No Message'],
      ]);
      const lessons = await inbox!.waitFor((m) => m.subject === 'New lessons inquiry from Sam Lee');
      expect(lessons.text).toContain('Message:\nNo Message');
    });

    it('answers 400 with the documented messages and stores nothing for invalid forms', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ ...validForm, name: 'J' }, 'name', 'Name must be at least 2 characters'],
        [{ ...validForm, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
        [{ ...validForm, phone: '555-0142' }, 'phone', 'Please enter a valid phone number'],
        [{ ...validForm, interest: undefined }, 'interest', 'Please select an option'],
        [{ ...validForm, interest: 'golf_cart' }, 'interest', 'Please select an option'],
      ];
      for (const [body, field, message] of cases) {
        const res = await ctx.client().post('/api/contact', body);
        expect(res.status, field).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.body.fieldErrors[field]).toEqual([message]);
      }
      expect(await rows()).toEqual([]);
      expect(inbox!.messages).toEqual([]);
    });

    it('keeps the request when the mail server is down and delivers it later with backoff', async () => {
      await stopInbox();
      const res = await ctx.client().post('/api/contact', validForm);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(
        "Thank you for your inquiry. We've received your request and our team will get back to you soon.",
      );

      expect(await rows()).toHaveLength(1);
      let [row] = await outbox();
      expect(row.status).toBe('pending');
      expect(Number(row.attempts)).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      // First retry one minute after the failure.
      expect(row.next_attempt_at).toBe('2026-11-21T18:06:00.000Z');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('could not send "New demo request from Jane Doe" for demo request #1');

      const job = deliveryJob();
      // Not due yet: nothing is attempted.
      expect(await job.runOnce()).toEqual({ attempted: 0, sent: 0 });

      // Still down when it comes due: second failure, next try 4 minutes later.
      clock.now = new Date('2026-11-21T18:06:30.000Z');
      expect(await job.runOnce()).toEqual({ attempted: 1, sent: 0 });
      [row] = await outbox();
      expect(row.status).toBe('pending');
      expect(Number(row.attempts)).toBe(2);
      expect(row.next_attempt_at).toBe('2026-11-21T18:10:30.000Z');

      // The server is back: the next due pass delivers it.
      const back = await startInbox();
      clock.now = new Date('2026-11-21T18:11:00.000Z');
      expect(await job.runOnce()).toEqual({ attempted: 1, sent: 1 });
      const mail = await back.waitFor((m) => m.subject === 'New demo request from Jane Doe');
      expect(mail.text).toContain('Phone: 407-555-0142');
      [row] = await outbox();
      expect(row).toMatchObject({ status: 'sent', last_error: null, next_attempt_at: null });
      expect(Number(row.attempts)).toBe(3);
      // Sent ones are never sent again.
      clock.now = new Date('2026-11-21T20:00:00.000Z');
      expect(await job.runOnce()).toEqual({ attempted: 0, sent: 0 });
    });

    it('sends a pending request once even when two workers (two server processes) retry at the same moment', async () => {
      await stopInbox();
      expect((await ctx.client().post('/api/contact', validForm)).status).toBe(201);
      await ctx.app.services.settle(); // its attempt right after the commit has failed
      const back = await startInbox();
      clock.now = new Date(clock.now.getTime() + 5 * 60_000);
      const other = await ctx.startInstance({ now: () => clock.now, log });
      const runs = await Promise.all([deliveryJob().runOnce(), other.app.services.jobs.mailDelivery.runOnce()]);
      expect(runs.reduce((n, r) => n + r.attempted, 0)).toBe(1);
      await back.waitFor((m) => m.subject === 'New demo request from Jane Doe');
      await Promise.all([ctx.app.services.settle(), other.app.services.settle()]);
      expect(back.messages).toHaveLength(1);
      expect((await outbox())[0].status).toBe('sent');
      await other.close();
    });

    it("gives up after 5 attempts and leaves the request stored as 'failed'", async () => {
      await stopInbox();
      expect((await ctx.client().post('/api/contact', validForm)).status).toBe(201);
      for (let i = 0; i < 6; i += 1) {
        clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000);
        await deliveryJob().runOnce();
      }
      const [row] = await outbox();
      expect(row.status).toBe('failed');
      expect(Number(row.attempts)).toBe(5);
      expect(row.next_attempt_at).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect((await rows())[0].name).toBe('Jane Doe');
      expect(warnings.at(-1)).toContain('giving up');
    });

    it('limits one network to 5 requests an hour', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await ctx.client().post('/api/contact', { ...validForm, name: `Visitor ${i}` })).status).toBe(201);
      }
      const blocked = await ctx.client().post('/api/contact', validForm);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/several requests from your network/);
      expect(await rows()).toHaveLength(5);

      clock.now = new Date(clock.now.getTime() + 61 * 60_000);
      expect((await ctx.client().post('/api/contact', validForm)).status).toBe(201);
    });
  },
  {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), FACILITY_TEAM_EMAIL: TEAM },
    now: () => clock.now,
    log,
  },
);
