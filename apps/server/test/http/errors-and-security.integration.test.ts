// Error format, validation, cross-site write refusal and security headers, on both databases.
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { registration } from '../support/requests';

describeEachDatabase('http errors and security', (ctx) => {
  describe('error format', () => {
    it('answers malformed JSON with 400 JSON, not 500', async () => {
      const res = await ctx.client().post('/api/login', undefined, { rawBody: '{"username": "abc", ' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    });

    it('answers an unknown field with 400 naming the field', async () => {
      const res = await ctx.client().post('/api/login', { username: 'someone', password: 'secret12', isAdmin: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown field "isAdmin"');
      expect(res.body.fieldErrors).toEqual({ isAdmin: ['Unknown field "isAdmin"'] });
    });

    it('rejects registering yourself as an admin (unknown field) without creating an account', async () => {
      const res = await ctx.client().post('/api/register', registration('sneaky@example.com', { isAdmin: true }));
      expect(res.status).toBe(400);
      expect(await ctx.db('users').where({ email: 'sneaky@example.com' }).first()).toBeUndefined();
    });

    it('gives the documented messages as message and fieldErrors for invalid sign-in input', async () => {
      const res = await ctx.client().post('/api/login', { username: ' ab ', password: '123' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Username or email must be at least 3 characters',
        fieldErrors: {
          username: ['Username or email must be at least 3 characters'],
          password: ['Password must be at least 6 characters'],
        },
      });
    });

    it('gives the documented messages for invalid registration input', async () => {
      const res = await ctx
        .client()
        .post('/api/register', registration('not-an-email', { phone: '12345', password: '123' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid email address');
      expect(res.body.fieldErrors).toMatchObject({
        username: ['Please enter a valid email address'],
        phone: ['Please enter a valid phone number'],
        password: ['Password must be at least 6 characters'],
      });
    });

    it('treats a missing body as empty input (400, not 500)', async () => {
      const res = await ctx.client().post('/api/login');
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty('username');
    });

    it('answers unknown /api routes with 404 JSON', async () => {
      const get = await ctx.client().get('/api/no-such-thing');
      expect(get.status).toBe(404);
      expect(get.body).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/no-such-thing.' });
      const post = await ctx.client().post('/api/admin/nothing-here', {});
      expect(post.status).toBe(404);
      expect(post.body.message).toMatch(/No API route/);
    });

    it('answers a non-numeric user id with 404', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const res = await client.patch('/api/admin/users/abc/membership', { isMember: true });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    });
  });

  describe('cross-site writes', () => {
    it('refuses a POST whose Origin is another site, before signing anyone in', async () => {
      const user = await ctx.createUser();
      const client = ctx.client();
      const res = await client.post(
        '/api/login',
        { username: user.email, password: TEST_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed.' });
      expect(res.setCookies).toEqual([]);
    });

    it('refuses a signed-in cross-site write even with a valid session cookie', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const res = await client.post(
        '/api/admin/keypad-code',
        { code: '111111' },
        { origin: 'http://attacker.example:3000' },
      );
      expect(res.status).toBe(403);
      expect(await ctx.db('keypad_codes').where({ code: '111111' }).first()).toBeUndefined();
    });

    it('refuses Sec-Fetch-Site: cross-site when no Origin is sent', async () => {
      const res = await ctx
        .client()
        .post('/api/logout', undefined, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(403);
    });

    it('allows the same origin, Sec-Fetch-Site same-origin, and requests with neither header', async () => {
      const user = await ctx.createUser();
      const body = { username: user.email, password: TEST_PASSWORD };
      expect((await ctx.client().post('/api/login', body)).status).toBe(200); // Origin = own origin
      expect(
        (await ctx.client().post('/api/login', body, { origin: null, headers: { 'sec-fetch-site': 'same-origin' } }))
          .status,
      ).toBe(200);
      expect((await ctx.client().post('/api/login', body, { origin: null })).status).toBe(200);
    });

    it('allows origins listed in APP_ORIGIN and still refuses others', async () => {
      const instance = await ctx.startInstance({
        env: { APP_ORIGIN: 'https://app.longwoodgolf.example, http://localhost:5173' },
      });
      const user = await ctx.createUser();
      const body = { username: user.email, password: TEST_PASSWORD };
      const client = instance.client();
      expect((await client.post('/api/login', body, { origin: 'https://app.longwoodgolf.example' })).status).toBe(200);
      expect((await client.post('/api/login', body, { origin: 'http://localhost:5173' })).status).toBe(200);
      expect((await client.post('/api/login', body, { origin: 'https://longwoodgolf.example.evil.com' })).status).toBe(
        403,
      );
      await instance.close();
    });

    it('does not check reads (GET) for origin', async () => {
      const res = await ctx.client().get('/api/user', { headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(401);
    });
  });

  describe('headers', () => {
    it('sends security headers and a same-origin CSP, and no X-Powered-By', async () => {
      const res = await ctx.client().get('/api/user');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('names the session cookie __Host-lgf.sid and marks it Secure in production (HTTPS seen through a trusted proxy)', async () => {
      const instance = await ctx.startInstance({
        env: {
          NODE_ENV: 'production',
          TRUST_PROXY: 'loopback',
          SESSION_SECRET: 'production-like-secret-0123456789abcdef',
          APP_ORIGIN: 'https://longwoodgolf.example',
        },
      });
      const user = await ctx.createUser();
      const res = await instance
        .client()
        .post(
          '/api/login',
          { username: user.email, password: TEST_PASSWORD },
          { origin: null, headers: { 'x-forwarded-proto': 'https' } },
        );
      expect(res.status).toBe(200);
      // A __Host- cookie: Secure, Path=/ and no Domain, or the browser refuses it (decision 010).
      expect(res.setCookies.some((c) => c.startsWith('lgf.sid='))).toBe(false);
      const cookie = res.setCookies.find((c) => c.startsWith('__Host-lgf.sid='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/i);
      expect(cookie).not.toMatch(/; Domain=/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      await instance.close();
    });
  });
});
