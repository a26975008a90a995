// The payments' capabilities, merged into the one role policy by policy.ts (docs/decisions/260-payments-ledger.md).
import { DESK_ROLES, type CapabilityRule } from '../roles';

export const PAYMENT_CAPABILITIES = {
  'payments:desk': {
    roles: DESK_ROLES,
    denied: 'STAFF_ONLY',
    staffedHoursOnly: ['frontDesk'],
    covers:
      "the till: record a payment taken in person (cash, card terminal; a league buy-in too) and refund one, the day's till by method, a league night's payouts handed over in cash or as credit; desk staff up to the limit in the facility settings, admins without one",
  },
} as const satisfies Record<string, CapabilityRule>;
