// Shot data from the simulators (docs/decisions/220-shot-data-import.md): the one service the router receives,
// composed of its parts, each with its own reason to change: who may read or import whose shots (access.ts), importing
// session files (imports.ts), a member's sessions (sessions.ts), and here the member's units and the per-club summary.
import {
  summariseClubRuns,
  type Air,
  type Occupancy,
  type ShotSettings,
  type ShotSettingsChange,
  type ShotSummary,
  type ShotSummaryQuery,
  type StaffedHours,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { createShotAccess } from './access';
import { createShotImports } from './imports';
import type { ShotsRepository } from './repository';
import { createShotSessions } from './sessions';

/** A booking or lesson slot of the member that a session may be matched to. */
export interface MatchCandidate {
  bookingId: number;
  kind: 'booking' | 'lesson';
  date: string;
  startTime: string;
  endTime: string;
  coachName: string | null;
  simulatorName: string | null;
}

export interface ShotsDeps {
  repo: ShotsRepository;
  /** The facility's staffed hours now (its settings): the desk imports for members only within them. */
  staffedHours: () => StaffedHours;
  /** The air of the bays now (the facility's elevation and temperature): every modelled flight flies through it. */
  air: () => Promise<Air>;
  findUser: (id: number) => Promise<User | undefined>;
  findBooking: (id: number) => Promise<Occupancy | null>;
  /** The member's bookings and (not cancelled) lessons on a facility date, each with its bookings row. */
  slotsOn: (userId: number, date: string) => Promise<MatchCandidate[]>;
  /** Has the member a (not cancelled) lesson with this coach? */
  coachTeaches: (coachId: number, memberId: number) => Promise<boolean>;
  /** The user's shot-data settings (units, modelled figures hidden), kept on their account. */
  settingsOf: (userId: number) => Promise<ShotSettings>;
  saveSettings: (userId: number, change: ShotSettingsChange) => Promise<void>;
  /** What one member's imported files may add up to (SHOT_STORAGE_LIMIT_KB). */
  storageLimitBytes: number;
  now: () => Date;
}

export function createShotsService(deps: ShotsDeps) {
  const { repo } = deps;
  const access = createShotAccess(deps);
  const { readableOwner } = access;

  return {
    ...createShotImports(deps, access),
    ...createShotSessions(deps, access),

    /** One's own settings (a coach reading a member's shots reads them in the coach's units and choice). */
    async settings(user: User): Promise<ShotSettings> {
      return deps.settingsOf(user.id);
    },

    async saveSettings(user: User, change: ShotSettingsChange): Promise<ShotSettings> {
      await deps.saveSettings(user.id, change);
      return deps.settingsOf(user.id);
    },

    async summary(user: User, query: ShotSummaryQuery): Promise<ShotSummary> {
      const ownerId = await readableOwner(user, query.userId);
      if (query.from && query.to && query.from > query.to) {
        throw new AppError('VALIDATION_FAILED', 'The start date must be on or before the end date.', {
          from: ['The start date must be on or before the end date.'],
        });
      }
      const good = query.shots === 'good';
      const runs = await repo.summaryRuns(ownerId, { from: query.from, to: query.to, club: query.club, good });
      // Modelled figures marked, or left out when only the device's are asked for (decision 444).
      return { clubs: summariseClubRuns(runs, { measuredOnly: query.figures === 'measured' }) };
    },
  };
}

export type ShotsService = ReturnType<typeof createShotsService>;
