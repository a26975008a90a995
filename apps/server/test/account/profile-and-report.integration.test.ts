// The /account page's calls: editing one's own profile and the performance report.
import { performanceReportFixture, REPORT_BOOKINGS } from '@longwood/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';

const clock = { now: new Date('2026-11-21T15:00:00.000Z') };

describeEachDatabase(
  'account',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    describe('PATCH /api/user/profile', () => {
      it('updates the signed-in user and the change shows everywhere', async () => {
        const { user, client } = await ctx.signInAs({ email: 'old@example.com', phone: '4075550000' });
        const res = await client.patch('/api/user/profile', {
          username: 'Chip Shot',
          email: 'New@Example.com',
          phone: '(407) 555-0199',
          currentPassword: TEST_PASSWORD,
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          id: user.id,
          username: 'Chip Shot',
          name: null,
          email: 'new@example.com',
          phone: '(407) 555-0199',
          isMember: false,
          isAdmin: false,
          isCoach: false,
          isFrontDesk: false,
          // A new address waits for its link.
          emailVerified: false,
        });
        expect((await client.get('/api/user')).body).toEqual(res.body);
        // The new username signs in; the phone stays when it is left out.
        expect((await ctx.client().post('/api/login', { username: 'chip shot', password: TEST_PASSWORD })).status).toBe(
          200,
        );
        const keep = await client.patch('/api/user/profile', { username: 'Chip Shot', email: 'new@example.com' });
        expect(keep.body.phone).toBe('(407) 555-0199');
      });

      it('a change of address asks the password of the account, not of whoever holds the address the request began with', async () => {
        // Two changes of one account at once (two tabs, a double submit): the second began while the account still had
        // its old address, and the first changed it before the second checked the password. Written here straight to
        // the table, so this request's session still holds the old address (its kept copy is not told).
        const { user, client } = await ctx.signInAs({ username: 'pat', email: 'pat@example.com' });
        expect((await client.get('/api/user')).body.email).toBe('pat@example.com');
        await ctx.db('users').where({ id: user.id }).update({ email: 'pat.first@example.com' });
        const res = await client.patch('/api/user/profile', {
          username: 'pat',
          email: 'pat.second@example.com',
          currentPassword: TEST_PASSWORD,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.email).toBe('pat.second@example.com');
        // A wrong password is still refused.
        const wrong = await client.patch('/api/user/profile', {
          username: 'pat',
          email: 'pat.third@example.com',
          currentPassword: 'not-the-password-1',
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body.fieldErrors.currentPassword).toHaveLength(1);
      });

      it('answers 409 with a human message when the username or email belongs to someone else', async () => {
        await ctx.createUser({ username: 'eagle', email: 'eagle@example.com' });
        const { user, client } = await ctx.signInAs({ username: 'birdie', email: 'birdie@example.com' });

        const name = await client.patch('/api/user/profile', { username: 'EAGLE', email: user.email });
        expect(name.status).toBe(409);
        expect(name.body).toEqual({
          code: 'ACCOUNT_TAKEN',
          message: 'That username is already taken. Please choose another one.',
          fieldErrors: { username: ['That username is already taken. Please choose another one.'] },
        });

        const mail = await client.patch('/api/user/profile', { username: 'birdie', email: 'Eagle@example.com' });
        expect(mail.status).toBe(409);
        expect(mail.body).toEqual({
          code: 'ACCOUNT_TAKEN',
          message: 'An account with this email already exists',
          fieldErrors: { email: ['An account with this email already exists'] },
        });

        // Sign-in accepts either field, so a username may not be someone's email either.
        const crossed = await client.patch('/api/user/profile', { username: 'eagle@example.com', email: user.email });
        expect(crossed.status).toBe(409);

        const both = await client.patch('/api/user/profile', { username: 'eagle', email: 'eagle@example.com' });
        expect(both.body).toEqual({
          code: 'ACCOUNT_TAKEN',
          message: 'That username and email are already used by another account.',
          fieldErrors: {
            username: ['That username is already taken. Please choose another one.'],
            email: ['An account with this email already exists'],
          },
        });

        // Keeping one's own values is no conflict.
        expect(
          (await client.patch('/api/user/profile', { username: 'Birdie', email: 'BIRDIE@example.com' })).status,
        ).toBe(200);
        expect((await client.get('/api/user')).body.username).toBe('Birdie');
      });

      it('validates with the documented profile messages and needs a session', async () => {
        const { client } = await ctx.signInAs();
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ username: 'ab', email: 'a@example.com' }, 'Username must be at least 3 characters long'],
          [{ username: 'x'.repeat(51), email: 'a@example.com' }, 'Username must be less than 50 characters'],
          [{ username: 'valid', email: 'nope' }, 'Please enter a valid email address'],
          [{ username: 'valid', email: 'a@example.com', phone: '555-0142' }, 'Phone number must be 10 to 15 digits'],
          [
            { username: 'valid', email: 'a@example.com', phone: '1234567890123456' },
            'Phone number must be 10 to 15 digits',
          ],
        ];
        for (const [body, message] of cases) {
          const res = await client.patch('/api/user/profile', body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.message).toBe(message);
        }
        expect(
          (await ctx.client().patch('/api/user/profile', { username: 'valid', email: 'a@example.com' })).status,
        ).toBe(401);
      });
    });

    describe('GET /api/user/performance-report', () => {
      const book = (
        userId: number,
        simulatorId: number,
        bookingDate: string,
        startTime: string,
        endTime: string,
        owner: { kind?: 'member' | 'staff' | 'lesson'; coach_id?: number } = {},
      ) =>
        ctx.db('bookings').insert({
          user_id: userId,
          simulator_id: simulatorId,
          booking_date: bookingDate,
          start_time: startTime,
          end_time: endTime,
          created_at: '2026-11-01T12:00:00.000Z',
          ...owner,
        });

      it("summarises the member's own bookings (docs/requirements.md#performance-report shape), staff-made ones included, lessons not", async () => {
        const { user, client } = await ctx.signInAs({ username: 'reportee@example.com', isMember: true });
        const other = await ctx.createMember();
        const coach = await ctx.createUser({ isCoach: true });
        // The fixture's four bookings (staff made the evening one), then a lesson and another member's booking.
        for (const b of REPORT_BOOKINGS) {
          const owner = b.startTime === '18:00:00' ? { kind: 'staff' as const } : {};
          await book(user.id, b.simulatorId, b.bookingDate, b.startTime, b.endTime, owner);
        }
        await book(user.id, 2, '2026-11-14', '09:00:00', '10:00:00', { kind: 'lesson', coach_id: coach.id });
        await book(other.id, 1, '2026-11-12', '12:00:00', '16:00:00');

        const res = await client.get('/api/user/performance-report');
        expect(res.status).toBe(200);
        expect(res.body).toEqual(performanceReportFixture({ username: 'reportee@example.com' }));
      });

      it('gives a member without bookings an empty report; refuses non-members (403) and visitors (401)', async () => {
        // A member feature (docs/decisions/085-role-policy.md): the account page shows it to the same people.
        const { client } = await ctx.signInAs({ username: 'newbie@example.com', isMember: true });
        const res = await client.get('/api/user/performance-report');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          username: 'newbie@example.com',
          totalBookings: 0,
          totalHours: 0,
          simulatorUsage: [],
          bookingsByDay: {},
          recentBookings: [],
        });
        const regular = (await ctx.signInAs()).client;
        expect((await regular.get('/api/user/performance-report')).body).toEqual({
          code: 'MEMBERS_ONLY',
          message: 'This is available to members only.',
        });
        expect((await ctx.client().get('/api/user/performance-report')).status).toBe(401);
      });
    });
  },
  { now: () => clock.now },
);
