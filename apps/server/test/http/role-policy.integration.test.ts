// The server's guards agree with core's ONE role policy, for every role and every guarded route of the API
// contract (docs/decisions/085-role-policy.md). Each persona (visitor, regular, member, coach, front desk, admin,
// admin who is not a member) calls every route with a request that would succeed for someone allowed; the
// answer must be what `authorize(persona, route.access)` says: 401 NOT_SIGNED_IN, 403 with the capability's
// code, or through the guard (a 2xx, or a business answer that is not about roles). The UI's gates are held to
// the same policy by packages/ui/src/app/role-gates.test.tsx.
import { describe, expect, it } from 'vitest';
import { API, authorize, facilityInstant, POLICY, type ErrorCode, type RouteDefinition } from '@longwood/core';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from '@longwood/core/testing';
import { ACCOUNT_PROBES } from '../account/account-probes';
import { ACTIVITY_PROBES } from '../activity/activity-probes';
import { AUTH_PROBES } from '../auth/auth-probes';
import { BOOKING_PROBES } from '../bookings/booking-probes';
import { CALENDAR_FEED_PROBES } from '../calendar-feed/calendar-feed-probes';
import { COACHING_PROBES } from '../coaching/coaching-probes';
import { DEMO_REQUEST_PROBES } from '../demo-requests/demo-request-probes';
import { DESK_PROBES } from '../desk/desk-probes';
import { EXPORT_PROBES } from '../exports/export-probes';
import { FACILITY_PROBES } from '../facility/facility-probes';
import { INSIGHTS_PROBES } from '../insights/insights-probes';
import { LEAGUE_PROBES } from '../leagues/league-probes';
import { MAIL_PROBES } from '../mail/mail-probes';
import { MEMBER_PROBES } from '../members/member-probes';
import { MEMBERSHIP_PROBES } from '../membership-requests/membership-probes';
import { PASSWORD_RESET_PROBES } from '../password-reset/password-reset-probes';
import { FEE_PROBES, PAYMENT_PROBES, RENTAL_PROBES } from '../payments/payment-probes';
import { SHOT_PROBES } from '../shots/shot-probes';
import { WAITLIST_PROBES } from '../waitlist/waitlist-probes';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { MISSING_ID, TODAY, TOMORROW, type ProbeContext, type RouteKeyOf, type RouteProbes } from '../support/probes';

const NOW = facilityInstant(TODAY, '09:00');

/** 'bookings.create', 'members.setFrontDesk', ... — every route of the contract. */
type RouteKey = RouteKeyOf<typeof API>;

// Per route: who may call it, written out by hand (the product's intent, decision 085, so a contract route given the
// wrong capability fails here), and one request shaped to succeed for an allowed caller. Each domain's probes live
// beside its tests; the Record type makes a new contract route fail to compile here until its probe is written.
const PROBES: RouteProbes<typeof API> = {
  ...AUTH_PROBES,
  ...ACCOUNT_PROBES,
  ...MEMBERSHIP_PROBES,
  ...PASSWORD_RESET_PROBES,
  ...MEMBER_PROBES,
  ...BOOKING_PROBES,
  ...WAITLIST_PROBES,
  ...INSIGHTS_PROBES,
  ...MAIL_PROBES,
  ...LEAGUE_PROBES,
  ...COACHING_PROBES,
  ...DEMO_REQUEST_PROBES,
  ...DESK_PROBES,
  ...EXPORT_PROBES,
  ...ACTIVITY_PROBES,
  ...CALENDAR_FEED_PROBES,
  ...FACILITY_PROBES,
  ...SHOT_PROBES,
  ...PAYMENT_PROBES,
  ...RENTAL_PROBES,
  ...FEE_PROBES,
};

const ROLE_CODES = new Set<ErrorCode>(['NOT_SIGNED_IN', ...Object.values(POLICY).map((rule) => rule.denied)]);

const routeEntries = (Object.entries(API) as [string, Record<string, RouteDefinition>][]).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ key: `${group}.${name}` as RouteKey, route })),
);

describeEachDatabase(
  'role policy on the server',
  (ctx) => {
    it('every guarded route answers every persona as the policy says', async () => {
      const target = await ctx.createMember();
      const clients = new Map<PersonaName, { client: TestClient; self: ProbeContext['self'] }>();
      for (const name of PERSONA_NAMES) {
        const flags = PERSONAS[name];
        if (flags === null) {
          clients.set(name, { client: ctx.client(), self: { id: 0, username: '', email: '' } });
        } else {
          const { user, client } = await ctx.signInAs({ ...flags });
          clients.set(name, { client, self: user });
        }
      }

      const disagreements: string[] = [];
      for (const { key, route } of routeEntries) {
        if (route.access !== PROBES[key].access) {
          disagreements.push(`${route.method} ${route.path} is for ${route.access}, intended ${PROBES[key].access}`);
        }
        if (route.access === 'public') continue;
        for (const [slot, name] of PERSONA_NAMES.entries()) {
          const { client, self } = clients.get(name)!;
          const probe = PROBES[key].request({ slot, self, target });
          const res = await client.request(route.method, probe.path ?? route.path, probe.body);
          const decision = authorize(PERSONAS[name], route.access);
          const code = typeof res.body?.code === 'string' ? (res.body.code as ErrorCode) : undefined;
          const got = `${res.status}${code ? ` ${code}` : ''}`;
          if (decision.allowed) {
            // Through the guard: success, or an answer about the request itself (404 unknown id, 409 already a
            // member...), never a role refusal and never a server failure.
            if (res.status >= 500 || (code !== undefined && ROLE_CODES.has(code))) {
              disagreements.push(`${route.method} ${route.path} as ${name}: ${got}, policy allows`);
            }
          } else {
            const status = decision.code === 'NOT_SIGNED_IN' ? 401 : 403;
            if (res.status !== status || code !== decision.code) {
              disagreements.push(`${route.method} ${route.path} as ${name}: ${got}, policy says ${decision.code}`);
            }
          }
        }
      }
      expect(disagreements).toEqual([]);
    });

    it('one representative route per capability succeeds exactly for the personas the policy allows', async () => {
      // Every capability with server routes.
      const representative = {
        'account:manage': API.session.current,
        'member:features': API.keypad.current,
        'admin:screens': API.coaching.adminCoaches,
        'desk:bookings': API.staffBookings.listAll,
        'desk:demo-requests': API.demoRequests.listOpen,
        'admin:users': API.members.list,
        'admin:keypad': API.keypad.adminCurrent,
        'account:second-factor': API.secondFactor.status,
        'admin:facility': API.facility.adminSettings,
        'calendar:feed': API.calendarFeed.current,
        'shots:read': API.shots.list,
        'payments:desk': API.payments.till,
      } as const;
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const name of PERSONA_NAMES) {
        const flags = PERSONAS[name];
        const client = flags === null ? ctx.client() : (await ctx.signInAs({ ...flags })).client;
        for (const [capability, route] of Object.entries(representative)) {
          const res = await client.request(route.method, route.path);
          outcomes.push(`${name} ${capability} ${res.status}`);
          const decision = authorize(flags, route.access);
          expected.push(
            `${name} ${capability} ${decision.allowed ? 200 : decision.code === 'NOT_SIGNED_IN' ? 401 : 403}`,
          );
        }
      }
      expect(outcomes).toEqual(expected);
    });

    describe('front-desk switch (PATCH /api/admin/users/:id/front-desk)', () => {
      it('grants and revokes front-desk work at once, refused like the other switches', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const { user, client: staff } = await ctx.signInAs();
        expect((await staff.get('/api/admin/all-bookings')).status).toBe(403);

        const on = await admin.patch(`/api/admin/users/${user.id}/front-desk`, { isFrontDesk: true });
        expect(on.status).toBe(200);
        expect(on.body).toMatchObject({ id: user.id, isFrontDesk: true, isAdmin: false });
        expect((await staff.get('/api/user')).body.isFrontDesk).toBe(true);
        expect((await staff.get('/api/admin/all-bookings')).status).toBe(200);
        // Least privilege: no user administration, no keypad, no member features.
        expect((await staff.get('/api/admin/users')).body.code).toBe('ADMINS_ONLY');
        expect((await staff.post('/api/admin/keypad-code', { code: '1111' })).body.code).toBe('ADMINS_ONLY');
        expect((await staff.get('/api/member/keypad-code')).body.code).toBe('MEMBERS_ONLY');

        await admin.patch(`/api/admin/users/${user.id}/front-desk`, { isFrontDesk: false });
        expect((await staff.get('/api/admin/all-bookings')).body.code).toBe('STAFF_ONLY');

        const missing = await admin.patch(`/api/admin/users/${MISSING_ID}/front-desk`, { isFrontDesk: true });
        expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
        const bad = await admin.patch(`/api/admin/users/${user.id}/front-desk`, { isFrontDesk: 'yes' });
        expect(bad.status).toBe(400);
        expect(bad.body.fieldErrors).toHaveProperty('isFrontDesk');
        const notAdmin = await staff.patch(`/api/admin/users/${user.id}/front-desk`, { isFrontDesk: true });
        expect(notAdmin.status).toBe(403);
      });

      it('lets front-desk staff book for a member and move and cancel that booking', async () => {
        const member = await ctx.createMember();
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
        const slot = { userId: member.id, simulatorId: 2, bookingDate: TOMORROW, startTime: '20:00', endTime: '21:00' };
        const created = await desk.post('/api/admin/bookings', slot);
        expect(created.status).toBe(201);
        const moved = await desk.patch(`/api/admin/bookings/${created.body.id}`, {
          ...slot,
          startTime: '21:00',
          endTime: '22:00',
        });
        expect(moved.body).toMatchObject({ startTime: '21:00:00', endTime: '22:00:00' });
        expect((await desk.delete(`/api/admin/bookings/${created.body.id}`)).status).toBe(204);
      });
    });
  },
  { now: () => NOW },
);
