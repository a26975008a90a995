// The facility's settings over real HTTP on SQLite and Postgres (docs/decisions/228-facility-settings-in-the-database.md):
// a fresh install answers the defaults; admins read and change every fact, each change validated field by field,
// refused over a newer one (409), recorded with before and after; the public facts show a change on the next request,
// through this process and through another on the same database; the environment seeds a fresh install once.
import http from 'node:http';
import { beforeEach, expect, it } from 'vitest';
import { FACILITY_DEFAULTS } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';

/**
 * A GET with If-None-Match as a browser's cache sends it when it revalidates (fetch() with that header set by hand
 * also sends Cache-Control: no-cache, which asks for the whole answer).
 */
function conditionalGet(baseUrl: string, path: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseUrl), { headers: { 'if-none-match': etag } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const DEFAULT_SOCIAL = ['facebook', 'instagram', 'x', 'youtube'];

describeEachDatabase('facility settings', (ctx) => {
  beforeEach(() => ctx.resetData());

  it('a fresh install answers the defaults to anyone, with a validator that answers 304 until a change', async () => {
    const visitor = ctx.client();
    const res = await visitor.get('/api/facility');
    expect(res.status).toBe(200);
    const { name, street, city, region, postalCode, phone, email, memberHours } = FACILITY_DEFAULTS;
    expect(res.body).toMatchObject({
      version: 1,
      name,
      street,
      city,
      region,
      postalCode,
      phone,
      email,
      memberHours,
      staffHours: 'Staff on site 8am-8pm daily',
      bays: [
        { id: 1, name: 'Bay 1' },
        { id: 2, name: 'Bay 2' },
      ],
      rules: { dailyCapHours: 4, bookingWindowDays: 30, staffedHours: { opens: '08:00', closes: '20:00' } },
    });
    expect(res.body.social.map((link: { network: string }) => link.network)).toEqual(DEFAULT_SOCIAL);
    expect(res.body.media.heroPoster).toBe('/media/hero.svg');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"v1-/);
    expect(res.headers.get('cache-control')).toBe('no-cache');

    const again = await conditionalGet(ctx.baseUrl, '/api/facility', etag ?? '');
    expect(again).toEqual({ status: 304, body: '' });

    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    expect((await admin.patch('/api/admin/facility-settings', { phone: '(407) 555-0199' })).status).toBe(200);
    const changed = await conditionalGet(ctx.baseUrl, '/api/facility', etag ?? '');
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body)).toMatchObject({ version: 2, phone: '(407) 555-0199' });
  });

  it('admins read every field and change any of them; the rest stay as they were', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const read = await admin.get('/api/admin/facility-settings');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ version: 1, updatedAt: null, name: 'Longwood Golf', xUrl: 'https://x.com/' });

    const saved = await admin.patch('/api/admin/facility-settings', {
      version: 1,
      name: '  Longwood Golf & Fitness ',
      street: '200 Main St',
      city: 'Sanford',
      region: 'Florida',
      postalCode: '32771-1234',
      phone: '+1 407 555 0100',
      email: 'hello@longwoodgolf.example',
      staffedHoursStart: 9,
      staffedHoursEnd: 18,
      memberHours: 'Members: 5am-11pm',
      physicalTherapist: 'Dr. Sam Lee, DPT',
      instagramUrl: 'https://instagram.com/longwoodgolf',
      xUrl: '',
      youtubeUrl: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      version: 2,
      name: 'Longwood Golf & Fitness',
      city: 'Sanford',
      postalCode: '32771-1234',
      facebookUrl: 'https://www.facebook.com/',
      instagramUrl: 'https://instagram.com/longwoodgolf',
      xUrl: null,
      youtubeUrl: null,
    });
    expect(typeof saved.body.updatedAt).toBe('string');
    expect((await admin.get('/api/admin/facility-settings')).body).toEqual(saved.body);

    const facts = (await ctx.client().get('/api/facility')).body;
    expect(facts).toMatchObject({ name: 'Longwood Golf & Fitness', street: '200 Main St', phone: '+1 407 555 0100' });
    // The staffed hours are entered once: the landing page's line is derived from the desk's hours.
    expect(facts).toMatchObject({
      staffHours: 'Staff on site 9am-6pm daily',
      rules: { staffedHours: { opens: '09:00', closes: '18:00' } },
    });
    expect(saved.body).not.toHaveProperty('staffHours');
    // A link left empty is not shown.
    expect(facts.social).toEqual([
      { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
      { network: 'instagram', label: 'Instagram', href: 'https://instagram.com/longwoodgolf' },
    ]);
  });

  it('refuses invalid values with a message beside each field, and changes nothing', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const res = await admin.patch('/api/admin/facility-settings', {
      name: '  ',
      phone: '555-CALL',
      email: 'not an address',
      postalCode: '3275',
      facebookUrl: 'http://facebook.com/us',
      physicalTherapist: 'x'.repeat(81),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toMatchObject({
      name: ['Facility name is required'],
      phone: ['Please enter a valid phone number'],
      email: ['Please enter a valid email address'],
      postalCode: ['Enter a 5-digit ZIP code, e.g. 32750'],
      facebookUrl: ['Enter a full https:// address, or leave it empty to hide the link'],
      physicalTherapist: ['Physical therapist must be at most 80 characters'],
    });
    expect((await admin.patch('/api/admin/facility-settings', { phone: '407 555' })).status).toBe(400);
    expect((await admin.patch('/api/admin/facility-settings', { fax: '4075550100' })).status).toBe(400);
    expect((await admin.patch('/api/admin/facility-settings', {})).body.message).toBe('Change at least one setting');
    expect((await admin.get('/api/admin/facility-settings')).body).toMatchObject({ version: 1, name: 'Longwood Golf' });
  });

  it('refuses a save over a newer version (409) and keeps the newer change', async () => {
    const { client: first } = await ctx.signInAs({ isAdmin: true });
    const { client: second } = await ctx.signInAs({ isAdmin: true });
    expect((await first.patch('/api/admin/facility-settings', { version: 1, city: 'Sanford' })).status).toBe(200);
    const stale = await second.patch('/api/admin/facility-settings', { version: 1, city: 'Oviedo' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await second.get('/api/admin/facility-settings')).body).toMatchObject({ version: 2, city: 'Sanford' });
    expect((await second.patch('/api/admin/facility-settings', { version: 2, city: 'Oviedo' })).status).toBe(200);
  });

  it('a burst of saves: every change without a version lands; of saves at one version exactly one does', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const streets = Array.from({ length: 8 }, (_, i) => `${100 + i} Burst Way`);
    const fields = ['street', 'city', 'region', 'name', 'memberHours', 'physicalTherapist'] as const;
    const unversioned = await Promise.all(
      fields.map((field, i) => admin.patch('/api/admin/facility-settings', { [field]: `Value ${i}` })),
    );
    expect(unversioned.map((r) => r.status)).toEqual(fields.map(() => 200));
    const after = (await admin.get('/api/admin/facility-settings')).body;
    expect(after.version).toBe(1 + fields.length);
    expect(fields.map((field) => after[field])).toEqual(fields.map((_, i) => `Value ${i}`));

    const versioned = await Promise.all(
      streets.map((street) => admin.patch('/api/admin/facility-settings', { version: after.version, street })),
    );
    expect(versioned.filter((r) => r.status === 200)).toHaveLength(1);
    expect(versioned.filter((r) => r.status === 409)).toHaveLength(streets.length - 1);
    const winner = versioned.find((r) => r.status === 200)?.body.street;
    expect((await admin.get('/api/admin/facility-settings')).body).toMatchObject({
      version: after.version + 1,
      street: winner,
    });
  });

  it('only admins read or change the settings', async () => {
    const { client: member } = await ctx.signInAs({ isMember: true });
    const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
    for (const client of [member, desk]) {
      expect((await client.get('/api/admin/facility-settings')).status).toBe(403);
      expect((await client.patch('/api/admin/facility-settings', { phone: '4075550100' })).status).toBe(403);
    }
    expect((await ctx.client().get('/api/admin/facility-settings')).status).toBe(401);
    expect((await ctx.client().patch('/api/admin/facility-settings', { phone: '4075550100' })).status).toBe(401);
    expect((await ctx.client().get('/api/facility')).body.phone).toBe('(407) 555-0142');
  });

  it('records each change in the activity log with the fields it changed, before and after; no change, no entry', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'owner', name: 'Olive Owner' });
    await admin.patch('/api/admin/facility-settings', { phone: '(407) 555-0199', city: 'Longwood', xUrl: '' });
    await admin.patch('/api/admin/facility-settings', { phone: '(407) 555-0199' });
    const log = await admin.get('/api/admin/activity');
    const entries = log.body.items.filter((e: { action: string }) => e.action === 'facility.settings-changed');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorName: 'owner',
      targetType: 'facility',
      targetLabel: 'Facility settings',
      before: { phone: '(407) 555-0142', xUrl: 'https://x.com/' },
      after: { phone: '(407) 555-0199', xUrl: null },
    });
  });

  it.runIf(ctx.dialect === 'postgres')(
    'another process on the same database answers a change on its next request',
    async () => {
      const other = await ctx.startInstance();
      try {
        const visitor = other.client();
        // The other process keeps its copy of the settings...
        expect((await visitor.get('/api/facility')).body.phone).toBe('(407) 555-0142');
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        expect((await admin.patch('/api/admin/facility-settings', { phone: '(407) 555-0123' })).status).toBe(200);
        // ...and drops it when this one changes them: the relay's message arrives within moments.
        await expect
          .poll(async () => (await visitor.get('/api/facility')).body.phone, { timeout: 2_000, interval: 25 })
          .toBe('(407) 555-0123');
      } finally {
        await other.close();
      }
    },
  );

  it('the environment seeds a fresh install once; later the stored settings win', async () => {
    const seeded = await ctx.startInstance({
      env: { VITE_FACILITY_PHONE: '(321) 555-0100', VITE_SOCIAL_X_URL: 'not a link' },
    });
    try {
      const facts = (await seeded.client().get('/api/facility')).body;
      expect(facts.phone).toBe('(321) 555-0100');
      // A value the settings would refuse is left out: the default stands.
      expect(facts.social.map((link: { href: string }) => link.href)).toContain('https://x.com/');
    } finally {
      await seeded.close();
    }
    const later = await ctx.startInstance({ env: { VITE_FACILITY_PHONE: '(321) 555-0999' } });
    try {
      expect((await later.client().get('/api/facility')).body.phone).toBe('(321) 555-0100');
    } finally {
      await later.close();
    }
  });
});
