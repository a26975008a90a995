// Shot data as a feature (docs/decisions/220-shot-data-import.md): members' imported sessions matched to their
// bookings and lessons and read by the coaches they booked lessons with, and the shots the bays send as they are hit
// (241), each bay known by its device key (the bay devices feature). The desk lists a booking's files through
// `offers.filesOfBooking`.
import {
  addDaysToDateString,
  airOf,
  type BayUse,
  type FacilityBay,
  type FacilityFacts,
  type Occupancy,
  type StaffedHours,
} from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import { createBayShotsService, type BayShotsDeps } from './bay-service';
import { createShotsRepository } from './repository';
import { createShotsRouter } from './router';
import { createShotsService, type MatchCandidate } from './service';

/** What a member's booking or lesson tells a match candidate. */
type Slot = Pick<MatchCandidate, 'startTime' | 'endTime' | 'simulatorName'>;
type DateRange = { from: string; before: string };

export interface ShotsNeeds {
  record: RecordActivity;
  /** The facility's settings: its staffed hours, and its elevation and bay temperature for the modelled flights. */
  facility: { staffedHours: () => StaffedHours; settings: () => Promise<FacilityFacts> };
  /** The bays' table (the bays feature). */
  bays: { bays(): Promise<FacilityBay[]> };
  /** The bookings' rows (the bookings feature): a member's own on a date, a bay's uses. */
  bookings: {
    find(id: number): Promise<Occupancy | null>;
    listMemberBookings(
      userId: number,
      range: DateRange,
    ): Promise<readonly (Slot & { id: number; bookingDate: string })[]>;
    listDaySpans(from: string, to: string, bayId: number): Promise<BayUse[]>;
  };
  /** The coaching feature's lessons: a member's on a date, and whether a coach teaches a member. */
  lessons: {
    listForMember(
      userId: number,
      range: DateRange,
    ): Promise<readonly (Slot & { status: string; bookingId: number | null; lessonDate: string; coachName: string })[]>;
    coachTeaches(coachId: number, memberId: number): Promise<boolean>;
  };
  bayDevices: { authenticate: BayShotsDeps['authenticate'] };
}

/** A member's bookings and (not cancelled) lessons on a date: what their shots are matched to. */
function slotsOf({ bookings, lessons }: ShotsNeeds) {
  return async (userId: number, date: string): Promise<MatchCandidate[]> => {
    const range = { from: date, before: addDaysToDateString(date, 1) };
    const [own, taken] = await Promise.all([
      bookings.listMemberBookings(userId, range),
      lessons.listForMember(userId, range),
    ]);
    return [
      ...own.map((b) => ({
        bookingId: b.id,
        kind: 'booking' as const,
        date: b.bookingDate,
        startTime: b.startTime,
        endTime: b.endTime,
        coachName: null,
        simulatorName: b.simulatorName,
      })),
      ...taken.flatMap((l) =>
        l.status === 'cancelled' || l.bookingId === null
          ? []
          : [
              {
                bookingId: l.bookingId,
                kind: 'lesson' as const,
                date: l.lessonDate,
                startTime: l.startTime,
                endTime: l.endTime,
                coachName: l.coachName,
                simulatorName: l.simulatorName,
              },
            ],
      ),
    ];
  };
}

export function composeShots(base: Base, needs: ShotsNeeds) {
  const { users, now } = base;
  const repo = createShotsRepository(base.db);
  const slotsOn = slotsOf(needs);
  const air = async () => airOf(await needs.facility.settings());
  const shots = createShotsService({
    repo,
    findUser: (id) => users.findById(id),
    findBooking: (id) => needs.bookings.find(id),
    slotsOn,
    coachTeaches: (coachId, memberId) => needs.lessons.coachTeaches(coachId, memberId),
    settingsOf: (userId) => users.shotSettings(userId),
    saveSettings: (userId, change) => users.setShotSettings(userId, change),
    storageLimitBytes: base.env.SHOT_STORAGE_LIMIT_KB * 1024,
    staffedHours: needs.facility.staffedHours,
    air,
    now,
  });
  // Shots from the bays as they are hit (docs/decisions/241-bay-shots-matched-to-the-bay.md).
  const bayShots = createBayShotsService({
    repo,
    authenticate: (authorization) => needs.bayDevices.authenticate(authorization),
    bayUses: (bayId, from, to) => needs.bookings.listDaySpans(from, to, bayId),
    bays: () => needs.bays.bays(),
    air,
    findUser: (id) => users.findById(id),
    slotsOn,
    record: needs.record,
    importForBooking: (ownerId, bookingId, files) => shots.importForBooking(ownerId, bookingId, files),
    shotsArrived: () => undefined,
    now,
  });
  return {
    services: { shots, bayShots },
    routes: [createShotsRouter(shots, bayShots)],
    offers: { filesOfBooking: (bookingId: number) => repo.filesOfBooking(bookingId) },
  } satisfies ServerFeature;
}
