// What changes a member's dues without anyone acting: Stripe's verified events (webhook-service.ts hands each one
// here, in its transaction) and the grace job that pauses a membership whose grace period ran out unpaid. Core's
// duesTransition and duesGraceOver decide.
import { duesGraceOver, duesSignalOurs, duesTransition, noDues, type DuesSignal, type DuesState } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { DuesParts } from './dues-shared';

/** Members paused per pass of the grace job (the rest wait for the next pass). */
const GRACE_BATCH = 50;

export function createDuesSignals(parts: DuesParts) {
  const { dues, users, now, mailMember, changeDues } = parts;

  /**
   * For an invoice of a subscription not stored yet (its first, often before the Checkout's own event): whether it is
   * the one the member's payment link made, as Stripe's Checkout Session says. Stripe unreachable: 502, and Stripe
   * sends the event again.
   */
  async function madeByLink(signal: DuesSignal): Promise<boolean> {
    if (signal.checkoutSessionId !== null || signal.subscriptionId === null || !parts.stripe) return false;
    const state = await dues.find(signal.userId);
    if (!state?.checkoutSessionId || state.stripeSubscriptionId === signal.subscriptionId) return false;
    const session = await parts.stripe.checkout.sessions.retrieve(state.checkoutSessionId).catch((error: unknown) => {
      parts.warn(`Stripe Checkout Session lookup failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('STRIPE_UNAVAILABLE', 'Stripe could not be asked about this event just now; send it again.');
    });
    const made = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    return made === signal.subscriptionId;
  }

  return {
    /**
     * What one of Stripe's events does to a member's dues: the settings are read now, the change is made by the
     * returned step in the webhook's transaction (the event stored with it, so it is done once). Core's transition
     * decides; membership is switched and the member e-mailed as it says. The step answers false for a payment of a
     * subscription the facility did not create (core's duesSignalOurs): nothing changed, the operator told.
     */
    async prepare(signal: DuesSignal): Promise<(unitOfWork: UnitOfWork) => Promise<boolean>> {
      const settings = await parts.settings();
      const checked: DuesSignal = { ...signal, madeByLink: await madeByLink(signal) };
      return async (unitOfWork) => {
        const repo = dues.within(unitOfWork);
        const member = await users.within(unitOfWork).findById(signal.userId);
        // An account deleted since: nothing of theirs to change.
        if (!member) return true;
        await repo.lock(signal.userId);
        const state = (await repo.find(signal.userId)) ?? noDues(signal.userId);
        if ((signal.kind === 'paid' || signal.kind === 'failed') && !duesSignalOurs(state, checked)) {
          parts.warn(
            `Stripe ${signal.kind === 'paid' ? 'payment' : 'failed payment'} for account ${signal.userId} of ${signal.subscriptionId ?? signal.checkoutSessionId}, which the facility did not create: nothing changed.`,
          );
          return false;
        }
        const change = duesTransition(state, checked, settings.graceDays);
        if (!change) return true;
        await repo.save(change.state, now());
        if (change.membership !== null && change.membership !== member.isMember) {
          await users.within(unitOfWork).setFlags(member.id, { isMember: change.membership });
        }
        if (change.mail) await mailMember(unitOfWork, change.mail, member, change.state, settings.facilityName);
        return true;
      };
    },

    /** The grace job: every membership whose grace period ran out unpaid is paused (not a member until they pay). */
    async pauseOverdue(): Promise<{ paused: number }> {
      const at = now();
      const { facilityName } = await parts.settings();
      let paused = 0;
      for (const userId of await dues.graceOverBy(at, GRACE_BATCH)) {
        const done = await changeDues(userId, async (state, unitOfWork) => {
          // Another process paused it, or a payment came, since the list was read.
          if (!duesGraceOver(state, at)) return false;
          const member = await users.within(unitOfWork).findById(userId);
          const next: DuesState = { ...state, status: 'paused' };
          await dues.within(unitOfWork).save(next, at);
          if (member) {
            await users.within(unitOfWork).setFlags(userId, { isMember: false });
            await mailMember(unitOfWork, 'paused', member, next, facilityName);
          }
          return true;
        });
        if (done) paused += 1;
      }
      return { paused };
    },
  };
}
