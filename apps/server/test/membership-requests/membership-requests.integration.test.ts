// Membership (upgrade) requests and cancellation requests: stored, e-mailed to the team through a real SMTP
// server, never lost when the e-mail fails.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@longwood/test-support/free-port';
import { describeEachDatabase } from '../support/databases';
import { warningsLog } from '../support/warnings-log';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { membershipRequestFor } from '../support/requests';

const TEAM = 'frontdesk@longwoodgolf.example';
const smtpPort = await freePort();
const clock = { now: new Date('2026-11-21T15:00:00.000Z') };
const { log, warnings } = warningsLog();

describeEachDatabase(
  'membership requests',
  (ctx) => {
    let inbox: SmtpInbox | undefined;
    const startInbox = async () => {
      inbox = await startSmtpInbox(smtpPort);
      return inbox;
    };
    beforeAll(startInbox);
    afterAll(() => inbox?.close());
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = new Date('2026-11-21T15:00:00.000Z');
      warnings.length = 0;
      if (!inbox) await startInbox();
      inbox?.clear();
    });
    const stored = () => ctx.db('membership_requests').select('*').orderBy('id');
    /** The team e-mails in the outbox, oldest first. */
    const outbox = () => ctx.db('mail_outbox').select('*').orderBy('id');

    describe('POST /api/membership-request', () => {
      it('stores the request and e-mails the team', async () => {
        const { user, client } = await ctx.signInAs({ username: 'casey@example.com', email: 'casey@example.com' });
        const res = await client.post('/api/membership-request', membershipRequestFor(user));
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          message: 'Thank you! Your membership request has been sent. Our team will contact you soon.',
        });

        const [row] = await stored();
        expect(row).toMatchObject({
          request_type: 'join',
          name: 'Casey Putt',
          email: 'casey@example.com',
          phone: '407-555-0177',
          preferred_contact: 'phone',
          message: 'Evenings are best.',
        });
        expect(Number(row.user_id)).toBe(user.id);
        expect((await outbox())[0]).toMatchObject({ about: `membership request #${row.id}`, status: 'sent' });

        const mail = await inbox!.waitFor((m) => m.subject === 'New membership request from Casey Putt');
        expect(mail.envelopeTo).toEqual([TEAM]);
        expect(mail.replyTo).toEqual([{ name: 'Casey Putt', address: 'casey@example.com' }]);
        expect(mail.text).toContain('Phone: 407-555-0177');
        expect(mail.text).toContain('Preferred contact: Phone');
        expect(mail.text).toContain(`Account: casey@example.com (user #${user.id})`);
        expect(mail.text).toContain('Evenings are best.');
      });

      it("refuses another user's id, members, visitors and invalid forms", async () => {
        const { user, client } = await ctx.signInAs();
        const other = await ctx.createUser();
        const notMine = await client.post('/api/membership-request', membershipRequestFor(other));
        expect(notMine.status).toBe(403);
        expect(notMine.body).toEqual({
          code: 'NOT_OWNER',
          message: 'You can only send a membership request for your own account.',
        });

        expect((await ctx.client().post('/api/membership-request', membershipRequestFor(user))).status).toBe(401);

        const shortName = await client.post('/api/membership-request', { ...membershipRequestFor(user), name: 'C' });
        expect(shortName.status).toBe(400);
        expect(shortName.body.message).toBe('Name must be at least 2 characters');
        const shortPhone = await client.post('/api/membership-request', {
          ...membershipRequestFor(user),
          phone: '555-0177',
        });
        expect(shortPhone.status).toBe(400);
        expect(shortPhone.body.message).toBe('Phone number must be at least 10 characters');

        const member = await ctx.signInAs({ isMember: true });
        const already = await member.client.post('/api/membership-request', membershipRequestFor(member.user));
        expect(already.status).toBe(409);
        expect(already.body).toEqual({ code: 'ALREADY_MEMBER', message: 'You are already a member.' });

        expect(await stored()).toEqual([]);
        expect(inbox!.messages).toEqual([]);
      });

      it('keeps the request when the e-mail fails and the mail delivery job delivers it', async () => {
        await inbox!.close();
        inbox = undefined;
        const { user, client } = await ctx.signInAs();
        const res = await client.post('/api/membership-request', { ...membershipRequestFor(user), message: undefined });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          message: "Thank you! We've received your membership request. Our team will contact you soon.",
        });
        expect((await stored())[0]).toMatchObject({ message: null });
        expect((await outbox())[0]).toMatchObject({ status: 'pending' });
        expect(warnings).toHaveLength(1);

        const back = await startInbox();
        clock.now = new Date(clock.now.getTime() + 2 * 60_000);
        expect(await ctx.app.services.jobs.mailDelivery.runOnce()).toEqual({ attempted: 1, sent: 1 });
        const mail = await back.waitFor((m) => m.subject === 'New membership request from Casey Putt');
        expect(mail.text).toContain('Message:\nNo Message');
        expect((await outbox())[0].status).toBe('sent');
      });

      it('accepts at most 3 requests a day from one user', async () => {
        const { user, client } = await ctx.signInAs();
        for (let i = 0; i < 3; i += 1)
          expect((await client.post('/api/membership-request', membershipRequestFor(user))).status).toBe(201);
        const fourth = await client.post('/api/membership-request', membershipRequestFor(user));
        expect(fourth.status).toBe(429);
        clock.now = new Date(clock.now.getTime() + 25 * 60 * 60_000);
        expect((await client.post('/api/membership-request', membershipRequestFor(user))).status).toBe(201);
      });
    });

    describe('POST /api/user/cancel-membership', () => {
      it('records a cancellation request for a member, e-mails the team once, and keeps the membership', async () => {
        const { user, client } = await ctx.signInAs({
          username: 'leaving@example.com',
          isMember: true,
          phone: '4075550123',
        });
        const res = await client.post('/api/user/cancel-membership', { reason: 'Moving to Tampa' });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          message:
            'Your cancellation request has been recorded. Memberships end with 30 days notice; our team will call you to confirm.',
        });
        const mail = await inbox!.waitFor(
          // Named by display name (none given: the part of the username before '@'); the address is in the body.
          (m) => m.subject === 'Membership cancellation request from leaving',
        );
        expect(mail.text).toContain(`Email: ${user.email}`);
        expect(mail.text).toContain('Phone: 4075550123');
        expect(mail.text).toContain('Reason:\n> Moving to Tampa');
        expect((await stored())[0]).toMatchObject({ request_type: 'cancel', preferred_contact: 'phone' });
        // An admin ends the membership; the request alone does not.
        expect((await client.get('/api/user')).body.isMember).toBe(true);

        const again = await client.post('/api/user/cancel-membership');
        expect(again.status).toBe(200);
        expect(again.body.message).toMatch(/^We already have your cancellation request/);
        expect(await stored()).toHaveLength(1);
        expect(inbox!.messages).toHaveLength(1);
      });

      it('stores a parallel burst of six once and e-mails the team once', async () => {
        const { client } = await ctx.signInAs({ isMember: true });
        const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/user/cancel-membership')));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
        expect(await stored()).toHaveLength(1);
        await inbox!.waitFor((m) => m.subject.startsWith('Membership cancellation request from'));
        // The outbox has nothing more to send: one e-mail, however long one waits.
        const outbox = await ctx.db('mail_outbox').count({ n: '*' }).first();
        expect(Number((outbox as { n: unknown }).n)).toBe(1);
        expect(inbox!.messages).toHaveLength(1);
      });

      it('answers 409 for non-members and 401 for visitors', async () => {
        const { client } = await ctx.signInAs();
        const res = await client.post('/api/user/cancel-membership');
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'NOT_A_MEMBER', message: "You don't have an active membership to cancel." });
        expect((await ctx.client().post('/api/user/cancel-membership')).status).toBe(401);
      });
    });
  },
  {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), FACILITY_TEAM_EMAIL: TEAM },
    now: () => clock.now,
    log,
  },
);
