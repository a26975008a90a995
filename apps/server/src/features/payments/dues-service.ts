// Membership dues on Stripe (docs/decisions/301-membership-dues.md), one service composed of its parts: the actions
// through Stripe (dues-checkout.ts: the payment link, the cancellation, the customer portal) and what changes dues
// without anyone acting (dues-signals.ts: Stripe's verified events, in the webhook's transaction, and the grace job).
// Core's dues rules decide; the parts call Stripe, load, lock and save (what they share: dues-shared.ts).
import type { DuesView, User } from '@longwood/core';
import { createDuesCheckout } from './dues-checkout';
import { duesParts, type DuesDeps } from './dues-shared';
import { createDuesSignals } from './dues-signals';

export type { DuesDeps } from './dues-shared';

export function createDuesService(deps: DuesDeps) {
  const parts = duesParts(deps);
  return {
    /** A member's dues as staff see them (404 for an account that does not exist). */
    async view(userId: number): Promise<DuesView> {
      await parts.memberOf(userId);
      return parts.viewOf(userId);
    },

    mine: (user: User): Promise<DuesView> => parts.viewOf(user.id),

    ...createDuesCheckout(parts),
    ...createDuesSignals(parts),
  };
}

export type DuesService = ReturnType<typeof createDuesService>;
