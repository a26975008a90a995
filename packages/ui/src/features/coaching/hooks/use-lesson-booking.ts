// Booking the lesson /book-lesson's form describes: a free lesson is confirmed with its payment status, a priced one
// taken to Stripe's Checkout page (held for the member meanwhile); a refusal stands beside its field
// (docs/decisions/303-lesson-prices-and-payment.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  facilityToday,
  formatCents,
  lessonFormSchema,
  lessonPaymentStatusLabel,
  LESSON_ANY_COACH,
} from '@longwood/core';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useBookLesson } from '../api/lessons';

/** The form (any coach, today, an hour, no start yet) and its submit. */
export function useLessonBooking(now: Date) {
  const form = useForm({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: { coachId: LESSON_ANY_COACH, bookingDate: facilityToday(now), durationMinutes: 60, startTime: '' },
  });
  const book = useBookLesson();
  const onSubmit = form.handleSubmit((values) => {
    book.mutate(
      {
        coachId: values.coachId === LESSON_ANY_COACH ? null : Number(values.coachId),
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
  return { form, onSubmit, pending: book.isPending };
}
