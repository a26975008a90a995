// The payments' error codes and their HTTP statuses, merged into the one table by errors.ts
// (docs/decisions/260-payments-ledger.md).
export const PAYMENT_ERROR_STATUS = {
  /** A desk user's payment or refund over the limit the admins set (facility settings). */
  PAYMENT_OVER_DESK_LIMIT: 403,
  /** A refund of more than is left of its payment. */
  PAYMENT_REFUND_TOO_LARGE: 409,
  /** A refund of a refund. */
  PAYMENT_NOT_REFUNDABLE: 409,
  /**
   * A payment of more than is left to pay of a guest rental (docs/decisions/304-guest-rentals-at-the-desk.md), a fee
   * (305) or a priced lesson (303; also one whose Checkout is open).
   */
  PAYMENT_OVER_DUE: 409,
  /** A lesson paid with account credit its member does not have (docs/decisions/412-account-credit.md). */
  NO_ACCOUNT_CREDIT: 409,
  /** A booking's fee waived when it is not due (paid or waived already; docs/decisions/305-no-show-and-late-cancel-fees.md). */
  FEE_NOT_DUE: 409,
  /** "Charge Card" for a member with no card saved at Stripe (docs/decisions/306-fee-charged-to-the-card-on-file.md). */
  NO_SAVED_CARD: 409,
  /** A fee paid at the till or waived while its charge to the card on file waits for Stripe's answer. */
  FEE_CHARGE_PROCESSING: 409,
  /** An online payment asked for while the server has no Stripe keys (dues are paid at the desk). */
  ONLINE_PAYMENTS_OFF: 409,
  /**
   * An online refund Stripe did not answer, or answered as still pending: it counts against the payment until Stripe's
   * event says how it ended (docs/decisions/408-refunds-of-online-payments.md).
   */
  STRIPE_REFUND_PENDING: 502,
  /** Stripe could not be reached or refused the call: the one request fails, nothing is stored. */
  STRIPE_UNAVAILABLE: 502,
  /**
   * A fee's card charge sent to Stripe whose answer never came (the connection lost after it went out, Stripe's own
   * 5xx): Stripe may have charged the card, so the fee stays processing (docs/decisions/306-fee-charged-to-the-card-on-file.md).
   */
  FEE_CHARGE_UNANSWERED: 502,
  /** A payment link for a member already paying online, a cancellation of dues that do not run or already end. */
  DUES_REFUSED: 409,
  /** A facility day closed a second time (docs/decisions/407-the-days-close-at-the-desk.md). */
  TILL_ALREADY_CLOSED: 409,
  /** Front-desk staff closing today's till before the desk's staffed hours are over (decision 403). */
  TILL_DAY_NOT_OVER: 409,
  /** Front-desk staff recording or refunding a payment dated a day whose till is closed: an administrator's now. */
  TILL_CLOSED: 403,
  /** A Stripe webhook whose Stripe-Signature header is missing or does not verify. */
  STRIPE_SIGNATURE_INVALID: 400,
  /**
   * A verified Stripe event in an API version the server cannot read (docs/decisions/400-stripe-event-versions.md):
   * not stored, so Stripe's retry is acted on once the endpoint's version is set right.
   */
  STRIPE_API_VERSION_UNREAD: 400,
} as const satisfies Record<string, number>;
