// Simulators, the keypad code and the admin user switches. Who may call which route is checked for every
// role and route by role-policy.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import { signInAsReauthenticatedAdmin } from '../support/second-factor';

describeEachDatabase('roles, keypad code and admin user switches', (ctx) => {
  describe('simulators', () => {
    it('lists Bay 1 and Bay 2 for members', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const res = await client.get('/api/simulators');
      expect(res.body).toEqual([
        { id: 1, name: 'Bay 1' },
        { id: 2, name: 'Bay 2' },
      ]);
    });
  });

  describe('keypad code', () => {
    it('shows null before any code is set, then the code an admin sets, to members and admins', async () => {
      await ctx.db('keypad_codes').delete();
      const member = (await ctx.signInAs({ isMember: true })).client;
      const { user: admin, client: adminClient } = await signInAsReauthenticatedAdmin(ctx);
      expect((await member.get('/api/member/keypad-code')).body).toEqual({ keypadCode: null });

      const set = await adminClient.post('/api/admin/keypad-code', { code: ' 48215# ' });
      expect(set.status).toBe(200);
      expect(set.body.keypadCode).toBe('48215#');

      expect((await member.get('/api/member/keypad-code')).body).toEqual({ keypadCode: '48215#' });
      expect((await adminClient.get('/api/member/keypad-code')).body).toEqual({ keypadCode: '48215#' });
      expect((await adminClient.get('/api/admin/keypad-code')).body).toEqual({ keypadCode: '48215#' });
      const row = await ctx.db('keypad_codes').orderBy('id', 'desc').first();
      expect(Number(row.updated_by)).toBe(admin.id);

      await adminClient.post('/api/admin/keypad-code', { code: '999000' });
      expect((await member.get('/api/member/keypad-code')).body).toEqual({ keypadCode: '999000' });
    });

    it('accepts 1 to 6 keypad characters and refuses the current code again, changing nothing', async () => {
      const { client } = await signInAsReauthenticatedAdmin(ctx);
      for (const code of ['7', '1234', '*#12']) {
        const set = await client.post('/api/admin/keypad-code', { code });
        expect(set.status).toBe(200);
        expect((await client.get('/api/admin/keypad-code')).body).toEqual({ keypadCode: code });
      }
      const changes = (await ctx.db('keypad_codes')).length;
      const same = await client.post('/api/admin/keypad-code', { code: ' *#12 ' });
      expect(same.status).toBe(400);
      expect(same.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'That is already the current code',
        fieldErrors: { code: ['That is already the current code'] },
      });
      expect((await ctx.db('keypad_codes')).length).toBe(changes);
      expect((await client.get('/api/admin/keypad-code')).body).toEqual({ keypadCode: '*#12' });
    });

    it('validates the code: required, at most 6 characters', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const empty = await client.post('/api/admin/keypad-code', { code: '' });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Keypad code is required',
        fieldErrors: { code: ['Keypad code is required'] },
      });
      const long = await client.post('/api/admin/keypad-code', { code: '1234567' });
      expect(long.status).toBe(400);
      expect(long.body.fieldErrors.code).toEqual(['Keypad code must be at most 6 characters']);
      const missing = await client.post('/api/admin/keypad-code', {});
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors.code).toEqual(['Keypad code is required']);
    });
  });

  describe('admin user switches', () => {
    it('lists users without password hashes', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const someone = await ctx.createUser({ phone: '4075550000' });
      const res = await client.get('/api/admin/users');
      expect(res.status).toBe(200);
      const listed = res.body.items.find((u: { id: number }) => u.id === someone.id);
      expect(listed).toEqual({
        id: someone.id,
        username: someone.username,
        name: null,
        email: someone.email,
        phone: '4075550000',
        isMember: false,
        isAdmin: false,
        isCoach: false,
        isFrontDesk: false,
        emailVerified: true,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|\$2b\$/i);
    });

    it('grants and revokes membership, and the user sees it at once', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const { user, client: golfer } = await ctx.signInAs();
      const on = await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: true });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ id: user.id, isMember: true });
      expect((await golfer.get('/api/member/keypad-code')).status).toBe(200);
      await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: false });
      expect((await golfer.get('/api/member/keypad-code')).status).toBe(403);
    });

    it('grants and revokes admin status', async () => {
      const { client: admin } = await signInAsReauthenticatedAdmin(ctx);
      const { user, client: other } = await ctx.signInAs();
      expect((await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: true })).body.isAdmin).toBe(true);
      expect((await other.get('/api/admin/users')).status).toBe(200);
      expect((await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: false })).body.isAdmin).toBe(false);
      expect((await other.get('/api/admin/users')).status).toBe(403);
    });

    it('refuses to let an admin remove their own admin flag', async () => {
      const { user, client } = await ctx.signInAs({ isAdmin: true });
      const res = await client.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'PROTECTED_ADMIN',
        message: 'You cannot remove your own administrator access.',
      });
      expect((await client.get('/api/admin/users')).status).toBe(200);
    });

    it("refuses to remove user 1's admin flag", async () => {
      await ctx.resetData();
      const first = await ctx.createAdmin();
      expect(first.id).toBe(1);
      const { client } = await ctx.signInAs({ isAdmin: true });
      const res = await client.patch('/api/admin/users/1/admin', { isAdmin: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'PROTECTED_ADMIN',
        message: 'The primary administrator account (user 1) must stay an administrator.',
      });
      const row = await ctx.db('users').where({ id: 1 }).first();
      expect(Boolean(row.is_admin)).toBe(true);
    });

    it('answers 404 for an unknown user and 400 for a non-boolean flag', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const missing = await client.patch('/api/admin/users/999999/membership', { isMember: true });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
      const target = await ctx.createUser();
      const bad = await client.patch(`/api/admin/users/${target.id}/membership`, { isMember: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toHaveProperty('isMember');
    });
  });
});
