// /book-lesson (docs/decisions/120-coaching-lessons.md): members pick a coach (or any coach), a length and a date
// up to 30 days ahead; the start times offered are the server's (core's lesson rules over the one occupancy
// model: the coach teaches then and a bay is free). When no coach asked about has published hours, it says so
// rather than listing dates without times. The server books coach and bay in one locked transaction.
import { useEffect } from 'react';
import {
  bookableDates,
  canMemberCancelLesson,
  creditLine,
  LESSON_ANY_COACH,
  lessonCutoffMessages,
} from '@longwood/core';
import { useSearchParams } from 'react-router-dom';
import { bookingRules, lessonCutoffs } from '../../../config/booking-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, SelectField } from '../../../components/ui/form-field';
import { PageContainer } from '../../../components/page-container';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useCoaches, useLessonAvailability } from '../api/lessons';
import { useMyLessons } from '../api/my-lessons';
import { useLessonBooking } from '../hooks/use-lesson-booking';
import { coachNameIn, priceLine, startTimeNote } from '../lib/lesson-price';
import { useMyCredit } from '../../account';
import { LessonLengthPicker } from './lesson-length-picker';
import { LessonStartTimes } from './lesson-start-times';
import { MyLessons } from './my-lessons';

const ANY_COACH = LESSON_ANY_COACH;

export function BookLessonPage() {
  const now = useNow();
  const dates = bookableDates(now, bookingRules.bookingWindowDays);
  const coaches = useCoaches();
  const [searchParams] = useSearchParams();
  const backFromCheckout = searchParams.get('checkout') === 'done';
  const mine = useMyLessons(backFromCheckout);
  const processing = mine.data?.some((l) => l.payment === 'processing') ?? false;
  const { form, onSubmit, pending } = useLessonBooking(now);
  const [coachValue, bookingDate, durationMinutes, startTime] = form.watch([
    'coachId',
    'bookingDate',
    'durationMinutes',
    'startTime',
  ]);
  const coachId = coachValue === ANY_COACH ? null : Number(coachValue);
  const availability = useLessonAvailability(bookingDate, durationMinutes, coachId);
  const options = availability.data?.options ?? [];

  // A start that is no longer offered (another member took it, the length changed) is cleared.
  useEffect(() => {
    const offered = availability.data?.options;
    if (startTime && offered && !offered.some((o) => o.startTime === startTime)) form.setValue('startTime', '');
  }, [availability.data, startTime, form]);

  const complimentary = availability.data?.complimentary;
  const price = priceLine(coaches.data ?? [], coachId, durationMinutes, complimentary);
  // Account credit pays a priced lesson first (decision 412): said before the member books.
  const creditCents = useMyCredit().data?.balanceCents ?? 0;
  // A start already inside the cancellation cut-off is said before it is booked, not found out when canceling.
  const insideCancelWindow =
    startTime !== '' && !canMemberCancelLesson({ lessonDate: bookingDate, startTime }, now, lessonCutoffs);

  return (
    <PageContainer className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Book a Lesson</h1>
        <p className="mt-2 text-slate-600">
          Professional one-on-one instruction with video swing analysis, in one of our simulator bays.
        </p>
      </div>

      {backFromCheckout && mine.data ? (
        <p role="status" className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          {processing
            ? 'Payment processing: your lesson is marked paid as soon as Stripe confirms the payment.'
            : 'Thank you: your lesson is paid.'}
        </p>
      ) : null}

      <Card className="p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Book a lesson">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Coach"
              {...registerField(form, 'coachId', { onChange: () => form.setValue('startTime', '') })}
              hint={coaches.isError ? `Coaches could not be loaded: ${errorMessage(coaches.error)}` : undefined}
              options={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            >
              <option value={ANY_COACH}>Any coach</option>
            </SelectField>
            <SelectField
              label="Date"
              {...registerField(form, 'bookingDate', { onChange: () => form.setValue('startTime', '') })}
              options={dates.map((d) => ({ value: d, label: formatDateLong(d) }))}
            />
          </div>

          <LessonLengthPicker
            value={durationMinutes}
            onChange={(minutes) => {
              form.setValue('durationMinutes', minutes);
              form.setValue('startTime', '');
            }}
          />

          <LessonStartTimes
            availability={availability}
            bookingDate={bookingDate}
            coachId={coachId}
            coachName={coachNameIn(coaches.data ?? [])}
            note={startTimeNote(coaches.data ?? [], coachId, durationMinutes, complimentary)}
            field={registerField(form, 'startTime')}
          />

          {insideCancelWindow ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {lessonCutoffMessages(lessonCutoffs).insideCancelWindow}
            </p>
          ) : null}

          <div className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
            {price ? <p className="mb-1 font-medium">{price}</p> : null}
            {price && complimentary === false && creditCents > 0 ? (
              <p className="mb-1">Your {creditLine(creditCents)} is spent first; only the rest is paid.</p>
            ) : null}
            <p>
              Your first lesson each calendar month is complimentary with your membership. Further lessons are paid when
              you book them, online where the facility takes payments online, or at the front desk.
            </p>
            <p className="mt-1">{lessonCutoffMessages(lessonCutoffs).cancellationPolicy}</p>
          </div>

          <Button type="submit" disabled={pending || options.length === 0}>
            {pending ? 'Booking...' : 'Book Lesson'}
          </Button>
        </form>
      </Card>

      <MyLessons backFromCheckout={backFromCheckout} />
    </PageContainer>
  );
}
