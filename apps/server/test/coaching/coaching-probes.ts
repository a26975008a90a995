// Who may call each route of coaching and lessons and one request shaped to succeed for an allowed caller, merged into
// the role policy test's probes (http/role-policy.integration.test.ts; docs/decisions/320-wiring-per-feature.md). A new
// route of these groups of core's contract fails to compile until it has its line here.
import { MISSING_ID, TODAY, TOMORROW, type GroupProbes } from '../support/probes';

export const COACHING_PROBES: GroupProbes<'coaching' | 'memberLessons'> = {
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
  'memberLessons.listMine': { access: 'account:manage', request: () => ({}) },
  'memberLessons.cancelOwn': { access: 'account:manage', request: () => ({ path: `/api/lessons/${MISSING_ID}` }) },
};
