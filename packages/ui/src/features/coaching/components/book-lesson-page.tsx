// /book-lesson (docs/decisions/120-coaching-lessons.md): members pick a coach (or any coach), a length and a date
// up to 30 days ahead; the start times offered are the server's (core's lesson rules over the one occupancy
// model: the coach teaches then and a bay is free). When no coach asked about has published hours, it says so
// rather than listing dates without times. The server books coach and bay in one locked transaction.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  bookableDates,
  canMemberCancelLesson,
  facilityToday,
  LESSON_ANY_COACH,
  LESSON_LENGTHS_MINUTES,
  lessonCutoffMessages,
  lessonFormSchema,
  lessonPaymentStatusLabel,
  lessonPriceCents,
  lessonPriceLabel,
  formatCents,
  type CoachSummary,
} from '@longwood/core';
import { useSearchParams } from 'react-router-dom';
import { bookingRules } from '../../../config/booking-rules';
import { lessonCutoffs } from '../../../config/booking-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { PageContainer } from '../../../components/page-container';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useBookLesson, useCoaches, useLessonAvailability } from '../api/lessons';
import { useMyLessons } from '../api/my-lessons';
import { lengthLabel } from '../lib/lesson-labels';
import { MyLessons } from './my-lessons';

const ANY_COACH = LESSON_ANY_COACH;

/**
 * What a lesson of this length costs with the coach chosen, or with any coach the range of their prices; null when
 * none has a price (docs/decisions/303-lesson-prices-and-payment.md).
 */
function priceLine(
  coaches: readonly CoachSummary[],
  coachId: number | null,
  minutes: number,
  complimentary: boolean | undefined,
): string | null {
  if (complimentary) return 'Price: Complimentary, your monthly membership lesson: nothing to pay.';
  const asked = coachId === null ? coaches : coaches.filter((c) => c.id === coachId);
  const prices = asked
    .map((c) => lessonPriceCents(c.lessonPriceCents, minutes, false))
    .filter((cents): cents is number => cents !== null);
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const price = low === high ? formatCents(low) : `${formatCents(low)} to ${formatCents(high)}, by coach`;
  // Unknown (no answer yet): it may still be the member's complimentary lesson.
  const unless = complimentary === false ? '' : ', unless it is your complimentary lesson of the month';
  return `Price: ${price} for ${minutes} minutes${unless}.`;
}

export function BookLessonPage() {
  const now = useNow();
  const dates = bookableDates(now, bookingRules.bookingWindowDays);
  const coaches = useCoaches();
  const book = useBookLesson();
  const [searchParams] = useSearchParams();
  const backFromCheckout = searchParams.get('checkout') === 'done';
  const mine = useMyLessons(backFromCheckout);
  const processing = mine.data?.some((l) => l.payment === 'processing') ?? false;
  const form = useForm({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: { coachId: ANY_COACH, bookingDate: facilityToday(now), durationMinutes: 60, startTime: '' },
  });
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
  /** What the lesson costs with coach `id`, shown beside the start times: 'Complimentary', '$45.00' or nothing. */
  const priceWith = (id: number) =>
    lessonPriceLabel(
      coaches.data?.find((c) => c.id === id)?.lessonPriceCents ?? null,
      durationMinutes,
      complimentary === true,
    );
  const startLabel = (o: { coachIds: number[] }) => {
    if (coachId !== null) {
      const cost = priceWith(coachId);
      return cost ? ` · ${cost}` : '';
    }
    if (complimentary) return ` (${o.coachIds.map(coachName).join(', ')}) · Complimentary`;
    const withPrice = o.coachIds.map((id) => [coachName(id), priceWith(id)].filter(Boolean).join(' '));
    return ` (${withPrice.join(', ')})`;
  };
  // A start already inside the cancellation cut-off is said before it is booked, not found out when canceling.
  const insideCancelWindow =
    startTime !== '' && !canMemberCancelLesson({ lessonDate: bookingDate, startTime }, now, lessonCutoffs);
  const coachName = (id: number) => coaches.data?.find((c) => c.id === id)?.name ?? 'your coach';

  const onSubmit = form.handleSubmit((values) => {
    book.mutate(
      {
        coachId: values.coachId === ANY_COACH ? null : Number(values.coachId),
        bookingDate: values.bookingDate,
        startTime: values.startTime,
        durationMinutes: values.durationMinutes,
      },
      {
        onSuccess: (lesson) => {
          form.setValue('startTime', '');
          const booked = `Your lesson with ${lesson.coachName} on ${formatDateLong(lesson.lessonDate)}, ${formatTimeRange(lesson.startTime, lesson.endTime, { zoneOn: lesson.lessonDate })} is booked.`;
          if (lesson.checkoutUrl) {
            // A priced lesson is paid on Stripe's Checkout page; it is held for the member meanwhile.
            const cost = lesson.priceCents === null ? '' : `${formatCents(lesson.priceCents)} to pay: `;
            toast({ title: 'Lesson Booked', description: `${booked} ${cost}Taking you to the payment page...` });
            window.location.assign(lesson.checkoutUrl);
            return;
          }
          toast({ title: 'Lesson Booked', description: `${booked} ${lessonPaymentStatusLabel(lesson)}.` });
        },
        onError: (error) => {
          showFormFailure(form, error, 'Error Booking Lesson', undefined, { bookingDate: 'bookingDate' });
        },
      },
    );
  });

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

          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Lesson length</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {LESSON_LENGTHS_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  type="button"
                  variant={durationMinutes === minutes ? 'primary' : 'outline'}
                  aria-pressed={durationMinutes === minutes}
                  onClick={() => {
                    form.setValue('durationMinutes', minutes);
                    form.setValue('startTime', '');
                  }}
                >
                  {lengthLabel(minutes)}
                </Button>
              ))}
            </div>
          </fieldset>

          <div aria-live="polite">
            {availability.isPending ? (
              <Spinner label="Loading start times..." className="text-emerald-700" />
            ) : availability.isError ? (
              <div role="alert" className="space-y-2">
                <p className="text-sm text-red-700">
                  Start times could not be loaded: {errorMessage(availability.error)}
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => void availability.refetch()}>
                  Try again
                </Button>
              </div>
            ) : options.length === 0 && availability.data.hoursPublished === false ? (
              <p className="text-sm text-slate-600">
                {coachId === null
                  ? 'No coach has published lesson hours yet, so there are no lesson times to book. Please check back soon or ask at the front desk.'
                  : `${coachName(coachId)} has not published lesson hours yet. Please choose another coach.`}
              </p>
            ) : options.length === 0 ? (
              <p className="text-sm text-slate-600">
                No lesson times are available on {formatDateLong(bookingDate)}. Please try another date or coach.
              </p>
            ) : (
              <SelectField label="Start time" {...registerField(form, 'startTime')}>
                <option value="">Select a start time</option>
                {options.map((o) => (
                  <option key={o.startTime} value={o.startTime}>
                    {formatTimeRange(o.startTime, o.endTime, { zoneOn: bookingDate })}
                    {startLabel(o)}
                  </option>
                ))}
              </SelectField>
            )}
          </div>

          {insideCancelWindow ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {lessonCutoffMessages(lessonCutoffs).insideCancelWindow}
            </p>
          ) : null}

          <div className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
            {price ? <p className="mb-1 font-medium">{price}</p> : null}
            <p>
              Your first lesson each calendar month is complimentary with your membership. Further lessons are paid when
              you book them, online where the facility takes payments online, or at the front desk.
            </p>
            <p className="mt-1">{lessonCutoffMessages(lessonCutoffs).cancellationPolicy}</p>
          </div>

          <Button type="submit" disabled={book.isPending || options.length === 0}>
            {book.isPending ? 'Booking...' : 'Book Lesson'}
          </Button>
        </form>
      </Card>

      <MyLessons backFromCheckout={backFromCheckout} />
    </PageContainer>
  );
}
