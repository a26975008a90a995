// Coaching use cases (docs/decisions/120-coaching-lessons.md, 121-lesson-availability-and-cut-offs.md), one module
// each, composed into the one service the router and composition.ts use: the coach directory (coach-directory.ts),
// lesson availability (lesson-availability.ts), booking and cancelling (lesson-booking.ts), the agenda and outcomes
// (lesson-outcomes.ts), coaches' hours and time off (coach-hours.ts) and the admins' overview (admin-coaches.ts).
// The rules are core's (rules/lesson.ts).
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import type { UsersRepository } from '../../db/users-repository';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import { createAdminCoaches } from './admin-coaches';
import { createCoachDirectory } from './coach-directory';
import { createCoachHours } from './coach-hours';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { LessonCutoffs } from '@longwood/core';
import { createLessonAvailability } from './lesson-availability';
import {
  createLessonBooking,
  type LessonBookingDeps,
  type LessonCheckout,
  type LessonNotifier,
} from './lesson-booking';
import type { CoachPricesRepository } from './coach-prices-repository';
import { createLessonPrices } from './lesson-prices';
import { createLessonOutcomes } from './lesson-outcomes';
import { coachingRecorder } from './lesson-records';
import type { LessonsRepository } from './lessons-repository';

export type { LessonCheckout, LessonNotifier };

export interface CoachingServiceDeps {
  lessons: LessonsRepository;
  schedule: CoachScheduleRepository;
  users: Pick<UsersRepository, 'findById' | 'list'>;
  reservations: ReservationPort;
  notifier: LessonNotifier;
  now: () => Date;
  /**
   * Staff writes (lessons booked or cancelled by an admin, outcomes and notes, coaches' hours and time off) are
   * recorded in the activity log in their transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md).
   */
  record: RecordActivity;
  transaction: UnitOfWorkRunner;
  /** The facility's lesson cut-offs now (its settings, docs/decisions/230-more-facility-settings.md). */
  lessonCutoffs?: () => Promise<LessonCutoffs>;
  /** Coaches' lesson prices and Stripe's Checkout for a priced lesson (docs/decisions/303-lesson-prices-and-payment.md). */
  prices: CoachPricesRepository;
  checkout: LessonCheckout | null;
  warn: (line: string) => void;
  /** A member's lesson e-mail to an unverified address takes a place in the mail limits (decision 248). */
  mailLimit: LessonBookingDeps['mailLimit'];
  /** The late-cancel window and the refund of a canceled lesson's online payment (decision 415). */
  moneyBack: LessonBookingDeps['moneyBack'];
}

export type CoachingService = ReturnType<typeof createCoachingService>;

export function createCoachingService(deps: CoachingServiceDeps) {
  const coaches = createCoachDirectory(deps.users, deps.prices);
  const shared = { ...deps, coaches, recordWrite: coachingRecorder(deps.record) };
  return {
    coaches: () => coaches.summaries(),
    ...createLessonAvailability(shared),
    ...createLessonBooking(shared),
    ...createLessonOutcomes(shared),
    ...createCoachHours(shared),
    ...createAdminCoaches(shared),
    ...createLessonPrices(shared),
  };
}
