// The membership offer in the client's words (SPEC §1, §2 Membership, §9): one list for the landing page's
// membership card, the booking page's membership notice and the upgrade page.
export const MEMBERSHIP_BENEFITS = [
  '24/7 gym access',
  '4 hours daily simulator time',
  'Golf performance training sessions with certified experts',
  'Advanced swing analysis',
  'Private simulator rooms',
  'Specialized conditioning',
] as const;

export const COMPLIMENTARY_SESSION_BENEFIT = 'One complimentary training session per month';
