// Coaching routes (docs/decisions/120-coaching-lessons.md), mounted from core's API contract: members book and
// cancel lessons, coaches (and admins) keep agendas, outcomes, notes, weekly hours and time off, admins see
// every coach and book or cancel for members.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { CoachingService } from './service';

export function createCoachingRouter(service: CoachingService): Router {
  const router = Router();
  const { coaching, memberLessons } = API;

  handle(router, coaching.coaches, () => service.coaches());
  handle(router, coaching.availability, ({ user, query }) => service.availability(query, user.id));
  handle(router, coaching.book, ({ user, body }) => service.bookForSelf(user, body));
  handle(router, memberLessons.listMine, ({ user, query }) => service.listMine(user, query));
  handle(router, memberLessons.cancelOwn, ({ user, params }) => service.cancelOwn(user, params.id));
  // Coaches for themselves; admins for any coach (the service checks which).
  handle(router, coaching.coachAgenda, ({ user, params, query }) => service.agenda(user, params.id, query));
  handle(router, coaching.recordOutcome, ({ user, params, body }) => service.recordOutcome(user, params.id, body));
  handle(router, coaching.coachAvailability, ({ user, params }) => service.coachAvailability(user, params.id));
  handle(router, coaching.setWeeklyHours, ({ user, params, body }) => service.setWeeklyHours(user, params.id, body));
  handle(router, coaching.addTimeOff, ({ user, params, body }) => service.addTimeOff(user, params.id, body));
  handle(router, coaching.removeTimeOff, ({ user, params }) =>
    service.removeTimeOff(user, params.id, params.timeOffId),
  );
  // Admins.
  handle(router, coaching.adminCoaches, () => service.adminCoaches());
  handle(router, coaching.adminBook, ({ user, body }) => service.bookForMember(user, body));
  handle(router, coaching.setLessonPrice, ({ user, params, body }) => service.setLessonPrice(user, params.id, body));
  handle(router, coaching.deskLesson, ({ params }) => service.deskLesson(params.id));
  handle(router, coaching.adminCancel, ({ user, params }) => service.adminCancel(user, params.id));

  return router;
}
