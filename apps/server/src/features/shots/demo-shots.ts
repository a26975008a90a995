// The development seeds' shot data for the demo member (docs/decisions/220-shot-data-import.md): eight weekly range
// sessions of made-up shots (core's seeded generator, a little longer each week), so the Game panel has a gapping
// table, dispersion and trends on a fresh install. Written through the shots repository (the only code that writes
// its tables); main.ts hands it to the seeds.
import type { Knex } from 'knex';
import { addDaysToDateString, facilityInstant, facilityToday, garminCsvOf, syntheticShots } from '@longwood/core';
import { createShotsRepository } from './repository';

export const DEMO_SHOT_SESSIONS = 8;
const SHOTS_PER_SESSION = 56;

export async function seedDemoShots(db: Knex, memberId: number, now: Date): Promise<void> {
  const today = facilityToday(now);
  const sessions = Array.from({ length: DEMO_SHOT_SESSIONS }, (_, i) => {
    const date = addDaysToDateString(today, -7 * (DEMO_SHOT_SESSIONS - i));
    const shots = syntheticShots(1000 + i, SHOTS_PER_SESSION, { progress: i / DEMO_SHOT_SESSIONS });
    return {
      source: 'garmin' as const,
      fileName: `range-${date}.csv`,
      dedupeKey: `demo:${date}`,
      startedAt: facilityInstant(date, '18:00').toISOString(),
      sessionDate: date,
      bookingId: null,
      skippedCount: 0,
      droppedValueCount: 0,
      bytes: garminCsvOf(shots, { date, time: '18:00' }).length,
      shots,
    };
  });
  await createShotsRepository(db).importSessions(
    memberId,
    sessions,
    memberId,
    now.toISOString(),
    Number.MAX_SAFE_INTEGER,
  );
}
