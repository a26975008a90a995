// A lesson's price and payment in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): what it
// costs and whether it is paid; a lesson due is marked paid in cash or on the card terminal, which records the payment
// at the till (one ledger row naming the lesson, within the desk's limit), so the member and the coach see it paid.
import { useQueryClient } from '@tanstack/react-query';
import {
  formatCents,
  lessonAmountDue,
  lessonPaymentStatusLabel,
  PAYMENT_METHOD_LABELS,
  type DeskPaymentMethod,
} from '@longwood/core';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useDeskLesson } from '../api/lesson-payment';
import { useRecordPayment } from '../api/till';
import { TakePaymentButtons } from './take-payment-buttons';

export function LessonPayment({ bookingId, writable }: { bookingId: number; writable: boolean }) {
  const lesson = useDeskLesson(bookingId);
  const record = useRecordPayment();
  const queryClient = useQueryClient();
  if (lesson.isPending) return <Spinner label="Loading the lesson's payment..." />;
  if (lesson.isError) {
    return (
      <p className="text-sm text-red-700">The lesson's payment could not be loaded: {errorMessage(lesson.error)}</p>
    );
  }
  const view = lesson.data;
  const due = view.payment === 'due' ? lessonAmountDue(view) : 0;

  const markPaid = (method: DeskPaymentMethod) =>
    record.mutate(
      { amountCents: due, method, purpose: 'lesson', lessonId: view.id, userId: view.memberId },
      {
        onSuccess: (entry) => {
          toast({
            title: 'Lesson Paid',
            description: `${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[method].toLowerCase()} from ${view.memberName}.`,
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.desk.lesson(bookingId) });
        },
        onError: (error) =>
          toast({ title: 'Payment not recorded', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <section aria-label="Lesson payment" className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Lesson payment</h3>
      <p className="text-sm text-slate-800" data-testid="lesson-payment">
        {lessonPaymentStatusLabel(view)}
      </p>
      {due > 0 && writable ? <TakePaymentButtons dueCents={due} disabled={record.isPending} onPay={markPaid} /> : null}
    </section>
  );
}
