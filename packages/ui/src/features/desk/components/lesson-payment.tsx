// A lesson's price and payment in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): what it
// costs and whether it is paid; a lesson due is marked paid in cash or on the card terminal, which records the payment
// at the till (one ledger row naming the lesson, within the desk's limit), so the member and the coach see it paid.
// A member with account credit may pay it with that instead (decision 412): "Account credit", which is no money at the
// till.
import { creditLine, formatCents, lessonAmountDue, lessonPaymentStatusLabel, type CoachLesson } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useDeskLesson, useMemberCredit, useSpendCreditOnLesson } from '../api/lesson-payment';
import { DeskPaymentPanel } from './desk-payment-panel';

const dueOf = (lesson: CoachLesson) => (lesson.payment === 'due' ? lessonAmountDue(lesson) : 0);

function AccountCreditButton({ lesson }: { lesson: CoachLesson }) {
  const credit = useMemberCredit(lesson.memberId, dueOf(lesson) > 0);
  const spend = useToastedMutation(useSpendCreditOnLesson(), 'Credit not spent');
  const balanceCents = credit.data?.balanceCents ?? 0;
  if (dueOf(lesson) === 0 || balanceCents <= 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>
        {lesson.memberName} has {creditLine(balanceCents)}.
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={spend.isPending}
        onClick={() =>
          spend.mutate(lesson.id, {
            onSuccess: ({ spentCents }) =>
              toast({
                title: 'Lesson Paid',
                description: `${formatCents(spentCents)} of account credit from ${lesson.memberName}.`,
              }),
          })
        }
      >
        Account credit
      </Button>
    </div>
  );
}

export function LessonPayment({ bookingId, writable }: { bookingId: number; writable: boolean }) {
  const query = useDeskLesson(bookingId);
  return (
    <>
      <DeskPaymentPanel
        query={query}
        noun="lesson"
        title="Lesson payment"
        paidTitle="Lesson Paid"
        testId="lesson-payment"
        writable={writable}
        view={(lesson) => {
          const dueCents = dueOf(lesson);
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
      {writable && query.data ? <AccountCreditButton lesson={query.data} /> : null}
    </>
  );
}
