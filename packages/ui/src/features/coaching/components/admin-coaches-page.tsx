// /admin/coaches (docs/decisions/120-coaching-lessons.md): every coach with their weekly hours and lesson counts
// per month, their week of lessons (cancel for a member), their hours and time off; make or unmake a coach; book
// a lesson for a member.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  addDaysToDateString,
  bookableDates,
  cancelMoneyAt,
  cancelMoneyTexts,
  facilityToday,
  formatTime12h,
  hasLessonStarted,
  LESSON_LENGTHS_MINUTES,
  personName,
  personWithEmail,
  type AdminCoach,
  type CoachLesson,
} from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardUnderTitle, TitledSection } from '../../../components/ui/titled-section';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerField, SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { PageContainer } from '../../../components/page-container';
import { RequestFailed } from '../../../components/request-failed';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { formatDateLong, formatDateShort, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { USER_PICKER_QUERY, useAdminUsers } from '../../admin';
import { useAdminBookLesson, useAdminCancelLesson, useAdminCoaches, useSetCoach } from '../api/admin-coaches';
import { useCoachAgenda } from '../api/coach';
import { useLessonAvailability } from '../api/lessons';
import { lengthLabel, LESSON_STATUS_LABELS, WEEKDAY_LABELS } from '../lib/lesson-labels';
import { CoachPriceForm } from './coach-price-form';
import { TimeOffPanel } from './time-off-panel';
import { WeeklyHoursEditor } from './weekly-hours-editor';
import { useToastedMutation } from '../../../lib/toasted-mutation';

function hoursSummary(coach: AdminCoach): string {
  if (coach.hours.length === 0) return 'No weekly hours set';
  return coach.hours
    .map((h) => `${WEEKDAY_LABELS[h.weekday]!.slice(0, 3)} ${formatTime12h(h.startTime)}-${formatTime12h(h.endTime)}`)
    .join(', ');
}

function CoachWeek({ coach }: { coach: AdminCoach }) {
  const now = useNow();
  const today = facilityToday(now);
  const week = useCoachAgenda(coach.id, today, addDaysToDateString(today, 6));
  const cancel = useToastedMutation(useAdminCancelLesson(), 'Error Canceling Lesson');
  const [toCancel, setToCancel] = useState<CoachLesson | null>(null);
  if (week.isPending) return <Spinner label="Loading the week..." className="text-emerald-700" />;
  if (week.isError)
    return <p className="text-sm text-red-700">The week could not be loaded: {errorMessage(week.error)}</p>;
  const lessons = week.data.filter((l) => l.status !== 'cancelled');
  return (
    <>
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">No lessons in the next 7 days.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={`${coach.name}'s week`}>
          {lessons.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-800">
                {formatDateShort(l.lessonDate)}, {formatTimeRange(l.startTime, l.endTime, { zoneOn: l.lessonDate })} ·{' '}
                {l.memberName} · {LESSON_STATUS_LABELS[l.status]}
              </span>
              {l.status === 'booked' && !hasLessonStarted(l, now) ? (
                <Button size="sm" variant="ghost" onClick={() => setToCancel(l)}>
                  Cancel lesson
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel Lesson"
        description={[
          'The member and the coach are told by e-mail.',
          // What canceling now does with the money paid for it, in the words the staff's e-mails use (decision 414).
          ...(toCancel ? cancelMoneyTexts(cancelMoneyAt(toCancel.moneyBack, now), toCancel.memberName).staff : []),
          'Cancel this lesson?',
        ].join(' ')}
        cancelLabel="Keep Lesson"
        confirmLabel={cancel.isPending ? 'Canceling...' : 'Yes, Cancel Lesson'}
        busy={cancel.isPending}
        onConfirm={() =>
          toCancel !== null &&
          cancel.mutate(toCancel.id, {
            onSuccess: () => {
              toast({ title: 'Lesson Canceled', description: 'The member and the coach have been told.' });
              setToCancel(null);
            },
            onError: () => setToCancel(null),
          })
        }
      />
    </>
  );
}

const MONTH_COLUMNS: Column<AdminCoach['monthlyCounts'][number]>[] = [
  { header: 'Month', rowHeader: true, cell: (m) => formatDateShort(`${m.month}-01`).replace(/ 1,/, '') },
  { header: 'Booked', cell: (m) => m.booked },
  { header: 'Completed', cell: (m) => m.completed },
  { header: 'No-show', cell: (m) => m.noShow },
  { header: 'Canceled', cell: (m) => m.cancelled },
  { header: 'Complimentary', cell: (m) => m.complimentary },
];

function CoachCard({ coach }: { coach: AdminCoach }) {
  const setCoach = useToastedMutation(useSetCoach(), 'Error Updating Coach');
  const [editing, setEditing] = useState(false);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold text-slate-900">{coach.name}</h3>
          <p className="break-words text-sm text-slate-600">
            {coach.email}
            {coach.phone ? ` · ${coach.phone}` : ''}
          </p>
          <p className="mt-1 text-sm text-slate-600">{hoursSummary(coach)}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={setCoach.isPending}
          onClick={() =>
            setCoach.mutate(
              { userId: coach.id, isCoach: false },
              {
                onSuccess: () => toast({ title: 'Coach Removed', description: `${coach.name} is no longer a coach.` }),
              },
            )
          }
        >
          Remove coach role
        </Button>
      </div>
      <CoachPriceForm coach={coach} />
      <div>
        <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Lessons per month</h4>
        {coach.monthlyCounts.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No lessons yet.</p>
        ) : (
          <div className="mt-2">
            <DataTable
              look="plain"
              caption={`Lessons per month for ${coach.name}`}
              scrollable
              className="min-w-max"
              rows={coach.monthlyCounts}
              rowKey={(m) => m.month}
              columns={MONTH_COLUMNS}
            />
          </div>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-500">This week</h4>
        <div className="mt-2">
          <CoachWeek coach={coach} />
        </div>
      </div>
      <div>
        <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Close hours and time off' : 'Edit hours and time off'}
        </Button>
        {editing ? (
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <WeeklyHoursEditor coachId={coach.id} />
            <TimeOffPanel coachId={coach.id} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function MakeCoach() {
  const users = useAdminUsers(USER_PICKER_QUERY);
  const setCoach = useSetCoach();
  const form = useForm({ defaultValues: { userId: '' } });
  const userId = form.watch('userId');
  const candidates = (users.data?.items ?? []).filter((u) => !u.isCoach);
  const submit = form.handleSubmit((values) => {
    if (!values.userId) return;
    setCoach.mutate(
      { userId: Number(values.userId), isCoach: true },
      {
        onSuccess: (user) => {
          form.reset({ userId: '' });
          toast({ title: 'Coach Added', description: `${personName(user)} is now a coach.` });
        },
        onError: (error) => showFormFailure(form, error, 'Error Updating Coach'),
      },
    );
  });
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Make a coach"
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        label="Make a user a coach"
        className="flex-1"
        hint={users.isError ? `Users could not be loaded: ${errorMessage(users.error)}` : undefined}
        options={candidates.map((u) => ({ value: String(u.id), label: personWithEmail(u) }))}
        {...registerField(form, 'userId')}
        value={userId}
      >
        <option value="">Select a user</option>
      </SelectField>
      <Button type="submit" disabled={!userId || setCoach.isPending}>
        Make coach
      </Button>
    </form>
  );
}

/** The form's fields, named as POST /api/admin/lessons names them, so the server's field errors land beside them. */
interface BookForMemberValues {
  memberId: string;
  coachId: string;
  bookingDate: string;
  durationMinutes: number;
  startTime: string;
}

function BookForMember({ coaches }: { coaches: AdminCoach[] }) {
  const now = useNow();
  const users = useAdminUsers(USER_PICKER_QUERY);
  const book = useAdminBookLesson();
  const form = useForm<BookForMemberValues>({
    defaultValues: {
      memberId: '',
      coachId: String(coaches[0]?.id ?? ''),
      bookingDate: facilityToday(now),
      durationMinutes: 60,
      startTime: '',
    },
  });
  const [memberId, coachId, date, durationMinutes, startTime] = form.watch([
    'memberId',
    'coachId',
    'bookingDate',
    'durationMinutes',
    'startTime',
  ]);
  const availability = useLessonAvailability(date, durationMinutes, coachId ? Number(coachId) : null);
  const members = (users.data?.items ?? []).filter((u) => u.isMember);
  const options = availability.data?.options ?? [];
  // Another coach, day or length offers other start times: the chosen one is cleared.
  const clearsStart = { onChange: () => form.setValue('startTime', '') };
  const submit = form.handleSubmit((values) => {
    if (!values.memberId || !values.coachId || !values.startTime) return;
    book.mutate(
      { ...values, memberId: Number(values.memberId), coachId: Number(values.coachId) },
      {
        onSuccess: (lesson) => {
          form.setValue('startTime', '');
          toast({
            title: 'Lesson Booked',
            description: `${lesson.memberName} with ${lesson.coachName} on ${formatDateLong(lesson.lessonDate)}, ${formatTimeRange(lesson.startTime, lesson.endTime, { zoneOn: lesson.lessonDate })}.`,
          });
        },
        onError: (error) => showFormFailure(form, error, 'Error Booking Lesson'),
      },
    );
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Book a lesson for a member"
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        label="Member"
        options={members.map((u) => ({ value: String(u.id), label: personWithEmail(u) }))}
        {...registerField(form, 'memberId')}
        value={memberId}
      >
        <option value="">Select a member</option>
      </SelectField>
      <SelectField
        label="Coach"
        options={coaches.map((c) => ({ value: String(c.id), label: c.name }))}
        {...registerField(form, 'coachId', clearsStart)}
        value={coachId}
      />
      <SelectField
        label="Date"
        options={bookableDates(now, bookingRules.bookingWindowDays).map((d) => ({
          value: d,
          label: formatDateLong(d),
        }))}
        {...registerField(form, 'bookingDate', clearsStart)}
        value={date}
      />
      <SelectField
        label="Lesson length"
        options={LESSON_LENGTHS_MINUTES.map((m) => ({ value: String(m), label: lengthLabel(m) }))}
        {...registerField(form, 'durationMinutes', { ...clearsStart, valueAsNumber: true })}
        value={String(durationMinutes)}
      />
      <SelectField
        label="Start time"
        hint={
          availability.isPending
            ? 'Loading start times...'
            : availability.isError
              ? `Start times could not be loaded: ${errorMessage(availability.error)}`
              : options.length === 0
                ? 'No start times available on this day.'
                : undefined
        }
        options={options.map((o) => ({
          value: o.startTime,
          label: formatTimeRange(o.startTime, o.endTime, { zoneOn: date }),
        }))}
        {...registerField(form, 'startTime')}
        value={startTime}
      >
        <option value="">Select a start time</option>
      </SelectField>
      <div className="flex items-end">
        <Button type="submit" disabled={!memberId || !coachId || !startTime || book.isPending}>
          {book.isPending ? 'Booking...' : 'Book lesson'}
        </Button>
      </div>
    </form>
  );
}

export function AdminCoachesPage() {
  const coaches = useAdminCoaches();
  return (
    <PageContainer className="max-w-5xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Coach Management</h1>
          <p className="mt-2 text-slate-600">Coaches, their hours and lessons; book or cancel lessons for members.</p>
        </div>
        <Link to="/admin-dashboard" className={buttonClasses('outline', 'sm')}>
          Back to Admin Dashboard
        </Link>
      </div>
      <Card className="p-4 sm:p-6">
        <MakeCoach />
      </Card>
      {coaches.isPending ? (
        <Spinner label="Loading coaches..." className="text-emerald-700" />
      ) : coaches.isError ? (
        <RequestFailed title="Failed to fetch coaches" query={coaches} />
      ) : coaches.data.length === 0 ? (
        <p className="text-slate-600">There are no coaches yet. Make a user a coach above.</p>
      ) : (
        <>
          <TitledSection id="coaches-heading" title="Coaches" titleSize="xl" className="space-y-4">
            {coaches.data.map((coach) => (
              <CoachCard key={coach.id} coach={coach} />
            ))}
          </TitledSection>
          <CardUnderTitle id="book-for-member-heading" title="Book a Lesson for a Member">
            <BookForMember coaches={coaches.data} />
          </CardUnderTitle>
        </>
      )}
    </PageContainer>
  );
}
