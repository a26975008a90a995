// A member's account credit (docs/decisions/412-account-credit.md): the balance the member and the desk see, and the
// desk's "Account credit" for a lesson: what is left of its price paid from the member's credit, as far as it goes,
// under the lesson's payment lock and then the member's credit lock (the order every spend takes them in), so neither
// the lesson nor the credit is ever paid or spent twice. Credit is not money: no row of the payments ledger.
import {
  CREDIT_MESSAGES,
  creditCovers,
  facilityToday,
  lessonAmountDue,
  lessonPaymentRefusal,
  type AccountCredit,
  type CreditSpent,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { CreditRepository } from './credit-repository';
import type { PaymentsRepository } from './repository';
import type { PaymentsDeps } from './service';

export interface CreditDeps {
  credits: CreditRepository;
  payments: Pick<PaymentsRepository, 'within'>;
  lessonPrice: PaymentsDeps['lessonPrice'];
  transaction: UnitOfWorkRunner;
  now: () => Date;
}

export type CreditService = ReturnType<typeof createCreditService>;

export function createCreditService({ credits, payments, lessonPrice, transaction, now }: CreditDeps) {
  const balance = async (userId: number): Promise<AccountCredit> => ({ balanceCents: await credits.balanceOf(userId) });
  return {
    mine: (user: User) => balance(user.id),
    of: (userId: number) => balance(userId),

    async spendOnLesson(actor: User, lessonId: number): Promise<CreditSpent> {
      const lesson = await lessonPrice(lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', 'Lesson not found.');
      return transaction(async (unitOfWork) => {
        const ledger = payments.within(unitOfWork);
        const credit = credits.within(unitOfWork);
        await ledger.lockLessonPayments(lesson.id);
        await credit.lockCredit(lesson.memberId);
        const paidCents = (await ledger.paidForLesson(lesson.id)) + (await credit.paidForLesson(lesson.id));
        const refusal = lessonPaymentRefusal({ ...lesson, paidCents }, 1, now());
        if (refusal) throw new AppError('PAYMENT_OVER_DUE', refusal);
        const balanceCents = await credit.balanceOf(lesson.memberId);
        const { creditCents } = creditCovers(balanceCents, lessonAmountDue({ ...lesson, paidCents }));
        if (creditCents === 0) throw new AppError('NO_ACCOUNT_CREDIT', CREDIT_MESSAGES.none);
        const at = now();
        await credit.insert({
          userId: lesson.memberId,
          kind: 'spend',
          amountCents: creditCents,
          lessonId: lesson.id,
          note: 'Lesson, at the desk',
          recordedBy: actor.id,
          at: at.toISOString(),
          facilityDate: facilityToday(at),
        });
        return { spentCents: creditCents, balanceCents: balanceCents - creditCents };
      });
    },
  };
}
