// The membership offer in the client's words (docs/requirements.md#membership-offer): the one place for its
// price, its claimed value and its benefits, read by the landing page's membership card, the sign-in page's
// side panel, the booking page's membership notice and the upgrade page.

/** The monthly fee, as every screen writes it. */
export const MEMBERSHIP_PRICE = '$200';
/** What the facility says a month of membership is worth. */
export const MEMBERSHIP_MONTHLY_VALUE = '$700';

export const MEMBERSHIP_BENEFITS = [
  '24/7 gym access',
  '4 hours daily simulator time',
  'Golf performance training sessions with certified experts',
  'Advanced swing analysis',
  'Private simulator rooms',
  'Specialized conditioning',
] as const;

export const COMPLIMENTARY_SESSION_BENEFIT = 'One complimentary training session per month';
