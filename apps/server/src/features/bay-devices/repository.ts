// The bay_device_keys table (migration 240; docs/decisions/240-bay-agent-and-device-keys.md): the only code that
// touches it. A key is found by the SHA-256 of what the bay sends, never kept in memory between requests, so a
// revoked key is refused by every process from the moment the revocation commits.
import type { Knex } from 'knex';
import type { BayDeviceKey, Page } from '@longwood/core';
import { acquireWriteLock, insertedId, toNumber } from '../../db/dialect';
import { readPage, type PageRequest } from '../../db/paging';
import { bindableWithin } from '../../db/unit-of-work';

interface KeyRow {
  id: unknown;
  simulator_id: unknown;
  label: string | null;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = ['id', 'simulator_id', 'label', 'prefix', 'created_at', 'last_used_at', 'revoked_at'];

const toKey = (row: KeyRow): BayDeviceKey => ({
  id: toNumber(row.id),
  bayId: toNumber(row.simulator_id),
  label: row.label,
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

export interface NewBayDeviceKey {
  bayId: number;
  keyHash: string;
  prefix: string;
  label: string | null;
  createdBy: number;
  createdAt: string;
}

function bind(db: Knex | Knex.Transaction) {
  return {
    async add(key: NewBayDeviceKey): Promise<BayDeviceKey> {
      const rows = (await db('bay_device_keys')
        .insert({
          simulator_id: key.bayId,
          key_hash: key.keyHash,
          prefix: key.prefix,
          label: key.label,
          created_by: key.createdBy,
          created_at: key.createdAt,
        })
        .returning('id')) as unknown[];
      const id = insertedId(rows);
      const row = (await db('bay_device_keys').select(COLUMNS).where('id', id).first()) as KeyRow;
      return toKey(row);
    },

    /** A page of the bay's keys: the open ones first, each part newest first. */
    pageForBay(bayId: number, request: PageRequest): Promise<Page<BayDeviceKey>> {
      return readPage(
        db('bay_device_keys').where('simulator_id', bayId),
        request,
        (q) => q.select(COLUMNS).orderByRaw('CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END').orderBy('id', 'desc'),
        (row: KeyRow) => toKey(row),
      );
    },

    /**
     * Inside a transaction: waits for any other issue of a key for this bay to commit, so its open keys are counted and
     * added to by one issue at a time (docs/decisions/504-bay-keys-capped-and-paged.md).
     */
    async lockBay(bayId: number): Promise<void> {
      await acquireWriteLock(db, `bay-keys:${bayId}`);
    },

    /** How many of the bay's keys are open (not revoked). */
    async countOpen(bayId: number): Promise<number> {
      const row = (await db('bay_device_keys')
        .where('simulator_id', bayId)
        .whereNull('revoked_at')
        .count({ n: '*' })
        .first()) as { n: unknown } | undefined;
      return toNumber(row?.n ?? 0);
    },

    async find(bayId: number, id: number): Promise<BayDeviceKey | null> {
      const row = (await db('bay_device_keys').select(COLUMNS).where({ id, simulator_id: bayId }).first()) as
        KeyRow | undefined;
      return row ? toKey(row) : null;
    },

    async revoke(id: number, at: string): Promise<void> {
      await db('bay_device_keys').where('id', id).whereNull('revoked_at').update({ revoked_at: at });
    },

    /** The live (not revoked) key with this hash. */
    async findLive(keyHash: string): Promise<BayDeviceKey | null> {
      const row = (await db('bay_device_keys')
        .select(COLUMNS)
        .where('key_hash', keyHash)
        .whereNull('revoked_at')
        .first()) as KeyRow | undefined;
      return row ? toKey(row) : null;
    },

    /** Notes the key's use, at most once per `everyMs` (one write a minute, not one per request). */
    async touch(id: number, at: Date, everyMs: number): Promise<void> {
      const before = new Date(at.getTime() - everyMs).toISOString();
      await db('bay_device_keys')
        .where('id', id)
        .andWhere((q) => void q.whereNull('last_used_at').orWhere('last_used_at', '<', before))
        .update({ last_used_at: at.toISOString() });
    },
  };
}

export function createBayDevicesRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type BayDevicesRepository = ReturnType<typeof createBayDevicesRepository>;
