// An admin adding a member gives the phone registration's rule (decision 205): markup, emoji
// and '-1' are refused with registration's own field message, and a valid phone is stored as registration stores it.
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import { registration } from '../support/requests';

const PHONE_MESSAGE = 'Please enter a valid phone number';

describeEachDatabase('admin add-member phone', (ctx) => {
  it.each(['<b>😀</b>', '-1'])(
    'refuses the phone %j with 400 and the field error registration gives',
    async (phone) => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const email = `odd-phone-${Buffer.from(phone).toString('hex')}@example.com`;

      const registered = await ctx.client().post('/api/register', registration(email, { phone }));
      expect(registered.status).toBe(400);
      expect(registered.body.fieldErrors.phone).toEqual([PHONE_MESSAGE]);

      const added = await admin.post('/api/admin/add-member', { email, phone });
      expect(added.status).toBe(400);
      expect(added.body.code).toBe('VALIDATION_FAILED');
      expect(added.body.fieldErrors).toEqual({ phone: registered.body.fieldErrors.phone });
      expect(await ctx.db('users').where({ email })).toHaveLength(0);
    },
  );

  it('stores a valid phone normalised as registration stores it (trimmed)', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const phone = '  (407) 555-0190 ';

    const added = await admin.post('/api/admin/add-member', { email: 'added-by-admin@example.com', phone });
    expect(added.status).toBe(201);
    const registered = await ctx.client().post('/api/register', registration('registered-self@example.com', { phone }));
    expect(registered.status).toBe(201);
    expect(registered.body.phone).toBe('(407) 555-0190');

    const rows = await ctx
      .db('users')
      .whereIn('email', ['added-by-admin@example.com', 'registered-self@example.com'])
      .orderBy('email')
      .select('email', 'phone');
    expect(rows).toEqual([
      { email: 'added-by-admin@example.com', phone: '(407) 555-0190' },
      { email: 'registered-self@example.com', phone: '(407) 555-0190' },
    ]);
    const listed = await admin.get('/api/admin/users?q=added-by-admin');
    expect(listed.body.items[0].phone).toBe('(407) 555-0190');
  });

  it("keeps 'Please fill in all fields' for a missing or empty phone", async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    for (const body of [{ email: 'no-phone@example.com' }, { email: 'no-phone@example.com', phone: '   ' }]) {
      const res = await admin.post('/api/admin/add-member', body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ phone: ['Please fill in all fields'] });
    }
  });
});
