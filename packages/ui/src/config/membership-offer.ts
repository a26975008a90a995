// The membership offer in the client's words (docs/requirements.md#membership-offer): the one place for its
// price, its claimed value (both the facility's settings) and its benefits, read by the landing page's membership card, the sign-in page's
// side panel, the booking page's membership notice and the upgrade page.

/**
 * The monthly fee and what the facility says a month of membership is worth, as every screen writes them: the
 * facility's settings (config/facility.ts applies those the server wrote into the page;
 * docs/decisions/228-facility-settings-in-the-database.md), the client's '$200' and '$700' until then. Read them
 * while rendering, never into a module-level constant.
 */
export const membershipOffer = { price: '$200', monthlyValue: '$700' };

export const MEMBERSHIP_BENEFITS = [
  '24/7 gym access',
  '4 hours daily simulator time',
  'Golf performance training sessions with certified experts',
  'Advanced swing analysis',
  'Private simulator rooms',
  'Specialized conditioning',
] as const;

export const COMPLIMENTARY_SESSION_BENEFIT = 'One complimentary training session per month';
