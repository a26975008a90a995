// Membership requests as a feature: a signed-in person asks to become a member (or to cancel), e-mailed to the team.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createMembershipRequestsRepository } from './repository';
import { createMembershipRequestsRouter } from './router';
import { createMembershipRequestsService } from './service';

export function composeMembershipRequests(base: Base) {
  const membershipRequests = createMembershipRequestsService({
    repo: createMembershipRequestsRepository(base.db),
    limiter: base.limiter,
    transaction: base.transaction,
    outbox: base.outbox,
    teamEmail: base.env.FACILITY_TEAM_EMAIL,
    now: base.now,
  });
  return {
    services: { membershipRequests },
    routes: [createMembershipRequestsRouter(membershipRequests)],
  } satisfies ServerFeature;
}
