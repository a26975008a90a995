// The entrance keypad's slice of the API contract: the member's code, the admin's changes and their history.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import {
  keypadCodeResponseSchema,
  keypadCodeUpdatedSchema,
  keypadCodeUpdateSchema,
  keypadHistorySchema,
} from '../schemas/keypad';

export const keypad = {
  /** null when no code was ever set (the dialog shows 'Code not available'). */
  current: defineRoute({
    method: 'GET',
    path: '/api/member/keypad-code',
    access: 'member:features',
    response: keypadCodeResponseSchema,
    status: OK,
  }),
  adminCurrent: defineRoute({
    method: 'GET',
    path: '/api/admin/keypad-code',
    access: 'admin:keypad',
    response: keypadCodeResponseSchema,
    status: OK,
  }),
  adminUpdate: defineRoute({
    method: 'POST',
    path: '/api/admin/keypad-code',
    access: 'admin:keypad',
    body: keypadCodeUpdateSchema,
    response: keypadCodeUpdatedSchema,
    status: OK,
  }),
  /** Who changed the code and when, newest first, each code masked to its last character. */
  adminHistory: defineRoute({
    method: 'GET',
    path: '/api/admin/keypad-code/history',
    access: 'admin:keypad',
    response: keypadHistorySchema,
    status: OK,
  }),
} as const;
