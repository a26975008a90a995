// A canceled paid lesson's money (docs/decisions/415-a-paid-lesson-canceled-is-refunded.md): what the coaching feature
// asks the payments feature. The window (decision 414) is read before the cancellation's transaction (SQLite's one
// connection); the refund is asked for once it has committed, so none is made for a cancellation that rolled back.
// composition.ts hands in the payments feature's.
import type { MoneyBackAs, User } from '@longwood/core';
import type { UnitOfWork } from '../db/unit-of-work';

/** The canceled lesson whose online payments go back; `about` names it in words for the staff. */
export interface MoneyBackOf {
  lessonId: number;
  about: string;
}

/** The facility's rule: its late-cancel window in whole hours (the fee policy's, 305) and how money goes back (412). */
export interface MoneyBackRule {
  windowHours: number;
  backAs: MoneyBackAs;
}

/** Credit given back to a member for a canceled lesson, in cents (decision 412). */
export interface CreditBackOf {
  userId: number;
  lessonId: number;
  cents: number;
}

export interface MoneyBackPort {
  /** The facility's money-back rule now. */
  rule(): Promise<MoneyBackRule>;
  /** Inside the cancellation's transaction: credits the member's account (a grant of the credit ledger). */
  creditBack(unitOfWork: UnitOfWork, of: CreditBackOf, by: User): Promise<void>;
  /**
   * Inside the booking's transaction: spends the member's credit on the lesson, up to `of.cents` (its price), under
   * the member's credit lock; answers what it spent (0 without credit). The rest is paid on Checkout or at the desk.
   */
  spendCredit(unitOfWork: UnitOfWork, of: CreditBackOf, by: User): Promise<number>;
  /**
   * After the cancellation committed: refunds what is left of its online payments through Stripe. A refund not made
   * is told to the facility's team by e-mail; it never undoes the cancellation, and this never throws for Stripe.
   */
  refundOnline(of: MoneyBackOf, by: User): Promise<void>;
}
