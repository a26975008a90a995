// The facility's settings row (migrations/130-facility-settings.ts): only this repository writes the
// facility_settings table. Every write drops the kept copy in this process and, through `onChanged`, in every other
// (docs/decisions/184-read-caches-emptied-by-every-write.md), once when it ran and again when its transaction ended.
import type { Knex } from 'knex';
import { acquireWriteLock, toNumber } from '../../db/dialect';
import { writeThenInvalidate } from '../../db/read-cache';
import { isoTimestamp } from '../../db/timestamps';
import { bindableWithin } from '../../db/unit-of-work';

const ROW_ID = 1;

export interface StoredFacilitySettings {
  version: number;
  /** The stored fields only (parsed JSON); the service lays them over the defaults. */
  facts: Record<string, unknown>;
  /** The uploaded media, slot → the stored file (migration 132; docs/decisions/230-more-facility-settings.md). */
  media: Record<string, unknown>;
  updatedAt: string | null;
}

interface SettingsRow {
  version: number | string;
  facts: string;
  media: string | null;
  updated_at: string | null;
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function bind(db: Knex | Knex.Transaction, onChanged: () => void) {
  return {
    /** Inside a transaction: waits for any other save to end, so saves of the settings run one after another. */
    async lock(): Promise<void> {
      await acquireWriteLock(db, 'facility-settings');
    },

    async read(): Promise<StoredFacilitySettings | undefined> {
      const row = await db('facility_settings')
        .where({ id: ROW_ID })
        .first<SettingsRow | undefined>('version', 'facts', 'media', 'updated_at');
      return row
        ? {
            version: toNumber(row.version),
            facts: parseObject(row.facts),
            media: parseObject(row.media),
            updatedAt: row.updated_at,
          }
        : undefined;
    },

    /** Creates the row with `facts` at version 1 unless it exists (a concurrent first read creates it once). */
    async ensure(facts: Record<string, unknown>): Promise<void> {
      await writeThenInvalidate(
        db,
        db('facility_settings')
          .insert({ id: ROW_ID, version: 1, facts: JSON.stringify(facts), updated_at: null, updated_by: null })
          .onConflict('id')
          .ignore(),
        onChanged,
      );
    },

    /** Writes `facts` as version `expectedVersion + 1`; false (nothing written) when the row is not at that version. */
    async replace(facts: Record<string, unknown>, expectedVersion: number, by: number, at: Date): Promise<boolean> {
      const updated = await writeThenInvalidate(
        db,
        db('facility_settings')
          .where({ id: ROW_ID, version: expectedVersion })
          .update({
            facts: JSON.stringify(facts),
            version: expectedVersion + 1,
            updated_at: isoTimestamp(at),
            updated_by: by,
          }),
        onChanged,
      );
      return updated === 1;
    },

    /**
     * Writes the uploaded media (slot → file). Not a new version of the facts: an admin's form filled before an upload
     * still saves; the public facts' validator changes with the media's addresses all the same.
     */
    async replaceMedia(media: Record<string, unknown>, by: number, at: Date): Promise<void> {
      await writeThenInvalidate(
        db,
        db('facility_settings')
          .where({ id: ROW_ID })
          .update({ media: JSON.stringify(media), updated_at: isoTimestamp(at), updated_by: by }),
        onChanged,
      );
    },
  };
}

export function createFacilitySettingsRepository(db: Knex, options: { onChanged: () => void }) {
  return bindableWithin(bind, db, options.onChanged);
}

export type FacilitySettingsRepository = ReturnType<typeof createFacilitySettingsRepository>;
