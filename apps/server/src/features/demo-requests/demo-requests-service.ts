// Demo request triage (docs/requirements.md#states): 'In Progress' (isRead false) becomes 'Completed' through
// 'Mark as Completed' or by opening the full message; becameMember toggles yes/no; a request can be deleted.
// Front desk and admins (capability desk:demo-requests); the database view lists every submission (admins).
// Each change and its activity-log entry commit together (docs/decisions/103-activity-log.md).
import type { ActivityAction, ContactSubmission, ContactSubmissionsQuery, Page, User } from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { ContactRepository } from './repository';

const NOT_FOUND_MESSAGE = 'Demo request not found';

export interface DemoRequestsDeps {
  repo: ContactRepository;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
}

const labelOf = (request: ContactSubmission) => `Demo request #${request.id} from ${request.name}`;
const stateOf = (request: ContactSubmission) => ({ isRead: request.isRead, becameMember: request.becameMember });

export function createDemoRequestsService({ repo, transaction, record }: DemoRequestsDeps) {
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
