// E-mail verification and the identities it protects (docs/decisions/207-email-verification-and-identities.md), over
// real HTTP on SQLite and Postgres: a signed link e-mailed at registration and after every change of address verifies
// the account's current address (a forged, expired or outdated link does nothing); nobody can take another person's
// address as their username or sign in with it; look-alike names of existing accounts are refused; scramble
// invitations go only to verified addresses.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { leagueRequest, registration } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const NOW = facilityInstant('2026-11-21', '15:00');
const clock = { now: NOW };
const smtp = await suiteSmtpInbox();
const PASSWORD = 'swing-easy-7';

describeEachDatabase(
  'e-mail verification and identities',
  (ctx) => {
    const inbox = smtp.use(ctx);

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = NOW;
    });

    async function register(email: string, client: TestClient = ctx.client()) {
      const res = await client.post('/api/register', registration(email, { password: PASSWORD }));
      return Object.assign(res, { client });
    }

    /** The token of the last verification link e-mailed to `email`. */
    async function linkTokenFor(email: string): Promise<string> {
      await ctx.app.services.outbox.settle();
      const mail = await inbox.waitFor((m) => m.to.includes(email) && m.subject === 'Confirm your e-mail address');
      const link = /https?:\/\/\S+\/verify-email\?token=(\S+)/.exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      return decodeURIComponent(link![1]!);
    }

    const verified = async (client: TestClient) =>
      ((await client.get('/api/user')).body as { emailVerified: boolean }).emailVerified;

    describe('the link', () => {
      it('is e-mailed at registration and verifies the address once opened; forged or expired links do nothing', async () => {
        const { status, client } = await register('new.golfer@example.com');
        expect(status).toBe(201);
        expect(await verified(client)).toBe(false);
        const token = await linkTokenFor('new.golfer@example.com');

        const forged = await ctx.client().post('/api/email-verification', { token: `${token.slice(0, -2)}xx` });
        expect([forged.status, forged.body.code]).toEqual([400, 'VERIFICATION_LINK_INVALID']);
        clock.now = new Date(NOW.getTime() + 73 * 3_600_000);
        const late = await ctx.client().post('/api/email-verification', { token });
        expect([late.status, late.body.message]).toEqual([400, 'This verification link is invalid or has expired.']);
        expect(await verified(client)).toBe(false);

        clock.now = new Date(NOW.getTime() + 71 * 3_600_000);
        // Opened on another device: no session needed.
        const opened = await ctx.client().post('/api/email-verification', { token });
        expect([opened.status, opened.body.message]).toEqual([200, 'Your e-mail address is verified.']);
        expect(await verified(client)).toBe(true);
      });

      it('a new address is unverified again, gets its own link, and the old link no longer counts', async () => {
        const { client } = await register('old.address@example.com');
        const oldToken = await linkTokenFor('old.address@example.com');
        const changed = await client.patch('/api/user/profile', {
          username: 'old.address@example.com',
          email: 'new.address@example.com',
          currentPassword: PASSWORD,
        });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        // The username that was the old address follows the new one.
        expect(changed.body).toMatchObject({ username: 'new.address@example.com', emailVerified: false });
        expect((await ctx.client().post('/api/email-verification', { token: oldToken })).status).toBe(400);
        const newToken = await linkTokenFor('new.address@example.com');
        expect((await ctx.client().post('/api/email-verification', { token: newToken })).status).toBe(200);
        expect(await verified(client)).toBe(true);
      });

      it('a signed-in person can ask for a new link', async () => {
        const { client } = await register('again@example.com');
        await linkTokenFor('again@example.com');
        inbox.clear();
        expect((await client.post('/api/user/email-verification')).status).toBe(204);
        const token = await linkTokenFor('again@example.com');
        expect((await ctx.client().post('/api/email-verification', { token })).status).toBe(200);
      });
    });

    describe('squatting another address', () => {
      it("a username cannot be an address that is not the account's own verified one; the owner can still register", async () => {
        const { user, client } = await ctx.signInAs({ isMember: true, username: 'squatter', email: 'sq@example.com' });
        const squat = await client.patch('/api/user/profile', { username: 'victim@example.com', email: user.email });
        expect([squat.status, squat.body.fieldErrors]).toEqual([
          400,
          { username: ['A username that is an e-mail address must be your own verified e-mail address.'] },
        ]);
        expect((await register('victim@example.com')).status).toBe(201);

        // Its own address, once verified, it may use.
        const own = await client.patch('/api/user/profile', { username: 'sq@example.com', email: user.email });
        expect([own.status, own.body.username]).toEqual([200, 'sq@example.com']);
        const unverified = await ctx.signInAs({ username: 'plain', email: 'plain@example.com', emailVerified: false });
        const notYet = await unverified.client.patch('/api/user/profile', {
          username: 'plain@example.com',
          email: 'plain@example.com',
        });
        expect(notYet.status).toBe(400);
      });

      it('a username that is someone else’s address signs no one in', async () => {
        // An account made before this rule, whose username is another person's address.
        await ctx.createUser({ username: 'owner@example.com', email: 'taker@example.com', password: PASSWORD });
        const byName = await ctx.client().post('/api/login', { username: 'owner@example.com', password: PASSWORD });
        expect(byName.status).toBe(401);
        const byOwnAddress = await ctx
          .client()
          .post('/api/login', { username: 'taker@example.com', password: PASSWORD });
        expect(byOwnAddress.status).toBe(200);
      });
    });

    describe('look-alike names', () => {
      it('refuses a registration or a username that passes for an existing account', async () => {
        await ctx.createAdmin({ username: 'admin@longwoodgolf.example', email: 'admin@longwoodgolf.example' });
        const capitalI = await register('admin@longwoodgoIf.example');
        expect([capitalI.status, capitalI.body.fieldErrors?.username]).toEqual([
          409,
          ['That name looks too much like another account. Please choose another one.'],
        ]);
        // A digit one for the letter l.
        expect((await register('admin@longwoodgo1f.example')).status).toBe(409);
        expect((await register('someone.else@longwoodgolf.example')).status).toBe(201);

        const { user, client } = await ctx.signInAs({ username: 'ann', email: 'ann@example.com' });
        await ctx.createUser({ username: 'casey', email: 'casey@example.com' });
        const rename = await client.patch('/api/user/profile', { username: 'annie', email: user.email });
        expect(rename.status).toBe(200);
        // A Cyrillic 'с' for the Latin 'c'.
        const lookalike = await client.patch('/api/user/profile', { username: '\u0441asey', email: user.email });
        expect([lookalike.status, lookalike.body.fieldErrors]).toEqual([
          409,
          { username: ['That name looks too much like another account. Please choose another one.'] },
        ]);
      });
    });

    describe('league invitations', () => {
      it('go only to a verified address: an unverified member is a guest partner', async () => {
        const admin = (await ctx.signInAs({ isAdmin: true })).client;
        const league = await admin.post(
          '/api/admin/leagues',
          leagueRequest({
            name: 'Scramble',
            leagueType: 'scramble',
            startDate: '2026-11-24',
            endDate: '2026-12-15',
            dayOfWeek: 'Tuesday',
          }),
        );
        const partner = await ctx.createMember({ email: 'unverified@example.com', emailVerified: false });
        const lead = await ctx.signInAs({ isMember: true });
        const joined = await lead.client.post(`/api/leagues/${league.body.id}/join`, {
          userId: lead.user.id,
          player2Name: 'Una',
          player2Email: partner.email,
        });
        expect(joined.status).toBe(201);
        expect(await ctx.db('league_invitations')).toEqual([]);
      });
    });
  },
  { now: () => clock.now, env: smtp.env },
);
