// Odd input never becomes a 500: every route answers NUL characters, ids beyond the database's integer
// range, arrays/objects where strings belong, and missing bodies with a 4xx.
import { describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { bookingRequest } from '../support/requests';

const BIG = 2_147_483_648; // one past Postgres `integer`
const NUL = 'a\u0000b';

describeEachDatabase('api hardening: odd input is a 4xx, never a 500', (ctx) => {
  const routes = (self: number): Array<{ method: string; path: string; body?: Record<string, unknown> }> => [
    { method: 'POST', path: '/api/login', body: { username: 'someone', password: 'secret123' } },
    {
      method: 'POST',
      path: '/api/register',
      body: { username: 'newbie', phone: '4075550100', password: 'secret123', email: 'newbie@example.com' },
    },
    {
      method: 'POST',
      path: '/api/contact',
      body: {
        name: 'Pat Doe',
        email: 'pat@example.com',
        phone: '4075550100',
        interest: 'membership',
        message: 'hello',
      },
    },
    { method: 'POST', path: '/api/reset-password/request', body: { email: 'pat@example.com' } },
    {
      method: 'POST',
      path: '/api/reset-password/verify',
      body: { email: 'pat@example.com', verificationCode: '123456' },
    },
    { method: 'POST', path: '/api/reset-password/reset', body: { token: 'abc', newPassword: 'new-password-1' } },
    { method: 'POST', path: '/api/reset-password/check-token', body: { token: 'abc' } },
    {
      method: 'PATCH',
      path: '/api/user/profile',
      body: { username: 'renamed', email: 'renamed@example.com', phone: '4075550100' },
    },
    {
      method: 'POST',
      path: '/api/membership-request',
      body: {
        name: 'Pat Doe',
        phone: '4075550100',
        preferredContact: 'email',
        message: 'hi',
        userId: self,
        email: 'pat@example.com',
      },
    },
    { method: 'POST', path: '/api/user/cancel-membership', body: { reason: 'moving' } },
    {
      method: 'POST',
      path: '/api/bookings',
      body: bookingRequest('2030-01-01', '10:00', '11:00'),
    },
    {
      method: 'POST',
      path: '/api/admin/bookings',
      body: { userId: self, simulatorId: 1, bookingDate: '2030-01-01', startTime: '10:00', endTime: '11:00' },
    },
    {
      method: 'PATCH',
      path: '/api/admin/bookings/1',
      body: { userId: self, simulatorId: 1, bookingDate: '2030-01-01', startTime: '10:00', endTime: '11:00' },
    },
    { method: 'POST', path: '/api/admin/keypad-code', body: { code: '123456' } },
    { method: 'PATCH', path: `/api/admin/users/${self}/membership`, body: { isMember: true } },
  ];

  it('answers a NUL character in any string field with 400', async () => {
    const { user, client } = await ctx.signInAs({ isAdmin: true, isMember: true });
    const failures: string[] = [];
    for (const route of routes(user.id)) {
      for (const [key, value] of Object.entries(route.body ?? {})) {
        if (typeof value !== 'string') continue;
        const res = await client.request(route.method, route.path, { ...route.body, [key]: value.replace(/^./, NUL) });
        if (res.status !== 400) failures.push(`${route.method} ${route.path} ${key} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers over-long text in any string field with a 4xx (never a column-length 500)', async () => {
    const { user, client } = await ctx.signInAs({ isAdmin: true });
    const failures: string[] = [];
    for (const route of routes(user.id)) {
      for (const [key, value] of Object.entries(route.body ?? {})) {
        if (typeof value !== 'string') continue;
        for (const long of ['x'.repeat(400), `${'x'.repeat(300)}@example.com`, 'x'.repeat(5000)]) {
          const res = await client.request(route.method, route.path, { ...route.body, [key]: long });
          if (res.status >= 500)
            failures.push(`${route.method} ${route.path} ${key} (${long.length} chars) → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers ids beyond the integer range with 4xx (paths and bodies)', async () => {
    const { user, client } = await ctx.signInAs({ isAdmin: true, isMember: true });
    const checks = [
      await client.delete(`/api/bookings/${BIG}`),
      await client.delete('/api/admin/bookings/9999999999'),
      await client.patch(`/api/admin/users/${BIG}/membership`, { isMember: true }),
      await client.patch(`/api/admin/users/${BIG}/admin`, { isAdmin: true }),
      await client.post('/api/admin/bookings', {
        userId: BIG,
        simulatorId: 1,
        bookingDate: '2030-01-01',
        startTime: '10:00',
        endTime: '11:00',
      }),
      await client.post('/api/admin/bookings', {
        userId: Number.MAX_SAFE_INTEGER,
        simulatorId: 1,
        bookingDate: '2030-01-01',
        startTime: '10:00',
        endTime: '11:00',
      }),
      await client.post('/api/admin/bookings', {
        userId: 1e300,
        simulatorId: 1,
        bookingDate: '2030-01-01',
        startTime: '10:00',
        endTime: '11:00',
      }),
      await client.post('/api/membership-request', {
        name: 'Pat Doe',
        phone: '4075550100',
        preferredContact: 'email',
        userId: BIG,
        email: user.email,
      }),
      await client.get(`/api/bookings?date=2030-01-01&simulatorId=${BIG}`),
    ];
    expect(checks.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    expect(checks[0]?.status).toBe(404);
    expect(checks[1]?.status).toBe(404);
    expect(checks[2]?.status).toBe(404);
    expect(checks[4]?.status).toBe(400);
  });

  it('answers arrays, objects, numbers and null where strings belong with 400', async () => {
    const { user, client } = await ctx.signInAs({ isAdmin: true, isMember: true });
    const failures: string[] = [];
    for (const route of routes(user.id)) {
      for (const key of Object.keys(route.body ?? {})) {
        for (const odd of [['x'], { x: 1 }, null, 1e308, true]) {
          const res = await client.request(route.method, route.path, { ...route.body, [key]: odd });
          if (res.status >= 500)
            failures.push(`${route.method} ${route.path} ${key}=${JSON.stringify(odd)} → ${res.status}`);
        }
      }
      for (const raw of ['[]', 'null', '"text"', '42', '']) {
        const res = await client.request(route.method, route.path, undefined, {
          rawBody: raw,
          headers: { 'content-type': 'application/json' },
        });
        if (res.status >= 500) failures.push(`${route.method} ${route.path} raw ${raw} → ${res.status}`);
      }
      const form = await client.request(route.method, route.path, undefined, {
        rawBody: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (form.status >= 500) failures.push(`${route.method} ${route.path} form → ${form.status}`);
    }
    for (const query of [
      'date[]=2030-01-01',
      'date=2030-01-01&date=2030-01-02',
      'date=2030-01-01&simulatorId=abc',
      'date=99999-01-01',
      'date[a]=1',
    ]) {
      const res = await client.get(`/api/bookings?${query}`);
      if (res.status !== 400) failures.push(`GET /api/bookings?${query} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  describe('identities come from the session, not the body', () => {
    it("stores a membership request with the account's own e-mail even when the body names another", async () => {
      const { user, client } = await ctx.signInAs();
      const res = await client.post('/api/membership-request', {
        name: 'Pat Doe',
        phone: '4075550100',
        preferredContact: 'email',
        userId: user.id,
        email: 'victim@example.com',
      });
      expect(res.status).toBe(201);
      const rows = await ctx.db('membership_requests').where({ user_id: user.id }).select('email');
      expect(rows.map((r: { email: string }) => r.email)).toEqual([user.email]);
    });
  });

  describe('role changes take effect on the next request', () => {
    it('a member demoted mid-session can no longer book, and a demoted admin can no longer book for others', async () => {
      const tomorrow = addDaysToDateString(facilityToday(new Date()), 1);
      const slot = bookingRequest(tomorrow, '10:00', '11:00');
      const { client: boss } = await ctx.signInAs({ isAdmin: true });
      const { user: member, client: golfer } = await ctx.signInAs({ isMember: true });
      const { user: deskUser, client: desk } = await ctx.signInAs({ isAdmin: true });

      expect((await golfer.post('/api/bookings', slot)).status).toBe(201);
      expect((await boss.patch(`/api/admin/users/${member.id}/membership`, { isMember: false })).status).toBe(200);
      const refused = await golfer.post('/api/bookings', { ...slot, startTime: '12:00', endTime: '13:00' });
      expect(refused.status).toBe(403);
      expect((await golfer.get(`/api/bookings?date=${tomorrow}`)).status).toBe(403);

      expect((await boss.patch(`/api/admin/users/${deskUser.id}/admin`, { isAdmin: false })).status).toBe(200);
      const other = await ctx.createMember();
      expect(
        (await desk.post('/api/admin/bookings', { ...slot, userId: other.id, startTime: '14:00', endTime: '15:00' }))
          .status,
      ).toBe(403);
      expect((await desk.get('/api/admin/all-bookings')).status).toBe(403);
    });

    it('a deleted account is signed out on its next request', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(204);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/member/keypad-code')).status).toBe(401);
    });
  });
});
