// The front desk's use cases (docs/decisions/171-front-desk-app.md, 173-walk-ins-and-arrival.md): today's
// board with who holds each bay, walk-ins for a guest or a member, check-in, the member picker, and the live
// stream. Walk-ins hold bays through the bookings feature's reservation port, so every bay rule of core applies
// under the booking lock; check-ins are checked and written by the bookings feature (handed in by composition.ts),
// each with its activity log entry in one transaction (docs/decisions/135-every-staff-write-in-the-activity-log.md). Who may
// call these, and at what hours, is the role policy's (desk:bookings; staffed hours for front-desk staff).
import type { Request, Response } from 'express';
import {
  leagueNightLabel,
  DESK_MEMBER_SEARCH_LIMIT,
  RECENT_VISITS_LIMIT,
  endTimeFor,
  facilityToday,
  isWalkInNow,
  occupancyEntry,
  personName,
  timeToMinutes,
  walkInStartAt,
  type DeskBoard,
  type DeskBookingDetails,
  type RecentVisit,
  type DeskLeague,
  type DeskMember,
  type DeskOccupancy,
  type GuestBookingInput,
  type LeagueBlocker,
  type Occupancy,
  type OccupancyOwner,
  type User,
  type WalkInInput,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import type { LiveBoard } from './live-board';

/**
 * The check-in of the bookings feature (the only writer of the bookings table): checks core's arrival rule, sets or
 * clears the check-in and records it in the activity log, in one transaction; the row after.
 */
export interface Arrivals {
  set(actor: User, id: number, arrived: boolean): Promise<Occupancy>;
}

/**
 * The no-show marks of the bookings feature (docs/decisions/266-the-booking-dialog-and-no-shows.md): checks core's
 * noShowCheck, sets or clears the mark with its activity log entry in one transaction; reads a booking with its mark
 * and the member's earlier bookings.
 */
export interface NoShows {
  set(actor: User, id: number, noShow: boolean): Promise<{ occupancy: Occupancy; noShowAt: string | null }>;
  find(id: number): Promise<{ occupancy: Occupancy; noShowAt: string | null } | null>;
  visitsBefore(occupancy: Occupancy, limit: number): Promise<RecentVisit[]>;
}

export interface DeskServiceDeps {
  reservations: ReservationPort;
  arrivals: Arrivals;
  noShows: NoShows;
  /** An account by id (the booking dialog's member: name, phone, e-mail). */
  findUser: (id: number) => Promise<User | undefined>;
  /** The shot files uploaded for a booking (the shots feature's). */
  shotFilesOf: (bookingId: number) => Promise<DeskBookingDetails['shotFiles']>;
  /** Display names by account id (the names on the board). */
  namesByIds: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** Members by name or e-mail (the walk-in's member picker). */
  searchMembers: (q: string, limit: number, membersOnly: boolean) => Promise<User[]>;
  live: LiveBoard;
  /**
   * The payments feature's pricing of a guest's walk-in at the rental rates, in the walk-in's transaction
   * (docs/decisions/304-guest-rentals-at-the-desk.md).
   */
  priceGuestWalkIn: (unitOfWork: UnitOfWork, booked: Occupancy) => Promise<void>;
  now: () => Date;
  /**
   * A walk-in is recorded in the activity log inside its booking lock's transaction: both commit or neither does
   * (decision 135).
   */
  record: RecordActivity;
}

export type DeskService = ReturnType<typeof createDeskService>;

/** A booking ends by 23:30 at the latest; a later end is passed as midnight so core's rule refuses it by name. */
function walkInEnd(startTime: string, durationMinutes: number): string {
  return timeToMinutes(startTime) + durationMinutes >= 24 * 60 ? '24:00:00' : endTimeFor(startTime, durationMinutes);
}

/** A league of the day, named (the route's schema keeps exactly the fields the desk reads). */
function leagueOf(league: LeagueBlocker & { id: number }): DeskLeague {
  return { ...league, name: league.name ?? `League #${league.id}` };
}

export function createDeskService({
  reservations,
  arrivals,
  noShows,
  findUser,
  shotFilesOf,
  namesByIds,
  searchMembers,
  live,
  priceGuestWalkIn,
  now,
  record,
}: DeskServiceDeps) {
  /** The board's view of occupancies: who holds each (member, guest, league, lesson's member and coach). */
  async function describe(occupancies: readonly Occupancy[], leagues: readonly DeskLeague[]): Promise<DeskOccupancy[]> {
    const ids = occupancies.flatMap((o) => [o.userId, o.coachId]).filter((id): id is number => id !== null);
    const names = await namesByIds(ids);
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? 'Deleted account'));
    const leagueNight = (id: number | null) => {
      const name = leagues.find((l) => l.id === id)?.name;
      return name ? leagueNightLabel(name) : 'League night';
    };
    return occupancies.map((o) => {
      const holder =
        o.kind === 'walk_in'
          ? (o.guestName ?? 'Guest')
          : o.kind === 'league'
            ? leagueNight(o.leagueId)
            : nameOf(o.userId);
      const detail =
        o.kind === 'walk_in' ? o.guestPhone || null : o.kind === 'lesson' ? `Coach ${nameOf(o.coachId)}` : null;
      return {
        id: o.id,
        kind: o.kind,
        simulatorId: o.simulatorId,
        bookingDate: o.bookingDate,
        startTime: o.startTime,
        endTime: o.endTime,
        holder: holder ?? '—',
        detail,
        userId: o.userId,
        leagueId: o.leagueId,
        arrivedAt: o.arrivedAt,
        walkIn: o.walkIn,
      };
    });
  }

  async function details(occupancy: Occupancy, noShowAt: string | null): Promise<DeskBookingDetails> {
    const memberId = occupancy.kind === 'league' || occupancy.kind === 'walk_in' ? null : occupancy.userId;
    const [user, recentVisits, shotFiles] = await Promise.all([
      memberId === null ? undefined : findUser(memberId),
      memberId === null ? [] : noShows.visitsBefore(occupancy, RECENT_VISITS_LIMIT),
      shotFilesOf(occupancy.id),
    ]);
    return {
      id: occupancy.id,
      noShowAt,
      member: user
        ? { id: user.id, name: personName(user), phone: user.phone || null, email: user.email, recentVisits }
        : null,
      shotFiles,
    };
  }

  return {
    /** Today (facility date) as the desk draws it. */
    /** A day's board: today's unless another facility date is asked for (the till's picker). */
    async board(on?: string): Promise<DeskBoard> {
      const date = on ?? facilityToday(now());
      const day = await reservations.dayOccupancy(date);
      const leagues = day.leagues.filter((l): l is LeagueBlocker & { id: number } => l.id !== undefined).map(leagueOf);
      return { date, occupancies: await describe(day.occupancies, leagues), leagues };
    },

    /**
     * A walk-in from the half hour now running, the next one or a later one today: a guest's walk-in (no member's cap) or a
     * member's staff-made booking (the member's 4-hour day counts). Bay 1 unless taken, or the preferred bay.
     */
    async walkIn(staff: User, input: WalkInInput): Promise<DeskOccupancy> {
      const at = now();
      const { date, time } = walkInStartAt(input.start, at);
      const owner: OccupancyOwner =
        input.for === 'guest'
          ? { kind: 'walk_in', guestName: input.guestName, guestPhone: input.guestPhone }
          : { kind: 'staff', userId: input.userId };
      const booked = await reservations.inLock([date], async (tx) => {
        const reserved = await tx.reserve({
          ...owner,
          bookingDate: date,
          startTime: time,
          endTime: walkInEnd(time, input.durationMinutes),
          ...(input.simulatorId !== undefined ? { simulatorId: input.simulatorId } : {}),
          createdBy: staff.id,
          enforceDailyCap: true,
          allowRunningSlot: isWalkInNow(input.start, at),
          walkIn: true,
        });
        await record(tx.unitOfWork, { actor: staff, ...occupancyEntry('walk-in.created', null, reserved) });
        if (reserved.kind === 'walk_in') await priceGuestWalkIn(tx.unitOfWork, reserved);
        return reserved;
      });
      const [described] = await describe([booked], []);
      return described!;
    },

    /**
     * A guest's bay rental on any bookable day (docs/decisions/304-guest-rentals-at-the-desk.md): a guest booking
     * (kind walk_in, booked ahead, not a walk-in) under the booking lock with every bay rule, priced at the rental
     * rates in the same transaction; a guest with an e-mail gets the confirmation with its calendar file after the
     * commit (the booking e-mails, decision 263).
     */
    async bookGuest(staff: User, input: GuestBookingInput): Promise<DeskOccupancy> {
      const booked = await reservations.inLock([input.bookingDate], async (tx) => {
        const reserved = await tx.reserve({
          kind: 'walk_in',
          guestName: input.guestName,
          guestPhone: input.guestPhone,
          guestEmail: input.guestEmail ?? null,
          bookingDate: input.bookingDate,
          startTime: input.startTime,
          endTime: input.endTime,
          // A bay asked for is kept or refused with the free ones named (decision 461); none: the first free one.
          ...(input.simulatorId !== undefined ? { simulatorId: input.simulatorId, exactBay: true } : {}),
          createdBy: staff.id,
          walkIn: false,
        });
        await record(tx.unitOfWork, { actor: staff, ...occupancyEntry('booking.created', null, reserved) });
        await priceGuestWalkIn(tx.unitOfWork, reserved);
        return reserved;
      });
      const [described] = await describe([booked], []);
      return described!;
    },

    /** Checks in (or takes back the check-in of) the person holding a bay today. */
    async setArrival(staff: User, id: number, arrived: boolean): Promise<DeskOccupancy> {
      const updated = await arrivals.set(staff, id, arrived);
      await live.notify({ dates: [updated.bookingDate] });
      const [described] = await describe([updated], []);
      return described!;
    },

    /**
     * The booking dialog's details (docs/decisions/266-the-booking-dialog-and-no-shows.md): the no-show mark, and for
     * a member's booking or lesson the member's name, phone and e-mail, their last bookings before this one, and the
     * shot files uploaded for it. Any day's booking (the admin's calendar opens the same dialog); 404 for none.
     */
    async bookingDetails(id: number): Promise<DeskBookingDetails> {
      const found = await noShows.find(id);
      if (!found) throw new AppError('NOT_FOUND', 'Booking not found.');
      return details(found.occupancy, found.noShowAt);
    },

    /** Marks a member's booking a no-show, or takes the mark back; the board is told (its dialog reads it again). */
    async setNoShow(staff: User, id: number, noShow: boolean): Promise<DeskBookingDetails> {
      const { occupancy, noShowAt } = await noShows.set(staff, id, noShow);
      await live.notify({ dates: [occupancy.bookingDate] });
      return details(occupancy, noShowAt);
    },

    /** Members by name or e-mail; `who` 'accounts': any account (dues for a person not yet a member). */
    async members(q: string, who: 'members' | 'accounts' = 'members'): Promise<DeskMember[]> {
      const found = await searchMembers(q, DESK_MEMBER_SEARCH_LIMIT, who === 'members');
      return found.map((member) => ({
        id: member.id,
        name: personName(member),
        username: member.username,
        email: member.email,
      }));
    },

    /** The live stream of board changes for this desk (the route has checked the role). */
    events(user: User, req: Request, res: Response): void {
      // EventSource asks for text/event-stream; anything else would wait forever for an answer it cannot read.
      if (!req.accepts('text/event-stream')) throw new AppError('NOT_ACCEPTABLE');
      live.attach(user, req, res);
    },
  };
}
