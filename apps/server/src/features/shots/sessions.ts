// A member's imported sessions (docs/decisions/220-shot-data-import.md): listing them, reading one with its shots and
// the bookings it may be matched to, re-matching, a coach's note, excluding a shot from the good ones (decision 238)
// and deleting. Who may do which is the shot access's (access.ts).
import { can, type ShotSession, type ShotSessionDetail, type ShotSessionList, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import { MEMBER_ROW_KINDS, NOT_FOUND, type ShotAccess } from './access';
import type { ShotSessionRecord, StoredShot } from './repository';
import type { ShotsDeps } from './service';

const publicSession = ({ userId: _owner, ...session }: ShotSessionRecord): ShotSession => session;

export function createShotSessions(
  deps: Pick<ShotsDeps, 'repo' | 'slotsOn' | 'findBooking' | 'coachTeaches' | 'storageLimitBytes'>,
  access: ShotAccess,
) {
  const { repo } = deps;
  const { readableOwner, readableSession, mayChange, changeableSession } = access;

  return {
    async list(user: User, userId: number | undefined): Promise<ShotSessionList> {
      const ownerId = await readableOwner(user, userId);
      const [sessions, usedBytes] = await Promise.all([repo.listForUser(ownerId), repo.usedBytes(ownerId)]);
      return { sessions: sessions.map(publicSession), storage: { usedBytes, limitBytes: deps.storageLimitBytes } };
    },

    async detail(user: User, id: number): Promise<ShotSessionDetail> {
      const session = await readableSession(user, id);
      const [shots, slots] = await Promise.all([
        repo.shotsOf(id),
        mayChange(user, session) ? deps.slotsOn(session.userId, session.sessionDate) : Promise.resolve([]),
      ]);
      const matchOptions = slots
        .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.bookingId - b.bookingId)
        .map(({ bookingId, kind, startTime, endTime, coachName, simulatorName }) => ({
          bookingId,
          kind,
          startTime: startTime.slice(0, 5),
          endTime: endTime.slice(0, 5),
          coachName,
          simulatorName,
        }));
      return { session: publicSession(session), shots, matchOptions };
    },

    /** A booking or lesson of the session's member, or none; another's booking is one that does not exist (404). */
    async match(user: User, id: number, bookingId: number | null): Promise<ShotSession> {
      const session = await changeableSession(user, id);
      if (bookingId !== null) {
        const booking = await deps.findBooking(bookingId);
        if (!booking || booking.userId !== session.userId || !MEMBER_ROW_KINDS.has(booking.kind)) throw NOT_FOUND();
      }
      await repo.setBooking(id, bookingId);
      return publicSession((await repo.find(id))!);
    },

    /**
     * Whoever may read the session (its member, their coach, an admin) excludes one of its shots from the good ones
     * or restores it (docs/decisions/238-shot-exclusions-and-mishits.md); another's shot is one that does not exist.
     */
    async exclude(user: User, id: number, shotId: number, excluded: boolean): Promise<StoredShot> {
      await readableSession(user, id);
      const shot = await repo.setExclusion(id, shotId, excluded);
      if (!shot) throw NOT_FOUND();
      return shot;
    },

    /** Only the member's coach (a lesson with them) or an admin pins a note; the member reads it. */
    async pinNote(user: User, id: number, note: string | null): Promise<ShotSession> {
      const session = await readableSession(user, id);
      const coach = can(user, 'coach:screens') && (await deps.coachTeaches(user.id, session.userId));
      if (!coach && !can(user, 'admin:screens')) throw new AppError('FORBIDDEN');
      await repo.setCoachNote(id, note ? note : null);
      return publicSession((await repo.find(id))!);
    },

    async remove(user: User, id: number): Promise<void> {
      await changeableSession(user, id);
      await repo.remove(id);
    },
  };
}
