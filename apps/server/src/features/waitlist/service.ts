// "Notify me" for a full slot (docs/decisions/134-full-slot-waitlist.md). A member joins only for a slot that is full
// now (grid, window and start checked by core, as for a booking); after every committed change of occupancy
// (reservations.onCommitted, decision 081) the open entries of the changed dates are checked with core's
// availability, and each entry whose slot has a free bay is claimed once, with its e-mail queued in the same
// transaction (the mail outbox, docs/decisions/194-one-mail-outbox.md). It never books.
import {
  checkReservation,
  dayAvailability,
  facilityInstant,
  facilityToday,
  formatDateTimeLong,
  formatDateTimeRange,
  freeBays,
  isFutureBooking,
  WAITLIST_MESSAGES,
  type BookingLimits,
  type JoinWaitlistInput,
  type User,
  type WaitlistEntry,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { errorText } from '../../logger';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import type { OutgoingMail } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import type { UserMailLimit } from '../../mail/user-mail-limit';
import type { CommittedOccupancyChanges, DayOccupancy } from '../../ports/reservations';
import type { WaitlistRecord, WaitlistRepository } from './repository';

export interface WaitlistServiceDeps {
  repo: WaitlistRepository;
  /** The day without the lock (reservations.dayOccupancy). */
  dayOccupancy: (date: string) => Promise<DayOccupancy>;
  /** The configured booking window (facility settings, docs/decisions/228-facility-settings-in-the-database.md). */
  bookingLimits: () => Promise<BookingLimits>;
  /** The waiting member (their address, and whether it is verified). */
  memberOf: (userId: number) => Promise<Pick<User, 'id' | 'email' | 'emailVerified'> | null | undefined>;
  /**
   * The e-mail to an unverified address takes a place in the mail limit as a booking's does (decision 248): a member
   * cannot send a stranger's address one notice per freed slot without end. Past it the entry waits, unclaimed, for
   * a later change.
   */
  mailLimit: Pick<UserMailLimit, 'tryTake'>;
  warn: (message: string) => void;
  transaction: UnitOfWorkRunner;
  outbox: Pick<MailOutbox, 'add'>;
  appUrl: string | null;
  now: () => Date;
}

/** What the member sees of an entry (not whose it is: it is theirs). */
const publicEntry = ({ userId: _userId, ...entry }: WaitlistRecord): WaitlistEntry => entry;

export function createWaitlistService(deps: WaitlistServiceDeps) {
  const { repo, now } = deps;

  /** Tells one waiting member their slot has a free bay: a mail-limit place, then the claim with its e-mail. */
  async function tellFreed(entry: WaitlistRecord, at: Date): Promise<void> {
    const member = await deps.memberOf(entry.userId);
    const to = member?.email;
    if (!member || !to) return;
    const place = await deps.mailLimit.tryTake(member);
    if (!place) {
      deps.warn(`Waitlist entry ${entry.id}: not e-mailed yet, the mail limit of its unverified address is reached`);
      return;
    }
    // Claimed with its e-mail in one transaction: told once however many processes hear of the change; not
    // sent once the slot has started. Another process having told them first, or a failed claim, gives the place back.
    let told = false;
    try {
      told = await deps.transaction(async (unitOfWork) => {
        if (!(await repo.within(unitOfWork).claimNotification(entry.id, at.toISOString()))) return false;
        const expiresAt = facilityInstant(entry.bookingDate, entry.startTime);
        const about = `waitlist entry ${entry.id}`;
        await deps.outbox.add([{ mail: freedMail(entry, to), about, expiresAt }], unitOfWork);
        return true;
      });
    } finally {
      if (!told) await place.release();
    }
  }

  /** The e-mail telling the member that the slot they wait for has a free bay. */
  function freedMail(entry: WaitlistRecord, to: string): OutgoingMail {
    const when = formatDateTimeRange(entry.bookingDate, entry.startTime, entry.endTime);
    const goodNews = `Good news: a bay has freed up for ${when}, the time you asked us to watch.`;
    const notBooked = 'It is not booked for you: book it soon, before someone else does.';
    const once = 'We will not e-mail you about this time again.';
    return {
      to,
      subject: `A bay is free: ${formatDateTimeLong(entry.bookingDate, entry.startTime)}`,
      text: [
        goodNews,
        '',
        notBooked,
        ...(deps.appUrl ? [`${deps.appUrl}/booking`] : []),
        '',
        once,
        '',
        'Longwood Golf',
      ].join('\n'),
      content: {
        preview: goodNews,
        heading: 'A bay is free',
        paragraphs: ['Good news: a bay has freed up for the time you asked us to watch.', notBooked],
        facts: [{ label: 'When', value: when }],
        action: { label: 'Book it now', href: '/booking' },
        closing: [once],
        reason: 'You receive this e-mail because you asked to be told when this time frees up.',
      },
    };
  }

  return {
    async join(user: User, input: JoinWaitlistInput): Promise<WaitlistEntry> {
      const day = await deps.dayOccupancy(input.bookingDate);
      const limits = await deps.bookingLimits();
      const check = checkReservation({
        request: { kind: 'member', userId: user.id, ...input },
        occupancies: day.occupancies,
        leagues: day.leagues,
        now: now(),
        limits: { ...limits, bays: day.bays },
        // The cap is the member's business when the slot frees up; the question here is whether it is full.
        enforceDailyCap: false,
      });
      if (check.ok) throw new AppError('WAITLIST_SLOT_FREE', WAITLIST_MESSAGES.slotFree);
      // Only a full slot can free up; a league's session, a past start or a bad time cannot be waited for.
      if (check.code !== 'BOOKING_FULL') throw new AppError(check.code, check.message);
      const entry = await repo.add(
        { userId: user.id, bookingDate: input.bookingDate, ...normalised(input) },
        now().toISOString(),
      );
      return publicEntry(entry);
    },

    async listMine(user: User): Promise<WaitlistEntry[]> {
      const at = now();
      const entries = await repo.listFor(user.id, facilityToday(at));
      return entries.filter((e) => isFutureBooking(e, at)).map(publicEntry);
    },

    async leave(user: User, id: number): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.notFound);
    },

    /** The committed-occupancy listener: tells each waiting member once when their slot has a free bay. */
    async onCommitted({ dates, changes }: CommittedOccupancyChanges): Promise<void> {
      // Only a release or a move can free a bay.
      if (!changes.some((c) => c.type !== 'reserved')) return;
      const open = await repo.openOn(dates);
      const at = now();
      for (const date of new Set(open.map((e) => e.bookingDate))) {
        const day = dayAvailability(await deps.dayOccupancy(date));
        for (const entry of open.filter((e) => e.bookingDate === date)) {
          if (!isFutureBooking(entry, at) || freeBays(day, entry.startTime, entry.endTime).length === 0) continue;
          // One entry failing (the mail limit's table or the database at fault) is logged and leaves it open for a
          // later change; the other entries of the change are still told.
          try {
            await tellFreed(entry, at);
          } catch (error) {
            deps.warn(`Waitlist entry ${entry.id}: not e-mailed, ${errorText(error)}`);
          }
        }
      }
    },
  };
}

/** 'HH:mm' or 'HH:mm:ss' → 'HH:mm:ss' (the stored form, as bookings store it). */
function normalised(input: JoinWaitlistInput): { startTime: string; endTime: string } {
  const pad = (t: string) => (t.length === 5 ? `${t}:00` : t);
  return { startTime: pad(input.startTime), endTime: pad(input.endTime) };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
