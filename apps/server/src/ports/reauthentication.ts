// What granting admin access and changing the keypad code ask first (the auth feature's second factor,
// docs/decisions/287-admin-second-factor-and-re-authentication.md): an admin with a second factor who re-authenticated
// in this session a few minutes ago. Throws 403 SECOND_FACTOR_NOT_ENROLLED or REAUTHENTICATION_REQUIRED otherwise.
// composition.ts hands it from the auth feature to the routers of those writes.
import type { User } from '@longwood/core';

export type RequireFreshReauthentication = (
  user: User,
  session: { userId?: number; reauthenticatedAt?: number },
) => Promise<void>;
