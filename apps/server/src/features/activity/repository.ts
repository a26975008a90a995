// The activity_log table's one repository (docs/decisions/135-every-staff-write-in-the-activity-log.md). Entries are only ever inserted, and
// only inside another write's transaction (`within(unitOfWork).insert`); reads are pages (newest first) and keyset
// batches for the streamed export. Nothing here updates or deletes a row.
import type { Knex } from 'knex';
import {
  activityInstantRange,
  activitySnapshotSchema,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityQuery,
  type ActivitySnapshot,
  type Page,
} from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { readPage, whereSearch } from '../../db/paging';
import { isoTimestamp } from '../../db/timestamps';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
import type { ActivityRecord } from '../../ports/activity';

interface ActivityRow {
  id: number | string;
  at: string;
  actor_id: number | string | null;
  actor_name: string;
  action: ActivityEntry['action'];
  target_type: ActivityEntry['targetType'];
  target_id: number | string | null;
  target_label: string;
  before: string | null;
  after: string | null;
}

const COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'before',
  'after',
] as const;

function snapshot(text: string | null): ActivitySnapshot | null {
  if (text === null) return null;
  const parsed = activitySnapshotSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: toNumber(row.id),
    at: row.at,
    actorId: row.actor_id === null ? null : toNumber(row.actor_id),
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id === null ? null : toNumber(row.target_id),
    targetLabel: row.target_label,
    before: snapshot(row.before),
    after: snapshot(row.after),
  };
}

/** The filters of the list and the export, on a query of the table. */
function filtered(db: Knex, filters: ActivityFilters): Knex.QueryBuilder {
  const query = db('activity_log');
  // The actor by username or by their name as it is now (docs/decisions/135-every-staff-write-in-the-activity-log.md).
  whereSearch(query, filters.actor, ['actor_name', '(select u.name from users u where u.id = activity_log.actor_id)']);
  if (filters.action) void query.where('action', filters.action);
  const { since, before } = activityInstantRange(filters);
  if (since) void query.where('at', '>=', since);
  if (before) void query.where('at', '<', before);
  return query;
}

export function createActivityRepository(db: Knex) {
  return {
    /** Bound to the transaction of the write being recorded: the entry commits or rolls back with it. */
    within(unitOfWork: UnitOfWork) {
      const trx = transactionOf(unitOfWork);
      return {
        async insert(record: ActivityRecord, at: Date): Promise<void> {
          await trx('activity_log').insert({
            at: isoTimestamp(at),
            actor_id: record.actor.id,
            actor_name: record.actor.username,
            action: record.action,
            target_type: record.targetType,
            target_id: record.targetId,
            target_label: record.targetLabel.slice(0, 300),
            before: record.before ? JSON.stringify(record.before) : null,
            after: record.after ? JSON.stringify(record.after) : null,
          });
        },
      };
    },

    /** A page of entries, newest first. */
    page(query: ActivityQuery): Promise<Page<ActivityEntry>> {
      return readPage(
        filtered(db, query),
        query,
        (q) => q.select(COLUMNS).orderBy('id', 'desc'),
        (row: ActivityRow) => toEntry(row),
      );
    },

    /** Up to `size` matching entries with id above `afterId`, oldest first (the streamed export). */
    async batchAfter(filters: ActivityFilters, afterId: number, size: number): Promise<ActivityEntry[]> {
      const rows = (await filtered(db, filters)
        .select(COLUMNS)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)) as ActivityRow[];
      return rows.map(toEntry);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
