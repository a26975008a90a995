// A canceled paid lesson's money (docs/decisions/415-a-paid-lesson-canceled-is-refunded.md): what the coaching feature
// asks the payments feature. The window (decision 414) is read before the cancellation's transaction (SQLite's one
// connection); the refund is asked for once it has committed, so none is made for a cancellation that rolled back.
// composition.ts hands in the payments feature's.
import type { User } from '@longwood/core';

/** The canceled lesson whose online payments go back; `about` names it in words for the staff. */
export interface MoneyBackOf {
  lessonId: number;
  about: string;
}

export interface MoneyBackPort {
  /** The facility's late-cancel window in whole hours (the fee policy's, decision 305). */
  windowHours(): Promise<number>;
  /**
   * After the cancellation committed: refunds what is left of its online payments through Stripe. A refund not made
   * is told to the facility's team by e-mail; it never undoes the cancellation, and this never throws for Stripe.
   */
  refundOnline(of: MoneyBackOf, by: User): Promise<void>;
}
