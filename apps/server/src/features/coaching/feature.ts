// Coaching as a feature (docs/decisions/120-coaching-lessons.md): lessons hold their bays through the bookings
// feature's reservation port, priced ones are paid on Stripe's Checkout (the payments feature's, 303), and a job
// queues the day-before reminders (122). Other features read lessons through `offers.lessons`.
import type { FacilitySettings, LessonCutoffs } from '@longwood/core';
import type { Base } from '../../base';
import type { DatedRange } from '../../db/paging';
import type { ServerFeature } from '../../feature';
import { createPeriodicJob } from '../../periodic-job';
import type { RecordActivity } from '../../ports/activity';
import type { MoneyBackPort } from '../../ports/money-back';
import type { ReservationPort } from '../../ports/reservations';
import { createCoachPricesRepository } from './coach-prices-repository';
import { createCoachScheduleRepository } from './coach-schedule-repository';
import { createLessonsRepository } from './lessons-repository';
import { createLessonNotifier } from './notifier';
import { createLessonReminders } from './reminders';
import { createRemindersRepository } from './reminders-repository';
import { createCoachingRouter } from './router';
import { createCoachingService, type LessonCheckout } from './service';

export interface CoachingNeeds {
  record: RecordActivity;
  reservations: ReservationPort;
  facility: { lessonCutoffs(): Promise<LessonCutoffs>; settings(): Promise<FacilitySettings> };
  /** Stripe's Checkout for a priced lesson (the payments feature); null when online payments are off. */
  lessonCheckout: LessonCheckout | null;
  /** The late-cancel window and the refund of a canceled lesson's online payment (the payments feature's, 415). */
  moneyBack: MoneyBackPort;
}

export function composeCoaching(base: Base, needs: CoachingNeeds) {
  const { outbox, now, transaction } = base;
  const { facility } = needs;
  const lessons = createLessonsRepository(base.db);
  const coaching = createCoachingService({
    lessons,
    schedule: createCoachScheduleRepository(base.db),
    users: base.users,
    reservations: needs.reservations,
    notifier: createLessonNotifier({
      outbox,
      settings: base.mailSettings,
      teamEmail: base.env.FACILITY_TEAM_EMAIL,
      now,
    }),
    mailLimit: base.mailLimit,
    now,
    record: needs.record,
    transaction,
    lessonCutoffs: () => facility.lessonCutoffs(),
    // Lesson prices; a priced lesson a member books is paid on Stripe's Checkout (decision 303).
    prices: createCoachPricesRepository(base.db),
    checkout: needs.lessonCheckout,
    warn: base.warn,
    moneyBack: needs.moneyBack,
  });
  const reminders = createLessonReminders({
    unsubscribeAddress: base.mailSettings.unsubscribeAddress,
    lessons,
    reminders: createRemindersRepository(),
    transaction,
    outbox,
    now,
  });
  return {
    services: { coaching },
    routes: [createCoachingRouter(coaching)],
    jobs: {
      lessonReminders: createPeriodicJob({
        name: 'lesson reminders',
        everyMs: 5 * 60_000,
        run: () => reminders.queueTomorrows(),
        warn: base.warn,
      }),
    },
    offers: {
      /** Lessons as other features read them: by id, a member's, a coach's, and whether a coach teaches a member. */
      lessons: {
        find: (id: number) => lessons.find(id),
        listForMember: (memberId: number, range?: DatedRange) => lessons.listForMember(memberId, range),
        listForCoach: (coachId: number, from: string) => lessons.listForCoach(coachId, from),
        coachTeaches: (coachId: number, memberId: number) => lessons.coachTeaches(coachId, memberId),
      },
    },
  } satisfies ServerFeature;
}
