// Demo requests as a feature: the landing page's contact form (a visitor's request, e-mailed to the team) and the
// staff's list of requests, one of which may be booked on a bay through the bookings feature's reservation port.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import { createDemoRequestsRouter } from './demo-requests-router';
import { createDemoRequestsService } from './demo-requests-service';
import { createContactRepository } from './repository';
import { createContactRouter } from './router';
import { createContactService } from './service';

export interface DemoRequestsNeeds {
  record: RecordActivity;
  reservations: ReservationPort;
}

export function composeDemoRequests(base: Base, needs: DemoRequestsNeeds) {
  const repo = createContactRepository(base.db);
  const { transaction } = base;
  const demoRequests = createDemoRequestsService({
    repo,
    transaction,
    record: needs.record,
    reservations: needs.reservations,
  });
  const contact = createContactService({
    repo,
    limiter: base.limiter,
    transaction,
    outbox: base.outbox,
    teamEmail: base.env.FACILITY_TEAM_EMAIL,
    now: base.now,
    maxPerHour: base.env.CONTACT_LIMIT_PER_HOUR,
  });
  return {
    services: { contact, demoRequests },
    routes: [createContactRouter(contact), createDemoRequestsRouter(demoRequests)],
  } satisfies ServerFeature;
}
