// Payments in one module (docs/decisions/260-payments-ledger.md, 261-stripe-webhook.md): the ledger's schemas and
// rules, what Stripe's events mean for it and for membership dues (301-membership-dues.md), its slice of the API contract, its error codes and capabilities.
export * from './schemas';
export * from './rules';
export * from './till-close';
export * from './stripe-events';
export * from './stripe-refunds';
export * from './stripe-disputes';
export * from './dispute-schemas';
export * from './dues';
export * from './revenue';
export * from './lesson-payments';
export * from './lesson-price-schemas';
export * from './rentals';
export * from './paid-for';
export * from './fees';
export * from './fee-charges';
export * from './cancel-money';
export * from './account-credit';
export { PAYMENTS_API } from './contract';
export { RENTALS_API } from './rental-contract';
export { FEES_API } from './fee-contract';
export * from './errors';
export * from './capabilities';
