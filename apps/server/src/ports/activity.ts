// The activity log's port (docs/decisions/135-every-staff-write-in-the-activity-log.md): how any feature records a staff write. It takes the
// unit of work of the write being recorded, so the entry commits or rolls back with it; there is no way to record
// outside a transaction. The activity feature implements it; composition.ts hands it to the services that write.
import type { ActivityAction, ActivitySnapshot, ActivityTargetType, User } from '@longwood/core';
import type { UnitOfWork } from '../db/unit-of-work';

export interface ActivityRecord {
  /** The signed-in account that made the write. */
  actor: Pick<User, 'id' | 'username'>;
  action: ActivityAction;
  targetType: ActivityTargetType;
  targetId: number | null;
  /** How the target reads to a person ('ann@example.com', 'Booking #12, Bay 1, 2026-11-24 10:00-11:00'). */
  targetLabel: string;
  before?: ActivitySnapshot | null;
  after?: ActivitySnapshot | null;
}

export type RecordActivity = (unitOfWork: UnitOfWork, record: ActivityRecord) => Promise<void>;
