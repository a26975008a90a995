// The entrance keypad code as a feature: members read it, admins change it (after a fresh re-authentication with
// their second factor, decision 287) and read its history.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import type { RequireFreshReauthentication } from '../../ports/reauthentication';
import { createKeypadRepository } from './repository';
import { createKeypadRouter } from './router';
import { createKeypadService } from './service';

export interface KeypadNeeds {
  record: RecordActivity;
  secondFactor: { requireFreshReauthentication: RequireFreshReauthentication };
}

export function composeKeypad(base: Base, needs: KeypadNeeds) {
  const keypad = createKeypadService({
    repo: createKeypadRepository(base.db),
    transaction: base.transaction,
    record: needs.record,
    namesByIds: (ids) => base.users.namesByIds(ids),
    now: base.now,
  });
  return {
    services: { keypad },
    routes: [createKeypadRouter(keypad, needs.secondFactor.requireFreshReauthentication)],
  } satisfies ServerFeature;
}
