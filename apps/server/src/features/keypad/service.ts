// The entrance keypad code: members and admins read it; admins change it, each change recorded in the activity log
// in the same transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md), and list who changed it when with the codes masked
// (docs/decisions/104-keypad-code-rules-and-history.md); the code the door already opens with is refused.
import {
  KEYPAD_HISTORY_LIMIT,
  KEYPAD_MESSAGES,
  maskKeypadCode,
  type KeypadCodeResponse,
  type KeypadCodeUpdated,
  type KeypadHistoryEntry,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { KeypadRepository } from './repository';

export interface KeypadServiceDeps {
  repo: KeypadRepository;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  /** Display names by account id for the history (the users repository, composition.ts). */
  namesByIds: (ids: readonly number[]) => Promise<Map<number, string>>;
  now: () => Date;
}

export function createKeypadService({ repo, transaction, record, namesByIds, now }: KeypadServiceDeps) {
  return {
    async current(): Promise<KeypadCodeResponse> {
      return { keypadCode: (await repo.current())?.code ?? null };
    },

    async change(actor: User, code: string): Promise<KeypadCodeUpdated> {
      await transaction(async (unitOfWork) => {
        const tables = repo.within(unitOfWork);
        const previous = await tables.current();
        if (previous?.code === code) {
          throw new AppError('VALIDATION_FAILED', KEYPAD_MESSAGES.sameAsCurrent, {
            code: [KEYPAD_MESSAGES.sameAsCurrent],
          });
        }
        await tables.set(code, actor.id, now());
        // Never the codes themselves in the log: the last character is enough to tell changes apart.
        await record(unitOfWork, {
          actor,
          action: 'keypad.changed',
          targetType: 'keypad',
          targetId: null,
          targetLabel: 'Entrance keypad code',
          before: previous ? { code: maskKeypadCode(previous.code) } : null,
          after: { code: maskKeypadCode(code) },
        });
      });
      return { keypadCode: code, message: 'Keypad code updated' };
    },

    async history(): Promise<KeypadHistoryEntry[]> {
      const rows = await repo.history(KEYPAD_HISTORY_LIMIT);
      const ids = rows.flatMap((r) => (r.updatedBy === null ? [] : [r.updatedBy]));
      const names = await namesByIds(ids);
      return rows.map((r) => ({
        changedAt: r.updatedAt,
        changedBy: r.updatedBy === null ? null : (names.get(r.updatedBy) ?? null),
        maskedCode: maskKeypadCode(r.code),
      }));
    },
  };
}
export type KeypadService = ReturnType<typeof createKeypadService>;
