// Demo request triage (docs/requirements.md#states): 'In Progress' (isRead false) becomes 'Completed' through
// 'Mark as Completed' or by opening the full message; becameMember toggles yes/no; a request can be deleted.
// Front desk and admins (capability desk:demo-requests); the database view lists every submission (admins).
// Each change and its activity-log entry commit together (docs/decisions/135-every-staff-write-in-the-activity-log.md). Staff book the free
// demo for the visitor as a guest booking through the bookings feature's reservation port: the bay is held under the
// booking lock like any booking, the request is completed and both are logged in that one transaction, and the
// visitor's confirmation with its calendar file follows the commit through the booking e-mails
// (docs/decisions/263-the-free-demo-as-a-guest-booking.md).
import {
  occupancyEntry,
  occupancySnapshot,
  type ActivityAction,
  type ContactSubmission,
  type ContactSubmissionsQuery,
  type DemoBookingInput,
  type Occupancy,
  type Page,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import type { ContactRepository } from './repository';

const NOT_FOUND_MESSAGE = 'Demo request not found';

export interface DemoRequestsDeps {
  repo: ContactRepository;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  /** The bookings feature's port: the only writer of bays (docs/decisions/080-one-occupancy-model.md). */
  reservations: ReservationPort;
}

const labelOf = (request: ContactSubmission) => `Demo request #${request.id} from ${request.name}`;
const stateOf = (request: ContactSubmission) => ({ isRead: request.isRead, becameMember: request.becameMember });

export function createDemoRequestsService({ repo, transaction, record, reservations }: DemoRequestsDeps) {
  function update(
    actor: User,
    id: number,
    action: ActivityAction,
    patch: { isRead?: boolean; becameMember?: boolean },
  ): Promise<ContactSubmission> {
    return transaction(async (unitOfWork) => {
      const tables = repo.within(unitOfWork);
      const before = await tables.findAdminView(id);
      if (!before) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      const updated = await tables.update(id, patch);
      if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      // Opening a request that is already completed changes nothing and records nothing.
      const changed = Object.entries(patch).some(([key, value]) => before[key as keyof typeof patch] !== value);
      if (changed) {
        await record(unitOfWork, {
          actor,
          action,
          targetType: 'demo-request',
          targetId: id,
          targetLabel: labelOf(before),
          before: stateOf(before),
          after: stateOf(updated),
        });
      }
      return updated;
    });
  }
  return {
    listOpen: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query, false),
    listCompleted: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query, true),
    listAll: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query),
    batchAfter: (afterId: number, size: number) => repo.batchAfter(afterId, size),
    markRead: (actor: User, id: number) => update(actor, id, 'demo-request.read', { isRead: true }),
    /**
     * The free demo for the visitor of request `id`: a guest booking (kind walk_in, no member's cap, the visitor's
     * e-mail on it) on the date and times asked, the preferred bay when free, else the first free one; the request is
     * completed with it. No charge: a guest rate, when there is one, is the payments feature's to add.
     */
    async book(actor: User, id: number, input: DemoBookingInput): Promise<Occupancy> {
      return reservations.inLock([input.bookingDate], async (tx) => {
        const tables = repo.within(tx.unitOfWork);
        const request = await tables.findAdminView(id);
        if (!request) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
        const booked = await tx.reserve({
          kind: 'walk_in',
          guestName: input.guestName,
          guestPhone: input.guestPhone,
          guestEmail: input.guestEmail,
          bookingDate: input.bookingDate,
          startTime: input.startTime,
          endTime: input.endTime,
          ...(input.simulatorId !== undefined ? { simulatorId: input.simulatorId } : {}),
          createdBy: actor.id,
          walkIn: false,
        });
        const entry = occupancyEntry('demo-request.booked', null, booked);
        await record(tx.unitOfWork, { actor, ...entry, after: { ...occupancySnapshot(booked), demoRequestId: id } });
        if (!request.isRead) {
          const completed = await tables.update(id, { isRead: true });
          await record(tx.unitOfWork, {
            actor,
            action: 'demo-request.read',
            targetType: 'demo-request',
            targetId: id,
            targetLabel: labelOf(request),
            before: stateOf(request),
            after: completed ? stateOf(completed) : null,
          });
        }
        return booked;
      });
    },
    setMemberStatus: (actor: User, id: number, becameMember: boolean) =>
      update(actor, id, 'demo-request.member-status', { becameMember }),
    async remove(actor: User, id: number): Promise<void> {
      await transaction(async (unitOfWork) => {
        const tables = repo.within(unitOfWork);
        const before = await tables.findAdminView(id);
        if (!before || !(await tables.remove(id))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
        await record(unitOfWork, {
          actor,
          action: 'demo-request.deleted',
          targetType: 'demo-request',
          targetId: id,
          targetLabel: labelOf(before),
          before: { ...stateOf(before), name: before.name, email: before.email },
          after: null,
        });
      });
    },
  };
}
export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
