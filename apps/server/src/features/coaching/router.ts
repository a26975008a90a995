// Coaching routes (docs/decisions/120-coaching-lessons.md), mounted from core's API contract: members book and
// cancel lessons, coaches (and admins) keep agendas, outcomes, notes, weekly hours and time off, admins see
// every coach and book or cancel for members.
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { CoachingService } from './service';

export function createCoachingRouter(service: CoachingService): FeatureRoutes {
  const router = new FeatureRoutes();
  const { lessons } = API;

  handle(router, lessons.coaches, () => service.coaches());
  handle(router, lessons.availability, ({ query }) => service.availability(query));
  handle(router, lessons.book, ({ user, body }) => service.bookForSelf(user, body));
  handle(router, lessons.listMine, ({ user, query }) => service.listMine(user, query));
  handle(router, lessons.cancelOwn, ({ user, params }) => service.cancelOwn(user, params.id));
  // Coaches for themselves; admins for any coach (the service checks which).
  handle(router, lessons.coachAgenda, ({ user, params, query }) => service.agenda(user, params.id, query));
  handle(router, lessons.recordOutcome, ({ user, params, body }) => service.recordOutcome(user, params.id, body));
  handle(router, lessons.coachAvailability, ({ user, params }) => service.coachAvailability(user, params.id));
  handle(router, lessons.setWeeklyHours, ({ user, params, body }) => service.setWeeklyHours(user, params.id, body));
  handle(router, lessons.addTimeOff, ({ user, params, body }) => service.addTimeOff(user, params.id, body));
  handle(router, lessons.removeTimeOff, ({ user, params }) => service.removeTimeOff(user, params.id, params.timeOffId));
  // Admins.
  handle(router, lessons.adminCoaches, () => service.adminCoaches());
  handle(router, lessons.adminBook, ({ user, body }) => service.bookForMember(user, body));
  handle(router, lessons.adminCancel, ({ user, params }) => service.adminCancel(user, params.id));

  return router;
}
