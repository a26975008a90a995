// The facility's bays (ids 1 and 2 are Bay 1 and Bay 2, seeded).
import type { Knex } from 'knex';
import type { Simulator } from '@longwood/core';
import { toNumber } from '../../db/dialect';

export function createSimulatorsRepository(db: Knex) {
  return {
    async list(): Promise<Simulator[]> {
      const rows = await db('simulators').select('id', 'name').orderBy('id');
      return rows.map((r: { id: unknown; name: string }) => ({ id: toNumber(r.id), name: r.name }));
    },
  };
}
export type SimulatorsRepository = ReturnType<typeof createSimulatorsRepository>;
