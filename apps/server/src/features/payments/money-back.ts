// A canceled paid lesson's money (docs/decisions/415-a-paid-lesson-canceled-is-refunded.md): the window is the fee
// policy's late-cancel window (414), and what was paid online goes back through the one Stripe refund (the payments
// service's refundStripePayment, decision 408), asked for once the cancellation has committed. A cancellation
// succeeds once, so it asks once; the refund's hold under its payment's lock keeps any second request from giving back
// more than is left. A refund Stripe refuses or that never reached it is e-mailed to the team. With the money-back
// setting at "credit" (decision 412) the money is credited to the member's account instead, in the cancellation's
// transaction.
import { creditCovers, facilityToday, formatCents, type CreditKind, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { MoneyBackOf, MoneyBackPort } from '../../ports/money-back';
import type { CreditRepository } from './credit-repository';
import type { FeesRepository } from './fees-repository';
import type { PaymentsRepository } from './repository';
import type { PaymentsService } from './service';
import type { StripeRefundsRepository } from './stripe-refunds-repository';

export interface MoneyBackDeps {
  fees: Pick<FeesRepository, 'policy'>;
  payments: Pick<PaymentsRepository, 'onlinePaymentsOf'>;
  held: Pick<StripeRefundsRepository, 'heldCents'>;
  refund: PaymentsService['refundStripePayment'];
  outbox: Pick<MailOutbox, 'add'>;
  /** The facility's team address (FACILITY_TEAM_EMAIL). */
  teamEmail: string;
  warn: (line: string) => void;
  /** The credit ledger a canceled lesson's credit goes back to (decision 412). */
  credits: Pick<CreditRepository, 'within'>;
  now: () => Date;
}

/** The team's e-mail when a refund was not made: what, why, and where to make it. */
function notMade(to: string, of: MoneyBackOf, cents: number, why: string) {
  const said = `The ${formatCents(cents)} paid online for ${of.about} was not refunded: ${why}`;
  const todo = 'The cancellation stands. Please refund the payment from the till (Payments, Refund).';
  return {
    to,
    subject: `Refund Not Made: ${formatCents(cents)}`,
    content: {
      preview: said,
      heading: 'Refund Not Made',
      paragraphs: [said, todo],
      reason: "You receive this e-mail as the facility's team address.",
    },
    text: [said, '', todo, '', '-- Longwood Golf'].join('\n'),
  };
}

export function createMoneyBack(deps: MoneyBackDeps): MoneyBackPort {
  const creditRow = (userId: number, kind: CreditKind, amountCents: number, lessonId: number, by: User) => {
    const at = deps.now();
    const note = kind === 'grant' ? 'Canceled lesson' : 'Lesson';
    return {
      userId,
      kind,
      amountCents,
      lessonId,
      note,
      recordedBy: by.id,
      at: at.toISOString(),
      facilityDate: facilityToday(at),
    };
  };
  return {
    async rule() {
      const policy = await deps.fees.policy();
      return { windowHours: policy.lateCancelWindowHours, backAs: policy.moneyBackAs };
    },

    async creditBack(unitOfWork, { userId, lessonId, cents }, by) {
      await deps.credits.within(unitOfWork).insert(creditRow(userId, 'grant', cents, lessonId, by));
    },

    async spendCredit(unitOfWork, { userId, lessonId, cents }, by) {
      const credits = deps.credits.within(unitOfWork);
      await credits.lockCredit(userId);
      const { creditCents } = creditCovers(await credits.balanceOf(userId), cents);
      if (creditCents > 0) await credits.insert(creditRow(userId, 'spend', creditCents, lessonId, by));
      return creditCents;
    },

    async refundOnline(of, by: User) {
      for (const payment of await deps.payments.onlinePaymentsOf(of)) {
        const cents = payment.leftCents - (await deps.held.heldCents(payment.id));
        if (cents <= 0) continue;
        try {
          await deps.refund({
            actor: by,
            paymentId: payment.id,
            amountCents: cents,
            reason: 'requested_by_customer',
            byPolicy: true,
          });
        } catch (error) {
          // Asked and not yet answered: held against the payment until Stripe's events say how it ended.
          if (error instanceof AppError && error.code === 'STRIPE_REFUND_PENDING') continue;
          const why = error instanceof Error ? error.message : String(error);
          deps.warn(`Refund of payment ${payment.id} (${of.about}) not made: ${why}`);
          await deps.outbox.add([
            { mail: notMade(deps.teamEmail, of, cents, why), about: `payment ${payment.id} (refund not made)` },
          ]);
        }
      }
    },
  };
}
