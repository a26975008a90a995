// A lesson's price and payment in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): what it
// costs and whether it is paid; a lesson due is marked paid in cash or on the card terminal, which records the payment
// at the till (one ledger row naming the lesson, within the desk's limit), so the member and the coach see it paid.
import { lessonAmountDue, lessonPaymentStatusLabel } from '@longwood/core';
import { useDeskLesson } from '../api/lesson-payment';
import { DeskPaymentPanel } from './desk-payment-panel';

export function LessonPayment({ bookingId, writable }: { bookingId: number; writable: boolean }) {
  return (
    <DeskPaymentPanel
      query={useDeskLesson(bookingId)}
      noun="lesson"
      title="Lesson payment"
      paidTitle="Lesson Paid"
      testId="lesson-payment"
      writable={writable}
      view={(lesson) => {
        const dueCents = lesson.payment === 'due' ? lessonAmountDue(lesson) : 0;
        return {
          status: lessonPaymentStatusLabel(lesson),
          dueCents,
          payment: (method) => ({
            amountCents: dueCents,
            method,
            purpose: 'lesson',
            lessonId: lesson.id,
            userId: lesson.memberId,
          }),
          payer: lesson.memberName,
        };
      }}
    />
  );
}
