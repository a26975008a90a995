// Shots from the bays as they are hit (docs/decisions/241-bay-shots-matched-to-the-bay.md): the bay agent on a bay's
// PC posts them with its device key; each belongs to the booking, lesson or walk-in on that bay whose time covers
// the moment it was hit (core's bayUseAt, the one matching rule with the bay's grace). A member's join that booking's session,
// one session per booking, which after the booking reads like an imported file (summary, trends, the coach's view);
// the rest stay with the bay until desk staff give them to a member. The member watches their running booking's
// shots arrive ("Live now") through the live stream this feature feeds.
import {
  addDaysToDateString,
  bayName,
  bayShotTiming,
  bayUseAt,
  DATED_AHEAD_MESSAGE,
  isAheadOfNow,
  can,
  facilityNow,
  facilityToday,
  normaliseClub,
  OTHER_CLUB,
  runningSlotAt,
  withModelledFlight,
  type BayFileOutcome,
  type BayShot,
  type ShotFileOutcome,
  type BayShotAssign,
  type BayShotAssigned,
  type BayShotsResult,
  type BayUse,
  type Air,
  type FacilityBay,
  type LiveShots,
  type UnassignedBayShotList,
  type UnassignedBayShotsQuery,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { IncomingBayShot, SessionKey } from './bay-shots';
import type { ShotsRepository } from './repository';
import type { ShotUpload } from './imports';
import type { MatchCandidate } from './service';
import type { UploadedFile } from '../../http/multipart';

/** The bay speaking (the bay-devices feature's `authenticate`, handed in by composition.ts). */
export interface BayCaller {
  keyId: number;
  bayId: number;
}

export interface BayShotsDeps {
  repo: ShotsRepository;
  /** Checks a request's `Authorization` header: the bay and key, or 401/429. */
  authenticate: (authorization: string | undefined) => Promise<BayCaller>;
  /** Every use of bay `bayId` on the facility dates from..to (the bookings table's day spans). */
  bayUses: (bayId: number, from: string, to: string) => Promise<BayUse[]>;
  bays: () => Promise<FacilityBay[]>;
  /** The air of the bays now (the facility's elevation and temperature), for the modelled flights. */
  air: () => Promise<Air>;
  findUser: (id: number) => Promise<User | undefined>;
  /** The member's bookings and lessons on a facility date (the shots service's own). */
  slotsOn: (userId: number, date: string) => Promise<MatchCandidate[]>;
  record: RecordActivity;
  /** The shots feature's one import, for the member whose booking on the bay covers a file. */
  importForBooking: (
    ownerId: number,
    bookingId: number,
    files: readonly UploadedFile<ShotUpload>[],
  ) => Promise<{ outcomes: ShotFileOutcome[] }>;
  /** These members' sessions gained shots (after the commit); unused: "Live now" reads again (decision 241). */
  shotsArrived: (userIds: readonly number[]) => void;
  now: () => Date;
}

const bookingKey = (bookingId: number) => `bay:booking:${bookingId}`;
const givenKey = (bayId: number, date: string) => `bay:${bayId}:${date}`;

const orNull = (value: number | undefined) => (value === undefined ? null : value);

/** A live shot as stored: its values, and the member's session of the use it was hit in, if that use is a member's. */
function incomingShot(
  shot: BayShot,
  hitAt: Date,
  date: string,
  use: BayUse | null,
  bayLabel: string,
  air: Air,
): IncomingBayShot {
  const session: SessionKey | null =
    use && use.userId !== null && use.userId !== undefined
      ? {
          userId: use.userId,
          dedupeKey: bookingKey(use.id),
          sessionDate: use.bookingDate,
          bookingId: use.id,
          fileName: `${bayLabel} live`,
        }
      : null;
  return {
    shotId: shot.shotId,
    hitAt: hitAt.toISOString(),
    hitDate: date,
    // What the bay's device left out of the flight, the model fills (GSPro's connectors send no carry; decision 444).
    shot: withModelledFlight(
      {
        club: shot.club ? normaliseClub(shot.club) : OTHER_CLUB,
        clubLabel: shot.club ?? 'Unknown',
        clubSpeedMps: orNull(shot.clubSpeedMps),
        ballSpeedMps: orNull(shot.ballSpeedMps),
        launchDeg: orNull(shot.launchDeg),
        spinRpm: orNull(shot.spinRpm),
        carryM: orNull(shot.carryM),
        totalM: orNull(shot.totalM),
        offlineM: orNull(shot.offlineM),
      },
      { horizontalLaunchDeg: shot.horizontalLaunchDeg, spinAxisDeg: shot.spinAxisDeg },
      air,
    ),
    horizontalLaunchDeg: orNull(shot.horizontalLaunchDeg),
    spinAxisDeg: orNull(shot.spinAxisDeg),
    shotNumber: orNull(shot.shotNumber),
    bookingId: use?.id ?? null,
    session,
  };
}

export function createBayShotsService(deps: BayShotsDeps) {
  const { repo, now } = deps;

  async function bayLabel(bayId: number): Promise<string> {
    return bayName(bayId, await deps.bays());
  }

  return {
    /** The bay a key speaks for; 401 for a missing, unknown or revoked key (checked before an upload is read). */
    authenticate: (authorization: string | undefined): Promise<BayCaller> => deps.authenticate(authorization),

    /** A bay's batch of live shots; the caller's key was checked before the batch was read (the route's `admit`). */
    async receive(caller: BayCaller, shots: readonly BayShot[]): Promise<BayShotsResult> {
      const at = now();
      // Shots hit more than 10 minutes ahead or 30 days back are not stored; those sent more than a day after they
      // were hit join no booking and wait for the desk (docs/decisions/435-bay-shots-within-a-day-of-now.md).
      const hits = shots.flatMap((shot) => {
        const hitAt = new Date(shot.hitAt);
        const timing = bayShotTiming(hitAt, at);
        return timing === 'refused' ? [] : [{ shot, hitAt, date: facilityNow(hitAt).date, late: timing === 'late' }];
      });
      const refused = shots.length - hits.length;
      if (hits.length === 0) return { accepted: 0, duplicates: 0, late: 0, refused };
      const recentDates = hits
        .filter((h) => !h.late)
        .map((h) => h.date)
        .sort();
      // A booking's grace may reach over midnight: the day before the first shot and after the last.
      const uses =
        recentDates.length === 0
          ? []
          : await deps.bayUses(
              caller.bayId,
              addDaysToDateString(recentDates[0]!, -1),
              addDaysToDateString(recentDates[recentDates.length - 1]!, 1),
            );
      const name = await bayLabel(caller.bayId);
      const air = await deps.air();
      const incoming = hits.map(({ shot, hitAt, date, late }) =>
        incomingShot(shot, hitAt, date, late ? null : bayUseAt(hitAt, caller.bayId, uses), name, air),
      );
      const stored = await repo.bay.store(caller.bayId, caller.keyId, incoming, at.toISOString());
      if (stored.sessions.length > 0) deps.shotsArrived([...new Set(stored.sessions.map((s) => s.userId))]);
      const lateIds = new Set(hits.filter((h) => h.late).map((h) => h.shot.shotId));
      const late = stored.storedIds.filter((id) => lateIds.has(id)).length;
      return { accepted: stored.accepted, duplicates: stored.duplicates, late, refused };
    },

    /**
     * A bay's session files: each read by core's reader as it arrived, then imported for the member whose booking,
     * lesson or walk-in on that bay covers its start (ten minutes' grace), or its shots kept with the bay for the desk
     * (ids from the file's hash, so a resend keeps nothing twice). An unreadable file is answered as refused. The
     * caller's key was checked before the upload was read (the route's `admit`).
     */
    async receiveFiles(caller: BayCaller, files: readonly UploadedFile<ShotUpload>[]): Promise<BayFileOutcome[]> {
      const at = now();
      const answers: BayFileOutcome[] = [];
      for (const file of files.filter((f) => f.field === 'file')) {
        const { result, sha256 } = file.content;
        const answer = { fileName: file.name, outcome: null, message: null, accepted: 0, duplicates: 0 };
        if (!result.ok) {
          answers.push({ ...answer, keptFor: 'refused', message: result.error.message });
          continue;
        }
        const { session } = result;
        const startedAt = session.startedAt ? new Date(session.startedAt) : at;
        if (isAheadOfNow(startedAt, at)) {
          answers.push({ ...answer, keptFor: 'refused', message: DATED_AHEAD_MESSAGE });
          continue;
        }
        const date = facilityNow(startedAt).date;
        const uses = await deps.bayUses(caller.bayId, addDaysToDateString(date, -1), addDaysToDateString(date, 1));
        const use = bayUseAt(startedAt, caller.bayId, uses);
        if (use && use.userId !== null && use.userId !== undefined) {
          try {
            const { outcomes } = await deps.importForBooking(use.userId, use.id, [file]);
            const outcome = outcomes[0]!;
            answers.push({ ...answer, keptFor: outcome.ok ? 'member' : 'refused', outcome });
            if (outcome.ok && !outcome.duplicate) deps.shotsArrived([use.userId]);
            continue;
          } catch (error) {
            // A file the member's storage has no room for (or none of whose shots name a club) stays with the bay.
            if (!(error instanceof AppError)) throw error;
          }
        }
        const incoming: IncomingBayShot[] = session.shots.map((shot, n) => ({
          shotId: `file-${sha256.slice(0, 40)}-${n + 1}`,
          hitAt: startedAt.toISOString(),
          hitDate: date,
          shot,
          horizontalLaunchDeg: null,
          spinAxisDeg: null,
          shotNumber: null,
          bookingId: use?.id ?? null,
          session: null,
        }));
        const stored = await repo.bay.store(caller.bayId, caller.keyId, incoming, at.toISOString());
        answers.push({ ...answer, keptFor: 'bay', accepted: stored.accepted, duplicates: stored.duplicates });
      }
      return answers;
    },

    /** A page of the bay's shots of a date nobody booked, newest first, hit up to now (a shot ahead waits). */
    async unassigned(query: UnassignedBayShotsQuery): Promise<UnassignedBayShotList> {
      if (!(await deps.bays()).some((b) => b.id === query.bayId)) throw new AppError('NOT_FOUND');
      return repo.bay.unassigned(query, now().toISOString());
    },

    /** Desk staff give shots nobody booked (all of one bay and date) to a member: recorded in the activity log. */
    async give(actor: User, body: BayShotAssign): Promise<BayShotAssigned> {
      const member = await deps.findUser(body.userId);
      if (!member || !can(member, 'member:features')) {
        throw new AppError('VALIDATION_FAILED', 'Choose a member.', { userId: ['Choose a member.'] });
      }
      const name = await bayLabel(body.bayId);
      const at = now().toISOString();
      const given = await repo.bay.give(
        body.shotIds,
        body.bayId,
        body.date,
        {
          userId: member.id,
          dedupeKey: givenKey(body.bayId, body.date),
          sessionDate: body.date,
          bookingId: null,
          fileName: `${name} ${body.date}`,
        },
        at,
        (unitOfWork: UnitOfWork) =>
          deps.record(unitOfWork, {
            actor,
            action: 'bay-shots.given',
            targetType: 'bay',
            targetId: body.bayId,
            targetLabel: `${body.shotIds.length} shots on ${name}, ${body.date}, to ${member.username}`,
            before: null,
            after: { userId: member.id, shots: body.shotIds.length },
          }),
      );
      if (!given) {
        const message = 'Those shots are no longer waiting on this bay and date. Reload the list.';
        throw new AppError('VALIDATION_FAILED', message, { shotIds: [message] });
      }
      deps.shotsArrived([member.id]);
      return given;
    },

    /** The member's booking or lesson running now (with its grace) and its shots so far, or null. */
    async live(user: User): Promise<LiveShots> {
      const at = now();
      const slot = runningSlotAt(at, await deps.slotsOn(user.id, facilityToday(at)));
      if (!slot) return { live: null };
      const session = await repo.bay.sessionByKey(user.id, bookingKey(slot.bookingId));
      return {
        live: {
          sessionId: session?.sessionId ?? null,
          bookingId: slot.bookingId,
          bayName: slot.simulatorName ?? '',
          date: slot.date,
          startTime: slot.startTime.slice(0, 5),
          endTime: slot.endTime.slice(0, 5),
          shots: session?.shots ?? [],
        },
      };
    },
  };
}

export type BayShotsService = ReturnType<typeof createBayShotsService>;
