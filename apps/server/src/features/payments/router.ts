// The desk's till and Stripe's webhook (docs/decisions/260-payments-ledger.md, 261-stripe-webhook.md).
import { API } from '@longwood/core';
import { Router } from 'express';
import { handle } from '../../http/contract-route';
import type { PaymentsService } from './service';
import type { StripeWebhookService } from './webhook-service';
import type { DuesService } from './dues-service';
import type { RevenueService } from './revenue-service';
import type { RentalsService } from './rentals-service';
import type { FeesService } from './fees-service';
import type { TillCloseService } from './till-close-service';
import type { CreditService } from './credit-service';

export function createPaymentsRouter(
  payments: PaymentsService,
  webhook: StripeWebhookService,
  dues: DuesService,
  revenue: RevenueService,
  rentals: RentalsService,
  fees: FeesService,
  till: TillCloseService,
  credit: CreditService,
): Router {
  const router = Router();
  handle(router, API.payments.record, ({ user, body }) => payments.record(user, body));
  handle(router, API.payments.refund, ({ user, params, body }) => payments.refund(user, params.id, body));
  handle(router, API.payments.till, ({ query }) => till.till(query.date));
  // The day's close (docs/decisions/407-the-days-close-at-the-desk.md).
  handle(router, API.payments.close, ({ user, body }) => till.close(user, body));
  handle(router, API.payments.day, ({ query }) => payments.day(query.date));
  // The body arrives unparsed (app.ts reads this path's body raw): the signature is over its exact bytes.
  handle(router, API.stripe.webhook, ({ req }) => webhook.receive(req.body, req.get('stripe-signature')));
  // Membership dues (docs/decisions/301-membership-dues.md).
  handle(router, API.dues.get, ({ params }) => dues.view(params.id));
  handle(router, API.dues.sendLink, ({ user, params }) => dues.sendLink(user, params.id));
  handle(router, API.dues.cancel, ({ user, params }) => dues.cancel(user, params.id));
  handle(router, API.dues.mine, ({ user }) => dues.mine(user));
  handle(router, API.dues.portal, ({ user }) => dues.portal(user));
  handle(router, API.revenue.get, ({ query }) => revenue.get(query));
  // A member's account credit (docs/decisions/412-account-credit.md).
  handle(router, API.credit.mine, ({ user }) => credit.mine(user));
  handle(router, API.credit.of, ({ params }) => credit.of(params.id));
  handle(router, API.credit.spendOnLesson, ({ user, params }) => credit.spendOnLesson(user, params.id));
  // Guest rentals (docs/decisions/304-guest-rentals-at-the-desk.md).
  handle(router, API.rentals.rates, () => rentals.rates());
  handle(router, API.rentals.setRates, ({ user, body }) => rentals.setRates(user, body));
  handle(router, API.rentals.booking, ({ params }) => rentals.booking(params.id));
  // No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md).
  handle(router, API.fees.policy, () => fees.policy());
  handle(router, API.fees.setPolicy, ({ user, body }) => fees.setPolicy(user, body));
  handle(router, API.fees.due, () => fees.due());
  handle(router, API.fees.waive, ({ user, params, body }) => fees.waive(user, params.id, body));
  // A fee charged to the card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md).
  handle(router, API.fees.charge, ({ user, params }) => fees.charge(user, params.id));
  return router;
}
