// Demo request triage (docs/requirements.md#states): 'In Progress' (isRead false) becomes 'Completed' through
// 'Mark as Completed' or by opening the full message; becameMember toggles yes/no; a request can be deleted.
// Front desk and admins (capability desk:demo-requests); the database view lists every submission (admins).
import type { ContactSubmission, ContactSubmissionsQuery, Page } from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ContactRepository } from './repository';

const NOT_FOUND_MESSAGE = 'Demo request not found';

export function createDemoRequestsService(repo: ContactRepository) {
  async function update(id: number, patch: { isRead?: boolean; becameMember?: boolean }): Promise<ContactSubmission> {
    const updated = await repo.update(id, patch);
    if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return updated;
  }
  return {
    listOpen: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query, false),
    listCompleted: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query, true),
    listAll: (query: ContactSubmissionsQuery): Promise<Page<ContactSubmission>> => repo.page(query),
    batchAfter: (afterId: number, size: number) => repo.batchAfter(afterId, size),
    markRead: (id: number) => update(id, { isRead: true }),
    setMemberStatus: (id: number, becameMember: boolean) => update(id, { becameMember }),
    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    },
  };
}
export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
