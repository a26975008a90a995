// The server's guards agree with core's ONE role policy, for every role and every guarded route of the API
// contract (docs/decisions/085-role-policy.md). Each persona (visitor, regular, member, coach, front desk, admin,
// admin who is not a member) calls every route with a request that would succeed for someone allowed; the
// answer must be what `authorize(persona, route.access)` says: 401 NOT_SIGNED_IN, 403 with the capability's
// code, or through the guard (a 2xx, or a business answer that is not about roles). The UI's gates are held to
// the same policy by packages/ui/src/app/role-gates.test.tsx.
import { describe, expect, it } from 'vitest';
import { API, authorize, facilityInstant, POLICY, type ErrorCode, type RouteDefinition } from '@longwood/core';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from '@longwood/core/testing';
import { LEAGUE_PROBES } from '../leagues/league-probes';
import { SHOT_PROBES } from '../shots/shot-probes';
import { FEE_PROBES, PAYMENT_PROBES, RENTAL_PROBES } from '../payments/payment-probes';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { MISSING_ID, TODAY, TOMORROW, type ProbeContext, type RouteKeyOf, type RouteProbes } from '../support/probes';

const NOW = facilityInstant(TODAY, '09:00');

/** 'bookings.create', 'members.setFrontDesk', ... — every route of the contract. */
type RouteKey = RouteKeyOf<typeof API>;

// Per route: who may call it, written out by hand (the product's intent, decision 085, so a contract route
// given the wrong capability fails here), and one request shaped to succeed for an allowed caller. The Record
// type makes a new contract route fail to compile here until someone says who may call it and how. A domain
// module's routes have their probes beside its tests (leagues/league-probes.ts, shots/shot-probes.ts), merged here.
const PROBES: RouteProbes<typeof API> = {
  'session.current': { access: 'account:manage', request: () => ({}) },
  'signIn.login': { access: 'public', request: () => ({}) },
  'signIn.register': { access: 'public', request: () => ({}) },
  'session.logout': { access: 'public', request: () => ({}) },
  'account.signOutOtherDevices': { access: 'account:manage', request: () => ({}) },
  'secondFactor.signIn': { access: 'public', request: () => ({}) },
  'secondFactor.status': { access: 'account:second-factor', request: () => ({}) },
  'secondFactor.startEnrolment': { access: 'account:second-factor', request: () => ({ body: { password: 'not-it' } }) },
  'secondFactor.confirmEnrolment': { access: 'account:second-factor', request: () => ({ body: { code: '123456' } }) },
  'secondFactor.disable': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
  'secondFactor.regenerateRecoveryCodes': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
  'secondFactor.reauthenticate': {
    access: 'account:second-factor',
    request: () => ({ body: { password: 'not-it', code: '123456' } }),
  },
  'demoRequests.submit': { access: 'public', request: () => ({}) },
  'passwordReset.request': { access: 'public', request: () => ({}) },
  'passwordReset.verify': { access: 'public', request: () => ({}) },
  'passwordReset.reset': { access: 'public', request: () => ({}) },
  'passwordReset.checkToken': { access: 'public', request: () => ({}) },
  'account.updateProfile': {
    access: 'account:manage',
    request: ({ self }) => ({ body: { username: self.username, email: self.email } }),
  },
  'account.performanceReport': { access: 'member:features', request: () => ({}) },
  'account.lessonReminders': { access: 'account:manage', request: () => ({}) },
  'account.setLessonReminders': { access: 'account:manage', request: () => ({ body: { lessonReminders: true } }) },
  'membership.request': {
    access: 'account:manage',
    request: ({ self }) => ({
      body: { name: 'Pat Golfer', phone: '4075550100', preferredContact: 'email', userId: self.id, email: self.email },
    }),
  },
  'membership.cancel': { access: 'account:manage', request: () => ({ body: {} }) },
  'bays.list': { access: 'member:features', request: () => ({}) },
  'keypad.current': { access: 'member:features', request: () => ({}) },
  'keypad.adminCurrent': { access: 'admin:keypad', request: () => ({}) },
  'keypad.adminUpdate': { access: 'admin:keypad', request: () => ({ body: { code: '246810' } }) },
  'keypad.adminHistory': { access: 'admin:keypad', request: () => ({}) },
  'bookings.listDay': { access: 'member:features', request: () => ({ path: `/api/bookings?date=${TOMORROW}` }) },
  'bookings.create': { access: 'member:features', request: ({ slot }) => ({ body: bookingAt(slot, 0) }) },
  'bookings.listMine': { access: 'account:manage', request: () => ({}) },
  'bookings.moveOwn': {
    access: 'member:features',
    request: ({ slot }) => ({ path: `/api/bookings/${MISSING_ID}`, body: bookingAt(slot, 0) }),
  },
  'bookings.cancelOwn': { access: 'account:manage', request: () => ({ path: `/api/bookings/${MISSING_ID}` }) },
  // A free slot: an allowed caller is told 409 WAITLIST_SLOT_FREE, an answer about the request.
  'waitlist.join': {
    access: 'member:features',
    request: ({ slot }) => {
      const { simulatorId: _bay, ...time } = bookingAt(slot, 0);
      return { body: time };
    },
  },
  'waitlist.listMine': { access: 'account:manage', request: () => ({}) },
  'waitlist.leave': { access: 'account:manage', request: () => ({ path: `/api/waitlist/${MISSING_ID}` }) },
  'staffBookings.listAll': { access: 'desk:bookings', request: () => ({}) },
  'insights.get': {
    access: 'admin:screens',
    request: () => ({ path: `/api/admin/insights?from=${TODAY}&to=${TOMORROW}` }),
  },
  'insights.list': {
    access: 'admin:screens',
    request: () => ({ path: `/api/admin/insights/list?figure=no-shows&from=${TODAY}&to=${TOMORROW}` }),
  },
  'staffBookings.utilisation': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/utilisation?from=${TODAY}&to=${TOMORROW}` }),
  },
  'staffBookings.staffCreate': {
    access: 'desk:bookings',
    request: ({ slot, target }) => ({ body: { ...bookingAt(slot, 1), userId: target.id } }),
  },
  'staffBookings.staffUpdate': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/bookings/${MISSING_ID}` }),
  },
  'staffBookings.staffDelete': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/admin/bookings/${MISSING_ID}` }),
  },
  'emailVerification.verify': { access: 'public', request: () => ({ body: { token: 'x' } }) },
  'emailVerification.resend': { access: 'account:manage', request: () => ({}) },
  'mail.unsubscribe': { access: 'public', request: () => ({}) },
  'mail.unsubscribeTopic': { access: 'public', request: () => ({}) },
  ...LEAGUE_PROBES,
  'coaching.coaches': { access: 'member:features', request: () => ({}) },
  'coaching.availability': {
    access: 'member:features',
    request: () => ({ path: `/api/lessons/availability?date=${TOMORROW}&durationMinutes=60` }),
  },
  // No coach has hours in this suite: an allowed caller gets 409 COACH_UNAVAILABLE, a business answer.
  'coaching.book': {
    access: 'member:features',
    request: () => ({ body: { bookingDate: TOMORROW, startTime: '15:00', durationMinutes: 60 } }),
  },
  'memberLessons.listMine': { access: 'account:manage', request: () => ({}) },
  'memberLessons.cancelOwn': { access: 'account:manage', request: () => ({ path: `/api/lessons/${MISSING_ID}` }) },
  'coaching.coachAgenda': {
    access: 'coach:screens',
    request: ({ self }) => ({ path: `/api/coaches/${self.id}/lessons?from=${TODAY}` }),
  },
  'coaching.recordOutcome': {
    access: 'coach:screens',
    request: () => ({ path: `/api/lessons/${MISSING_ID}/outcome`, body: { notes: 'Keep the head still.' } }),
  },
  'coaching.coachAvailability': {
    access: 'coach:screens',
    request: ({ self }) => ({ path: `/api/coaches/${self.id}/availability` }),
  },
  'coaching.setWeeklyHours': {
    access: 'coach:screens',
    request: ({ self }) => ({ path: `/api/coaches/${self.id}/hours`, body: { hours: [] } }),
  },
  'coaching.addTimeOff': {
    access: 'coach:screens',
    request: ({ self }) => ({
      path: `/api/coaches/${self.id}/time-off`,
      body: { startDate: TOMORROW, endDate: TOMORROW },
    }),
  },
  'coaching.removeTimeOff': {
    access: 'coach:screens',
    request: ({ self }) => ({ path: `/api/coaches/${self.id}/time-off/${MISSING_ID}` }),
  },
  'coaching.adminCoaches': { access: 'admin:screens', request: () => ({}) },
  'coaching.adminBook': {
    access: 'admin:screens',
    request: ({ target }) => ({
      body: { memberId: target.id, bookingDate: TOMORROW, startTime: '16:00', durationMinutes: 30 },
    }),
  },
  'coaching.adminCancel': { access: 'admin:screens', request: () => ({ path: `/api/admin/lessons/${MISSING_ID}` }) },
  'coaching.setLessonPrice': {
    access: 'admin:facility',
    request: ({ target }) => ({
      path: `/api/admin/coaches/${target.id}/lesson-price`,
      body: { lessonPriceCents: null },
    }),
  },
  'coaching.deskLesson': {
    access: 'payments:desk',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/lesson` }),
  },
  'members.list': { access: 'admin:users', request: () => ({}) },
  'members.setMembership': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/membership`, body: { isMember: true } }),
  },
  'members.setAdmin': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/admin`, body: { isAdmin: false } }),
  },
  'members.setFrontDesk': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/front-desk`, body: { isFrontDesk: false } }),
  },
  'members.setName': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/name`, body: { name: 'Probe Name' } }),
  },
  'members.setCoach': {
    access: 'admin:users',
    request: ({ target }) => ({ path: `/api/admin/users/${target.id}/coach`, body: { isCoach: false } }),
  },
  'members.addMember': {
    access: 'admin:users',
    request: ({ slot }) => ({ body: { email: `added-${slot}@longwoodgolf.example`, phone: '4075550199' } }),
  },
  'members.remove': { access: 'admin:users', request: () => ({ path: `/api/admin/users/${MISSING_ID}` }) },
  'demoRequests.listOpen': { access: 'desk:demo-requests', request: () => ({}) },
  'demoRequests.listCompleted': { access: 'desk:demo-requests', request: () => ({}) },
  'demoRequests.markRead': {
    access: 'desk:demo-requests',
    request: () => ({ path: `/api/admin/contact-submissions/${MISSING_ID}/read` }),
  },
  'demoRequests.setMemberStatus': {
    access: 'desk:demo-requests',
    request: () => ({
      path: `/api/admin/contact-submissions/${MISSING_ID}/member-status`,
      body: { becameMember: true },
    }),
  },
  // A request that does not exist: an allowed caller is told 404 before any bay is held.
  'demoRequests.book': {
    access: 'desk:bookings',
    request: () => ({
      path: `/api/admin/demo-requests/${MISSING_ID}/booking`,
      body: {
        guestName: 'Robin Guest',
        guestEmail: 'robin.guest@example.com',
        guestPhone: '4075550100',
        bookingDate: '2030-01-02',
        startTime: '10:00',
        endTime: '12:00',
      },
    }),
  },
  'demoRequests.remove': {
    access: 'desk:demo-requests',
    request: () => ({ path: `/api/admin/contact-submissions/${MISSING_ID}` }),
  },
  'desk.board': { access: 'desk:bookings', request: () => ({}) },
  // The test client accepts JSON only: an allowed caller is told 406 (an event stream needs text/event-stream).
  'desk.events': { access: 'desk:bookings', request: () => ({}) },
  // Three allowed personas, two bays: the third is told 409 BOOKING_FULL, an answer about the request.
  'desk.walkIn': {
    access: 'desk:bookings',
    request: () => ({
      body: { for: 'guest', start: 'next', durationMinutes: 30, guestName: 'Walk In', guestPhone: '4075550100' },
    }),
  },
  'desk.bookGuest': {
    access: 'desk:bookings',
    request: () => ({
      body: {
        bookingDate: TOMORROW,
        startTime: '10:00',
        endTime: '11:00',
        guestName: 'Guest Rental',
        guestPhone: '4075550100',
      },
    }),
  },
  'desk.arrival': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/arrival`, body: { arrived: true } }),
  },
  'desk.bookingDetails': { access: 'desk:bookings', request: () => ({ path: `/api/desk/bookings/${MISSING_ID}` }) },
  'desk.noShow': {
    access: 'desk:bookings',
    request: () => ({ path: `/api/desk/bookings/${MISSING_ID}/no-show`, body: { noShow: true } }),
  },
  'desk.members': { access: 'desk:bookings', request: () => ({ path: '/api/desk/members?q=example' }) },
  'exports.contactSubmissions': { access: 'admin:screens', request: () => ({}) },
  'exports.exportUsers': { access: 'admin:screens', request: () => ({}) },
  'exports.exportBookings': { access: 'admin:screens', request: () => ({}) },
  'exports.exportContactSubmissions': { access: 'admin:screens', request: () => ({}) },
  'activity.list': { access: 'admin:screens', request: () => ({ path: '/api/admin/activity?action=user.admin' }) },
  'activity.export': { access: 'admin:screens', request: () => ({}) },
  'calendarFeed.current': { access: 'calendar:feed', request: () => ({}) },
  'calendarFeed.reset': { access: 'calendar:feed', request: () => ({}) },
  'calendarFeed.feed': { access: 'public', request: () => ({}) },
  'facility.current': { access: 'public', request: () => ({}) },
  'facility.adminSettings': { access: 'admin:facility', request: () => ({}) },
  'facility.adminUpdate': { access: 'admin:facility', request: () => ({ body: { phone: '(407) 555-0199' } }) },
  // Without a file the upload is a 400 about the request for everyone the guard lets through.
  'facility.uploadMedia': {
    access: 'admin:facility',
    request: () => ({ path: '/api/admin/facility-media/heroPoster' }),
  },
  'facility.resetMedia': {
    access: 'admin:facility',
    request: () => ({ path: '/api/admin/facility-media/heroPoster' }),
  },
  ...SHOT_PROBES,
  ...PAYMENT_PROBES,
  ...RENTAL_PROBES,
  ...FEE_PROBES,
};

/** Tomorrow, one half-hour per persona and kind, so no probe collides with another. */
function bookingAt(slot: number, kind: 0 | 1) {
  const hour = String(6 + slot * 2 + kind).padStart(2, '0');
  return { simulatorId: 1, bookingDate: TOMORROW, startTime: `${hour}:00`, endTime: `${hour}:30` };
}

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
