// The member's lessons (on /book-lesson and with My Bookings on /booking): upcoming ones with how they are paid
// and a cancel button until the 24-hour cut-off, past ones with their outcome and the coach's notes. The server
// sends lessons from today on plus the latest page of earlier ones; 'Show earlier lessons' asks for the page
// before the oldest one shown (decision 180).
import { useState } from 'react';
import {
  facilityToday,
  LESSON_MESSAGES,
  lessonPaymentLabel,
  MY_PAST_LESSONS_PAGE_SIZE,
  type MyLesson,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { getEarlierLessons, useCancelLesson, useMyLessons } from '../api/lessons';
import { LESSON_STATUS_LABELS, lengthLabel } from '../lib/lesson-labels';

const isUpcoming = (l: MyLesson) => l.status === 'booked';
const byStart = (a: MyLesson, b: MyLesson) =>
  `${a.lessonDate} ${a.startTime}`.localeCompare(`${b.lessonDate} ${b.startTime}`) || a.id - b.id;

interface EarlierPages {
  rows: MyLesson[];
  /** The last page came back full: there may be more. */
  more: boolean;
  loading: boolean;
  failed: boolean;
}

function LessonLine({ lesson }: { lesson: MyLesson }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {formatDateLong(lesson.lessonDate)} · {lengthLabel(lesson.durationMinutes)} with {lesson.coachName}
      </p>
      <p className="text-sm text-slate-600">
        {formatTimeRange(lesson.startTime, lesson.endTime, { zone: true })} · {lesson.simulatorName} ·{' '}
        {lessonPaymentLabel(lesson.complimentary)}
      </p>
    </>
  );
}

export function MyLessons({ now = () => new Date() }: { now?: () => Date }) {
  const { data, isPending, isError, error, refetch } = useMyLessons();
  const cancel = useCancelLesson();
  const [toCancel, setToCancel] = useState<MyLesson | null>(null);
  const [earlier, setEarlier] = useState<EarlierPages>({ rows: [], more: true, loading: false, failed: false });
  const seen = new Set<number>();
  const lessons = [...(data ?? []), ...earlier.rows].filter((l) => !seen.has(l.id) && seen.add(l.id)).sort(byStart);
  const upcoming = lessons.filter(isUpcoming);
  const past = lessons.filter((l) => !isUpcoming(l)).reverse();
  // The first answer holds at most a page of lessons before today: a full page means there may be earlier ones.
  const today = facilityToday(now());
  const firstPageFull = (data ?? []).filter((l) => l.lessonDate < today).length >= MY_PAST_LESSONS_PAGE_SIZE;
  const mayHaveEarlier = earlier.more && (earlier.rows.length > 0 || firstPageFull);

  const showEarlier = () => {
    const oldest = lessons[0];
    if (!oldest) return;
    setEarlier((state) => ({ ...state, loading: true, failed: false }));
    getEarlierLessons(oldest).then(
      (rows) =>
        setEarlier((state) => ({
          rows: [...state.rows, ...rows],
          more: rows.length >= MY_PAST_LESSONS_PAGE_SIZE,
          loading: false,
          failed: false,
        })),
      () => setEarlier((state) => ({ ...state, loading: false, failed: true })),
    );
  };

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
      onError: (err) => {
        toast({ title: 'Error Canceling Lesson', description: errorMessage(err), variant: 'destructive' });
        setToCancel(null);
      },
    });
  };

  return (
    <section aria-labelledby="my-lessons-heading">
      <h2 id="my-lessons-heading" className="text-xl font-semibold text-slate-900">
        My Lessons
      </h2>
      <Card className="mt-4 p-4 sm:p-6">
        {isPending ? (
          <div className="flex justify-center py-6 text-emerald-700">
            <Spinner label="Loading your lessons..." />
          </div>
        ) : isError ? (
          <div className="py-4 text-center" role="alert">
            <p className="text-red-700">Failed to fetch lessons</p>
            <p className="mt-1 text-sm text-slate-500">{errorMessage(error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : lessons.length === 0 ? (
          <p className="py-6 text-center text-slate-600">You have no lessons yet.</p>
        ) : (
          <div className="space-y-6">
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Upcoming</h3>
              {upcoming.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No upcoming lessons.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Upcoming lessons">
                  {upcoming.map((l) => (
                    <li key={l.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                      <div>
                        <LessonLine lesson={l} />
                        {!l.canCancel ? (
                          <p className="text-xs text-slate-500">
                            Less than 24 hours to go: please call the front desk to cancel.
                          </p>
                        ) : null}
                      </div>
                      {l.canCancel ? (
                        <Button variant="outline" size="sm" onClick={() => setToCancel(l)}>
                          Cancel
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-2 text-xs text-slate-500">{LESSON_MESSAGES.cancellationPolicy}</p>
            </div>
            {past.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Past and canceled</h3>
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Past lessons">
                  {past.map((l) => (
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
                </ul>
              </div>
            ) : null}
            {mayHaveEarlier ? (
              <div>
                <Button variant="outline" size="sm" onClick={showEarlier} disabled={earlier.loading}>
                  {earlier.loading ? 'Loading...' : 'Show earlier lessons'}
                </Button>
                {earlier.failed ? (
                  <p className="mt-1 text-sm text-red-700" role="alert">
                    Earlier lessons could not be loaded. Please try again.
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel Lesson"
        description={
          toCancel
            ? `Are you sure you want to cancel your lesson with ${toCancel.coachName} on ${formatDateLong(toCancel.lessonDate)}, ${formatTimeRange(toCancel.startTime, toCancel.endTime, { zone: true })}?`
            : ''
        }
        cancelLabel="Keep Lesson"
        confirmLabel={cancel.isPending ? 'Canceling...' : 'Yes, Cancel Lesson'}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
      />
    </section>
  );
}
