// A save's `bays` (docs/decisions/229-bays-as-facility-settings.md): checked against the bays as they are under the
// settings lock (every existing bay listed, every id one of them), then written through the simulators repository:
// renamed, retired, reopened or added. A retired bay keeps its bookings; the booking rules never choose it again.
import { BAY_MESSAGES, type BayChange, type FacilityBay, type FieldErrors } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';

/** The bays' table as a save writes it (the simulators repository, handed in by composition.ts). */
export interface BayWriter {
  bays(): Promise<FacilityBay[]>;
  add(name: string, open: boolean, at: string): Promise<number>;
  update(id: number, changes: Pick<FacilityBay, 'name' | 'open'>, at: string): Promise<void>;
}

/** The bays' table: read as they are, written inside the settings' transaction. */
export interface BayStore {
  bays(): Promise<FacilityBay[]>;
  within(unitOfWork: UnitOfWork): BayWriter;
}

function refuse(fieldErrors: FieldErrors): never {
  const first = Object.values(fieldErrors)[0]![0]!;
  throw new AppError('VALIDATION_FAILED', first, fieldErrors);
}

/** The ids given must be the existing bays, each once: a bay is retired, never removed. */
function checkIds(current: readonly FacilityBay[], changes: readonly BayChange[]): void {
  const fieldErrors: FieldErrors = {};
  const known = new Set(current.map((bay) => bay.id));
  changes.forEach((change, index) => {
    if (change.id !== undefined && !known.has(change.id)) fieldErrors[`bays.${index}.id`] = [BAY_MESSAGES.unknown];
  });
  const listed = new Set(changes.map((change) => change.id));
  if (current.some((bay) => !listed.has(bay.id))) fieldErrors['bays'] = [BAY_MESSAGES.missing];
  if (Object.keys(fieldErrors).length > 0) refuse(fieldErrors);
}

const same = (a: Pick<FacilityBay, 'name' | 'open'>, b: Pick<FacilityBay, 'name' | 'open'>) =>
  a.name === b.name && a.open === b.open;

/**
 * Writes `changes` over the bays `tables` holds; answers the bays after it (in bay order) and whether anything
 * changed. Call inside the settings lock.
 */
export async function saveBays(
  tables: BayWriter,
  changes: readonly BayChange[],
  at: string,
): Promise<{ before: FacilityBay[]; after: FacilityBay[]; changed: boolean }> {
  const before = await tables.bays();
  checkIds(before, changes);
  let changed = false;
  for (const change of changes) {
    const wanted = { name: change.name, open: change.open };
    if (change.id === undefined) {
      await tables.add(wanted.name, wanted.open, at);
      changed = true;
      continue;
    }
    const id = change.id;
    const existing = before.find((bay) => bay.id === id)!;
    if (same(existing, wanted)) continue;
    await tables.update(id, wanted, at);
    changed = true;
  }
  return { before, after: changed ? await tables.bays() : before, changed };
}
