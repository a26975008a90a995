// The facility's bays (ids 1 and 2 are Bay 1 and Bay 2, seeded). Only this repository writes the simulators table.
// Admins rename, add, retire and reopen bays with the facility's settings
// (docs/decisions/229-bays-as-facility-settings.md); a bay is never deleted. Every write drops the kept settings
// (which carry the bays) here and in every other process through `onChanged`.
import type { Knex } from 'knex';
import type { FacilityBay, Simulator } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { writeThenInvalidate } from '../../db/read-cache';
import { bindableWithin } from '../../db/unit-of-work';

interface BayRow {
  id: unknown;
  name: string;
  retired_at: string | null;
}

function bind(db: Knex | Knex.Transaction, onChanged: () => void) {
  return {
    async list(): Promise<Simulator[]> {
      const rows = await db('simulators').select('id', 'name').orderBy('id');
      return rows.map((r: { id: unknown; name: string }) => ({ id: toNumber(r.id), name: r.name }));
    },

    /** Every bay in bay order, open or retired. */
    async bays(): Promise<FacilityBay[]> {
      const rows = await db('simulators').select<BayRow[]>('id', 'name', 'retired_at').orderBy('id');
      return rows.map((r) => ({ id: toNumber(r.id), name: r.name, open: r.retired_at === null }));
    },

    async add(name: string, open: boolean, at: string): Promise<number> {
      const [row] = await writeThenInvalidate(
        db,
        db('simulators')
          .insert({ name, retired_at: open ? null : at })
          .returning<{ id: unknown }[]>('id'),
        onChanged,
      );
      return toNumber(row!.id);
    },

    /** Renames a bay, and retires it (`open` false, from `at`) or reopens it. */
    async update(id: number, changes: { name: string; open: boolean }, at: string): Promise<void> {
      await writeThenInvalidate(
        db,
        db('simulators')
          .where({ id })
          // A bay retired earlier keeps the time it was retired at when only its name changes.
          .update({ name: changes.name, retired_at: changes.open ? null : db.raw('COALESCE(retired_at, ?)', [at]) }),
        onChanged,
      );
    },
  };
}

export function createSimulatorsRepository(db: Knex, options: { onChanged: () => void }) {
  return bindableWithin(bind, db, options.onChanged);
}
export type SimulatorsRepository = ReturnType<typeof createSimulatorsRepository>;
