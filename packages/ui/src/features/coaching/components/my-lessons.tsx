// The member's lessons (on /book-lesson and with My Bookings on /booking): upcoming ones with how they are paid
// and a cancel button until the 24-hour cut-off, past ones with their outcome and the coach's notes. The server
// sends lessons from today on plus the latest page of earlier ones; 'Show earlier lessons' asks for the page
// before the oldest one shown (decision 021).
import { useState } from 'react';
import {
  cancelMoneyAt,
  cancelMoneyQuestion,
  facilityToday,
  lessonCutoffMessages,
  lessonPaymentStatusLabel,
  MY_PAST_LESSONS_PAGE_SIZE,
  type MyLesson,
} from '@longwood/core';
import { MemberListCard, MemberListSection, ShowEarlierButton } from '../../../components/member-list';
import { lessonCutoffs } from '../../../config/booking-rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialogWhenOpened } from '../../../components/ui/confirm-dialog-when-opened';
import { toast } from '../../../components/ui/toast';
import { TitledSection } from '../../../components/ui/titled-section';
import { useEarlierPages } from '../../../lib/use-earlier-pages';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { getEarlierLessons, useCancelLesson, useMyLessons } from '../api/my-lessons';
import { LESSON_STATUS_LABELS, lengthLabel } from '../lib/lesson-labels';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const isUpcoming = (l: MyLesson) => l.status === 'booked';
const byStart = (a: MyLesson, b: MyLesson) =>
  `${a.lessonDate} ${a.startTime}`.localeCompare(`${b.lessonDate} ${b.startTime}`) || a.id - b.id;

function LessonLine({ lesson }: { lesson: MyLesson }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {formatDateLong(lesson.lessonDate)} · {lengthLabel(lesson.durationMinutes)} with {lesson.coachName}
      </p>
      <p className="text-sm text-slate-600">
        {formatTimeRange(lesson.startTime, lesson.endTime, { zoneOn: lesson.lessonDate })} · {lesson.simulatorName} ·{' '}
        {lessonPaymentStatusLabel(lesson)}
      </p>
    </>
  );
}

export function MyLessons({
  now = () => new Date(),
  backFromCheckout = false,
}: {
  now?: () => Date;
  /** Back from Stripe's Checkout: a processing payment is read again until Stripe confirms it. */
  backFromCheckout?: boolean;
}) {
  const { data, isPending, isError, error, refetch } = useMyLessons(backFromCheckout);
  const cancel = useToastedMutation(useCancelLesson(), 'Error Canceling Lesson');
  const [toCancel, setToCancel] = useState<MyLesson | null>(null);
  const earlier = useEarlierPages(getEarlierLessons, MY_PAST_LESSONS_PAGE_SIZE);
  const seen = new Set<number>();
  const lessons = [...(data ?? []), ...earlier.rows].filter((l) => !seen.has(l.id) && seen.add(l.id)).sort(byStart);
  const upcoming = lessons.filter(isUpcoming);
  const past = lessons.filter((l) => !isUpcoming(l)).reverse();
  // The first answer holds at most a page of lessons before today: a full page means there may be earlier ones.
  const today = facilityToday(now());
  const firstPageFull = (data ?? []).filter((l) => l.lessonDate < today).length >= MY_PAST_LESSONS_PAGE_SIZE;
  const mayHaveEarlier = earlier.more && (earlier.rows.length > 0 || firstPageFull);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast({
          title: 'Lesson Canceled',
          description: `Your lesson on ${formatDateLong(toCancel.lessonDate)} has been canceled.`,
        });
        setToCancel(null);
      },
      onError: () => setToCancel(null),
    });
  };

  return (
    <TitledSection id="my-lessons-heading" title="My Lessons" titleSize="xl">
      <MemberListCard
        what="lessons"
        isPending={isPending}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={lessons.length === 0}
      >
        <MemberListSection
          title="Upcoming"
          label="Upcoming lessons"
          empty="No upcoming lessons."
          rows={upcoming.map((l) => (
            <li key={l.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <LessonLine lesson={l} />
                {!l.canCancel ? (
                  <p className="text-xs text-slate-500">
                    Less than 24 hours to go: please call the front desk to cancel.
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {l.checkoutUrl && !backFromCheckout ? (
                  <a href={l.checkoutUrl} className={buttonClasses('primary', 'sm')}>
                    Pay online
                  </a>
                ) : null}
                {l.canCancel ? (
                  <Button variant="outline" size="sm" onClick={() => setToCancel(l)}>
                    Cancel
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
          after={
            <p className="mt-2 text-xs text-slate-500">{lessonCutoffMessages(lessonCutoffs).cancellationPolicy}</p>
          }
        />
        {past.length > 0 ? (
          <MemberListSection
            title="Past and canceled"
            label="Past lessons"
            rows={past.map((l) => (
              <li key={l.id} className="py-3">
                <LessonLine lesson={l} />
                <p className="text-sm text-slate-700">Status: {LESSON_STATUS_LABELS[l.status]}</p>
                {l.notes ? (
                  <div className="mt-2 rounded-md bg-slate-50 p-3">
                    <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                      Notes from {l.coachName}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{l.notes}</p>
                  </div>
                ) : null}
              </li>
            ))}
          />
        ) : null}
        {mayHaveEarlier ? (
          <ShowEarlierButton
            what="lessons"
            loading={earlier.loading}
            failed={earlier.failed}
            onClick={() => earlier.showEarlier(lessons[0])}
          />
        ) : null}
      </MemberListCard>
      <ConfirmDialogWhenOpened
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel Lesson"
        description={
          toCancel
            ? [
                `Are you sure you want to cancel your lesson with ${toCancel.coachName} on ${formatDateLong(toCancel.lessonDate)}, ${formatTimeRange(toCancel.startTime, toCancel.endTime, { zoneOn: toCancel.lessonDate })}?`,
                // What canceling now does with the money paid for it (decision 415), said before the member confirms.
                cancelMoneyQuestion(cancelMoneyAt(toCancel.moneyBack, now())),
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        cancelLabel="Keep Lesson"
        confirmLabel={cancel.isPending ? 'Canceling...' : 'Yes, Cancel Lesson'}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
      />
    </TitledSection>
  );
}
