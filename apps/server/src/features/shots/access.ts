// Who may read or import whose shots (docs/decisions/221-who-reads-a-members-shots.md), on top of the route's
// capability: a member their own, a coach those of a member who booked a lesson with them, desk staff only to import
// for a member's booking (within staffed hours), admins anyone's. Anyone else is told the member's shots do not exist
// (404), as other people's bookings are.
import { authorize, can, type Occupancy, type ShotImportFields, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import type { ShotSessionRecord } from './repository';
import type { ShotsDeps } from './service';

export const NOT_FOUND = () => new AppError('NOT_FOUND');
/** Kinds of bookings rows that belong to one member: their own, one the desk made for them, a lesson. */
export const MEMBER_ROW_KINDS = new Set(['member', 'staff', 'lesson']);

export function createShotAccess(
  deps: Pick<ShotsDeps, 'repo' | 'findUser' | 'findBooking' | 'coachTeaches' | 'staffedHours' | 'now'>,
) {
  const { repo } = deps;

  /** Whose shots `user` asks for (their own when `userId` is absent), or a refusal. */
  async function readableOwner(user: User, userId: number | undefined): Promise<number> {
    // Anyone who may read shots may read their own (a coach who is no member simply has none).
    if (userId === undefined || userId === user.id) return user.id;
    if (await mayReadOthers(user, userId)) return userId;
    throw NOT_FOUND();
  }

  async function mayReadOthers(user: User, memberId: number): Promise<boolean> {
    if (memberId === user.id) return true;
    if (can(user, 'admin:screens')) return (await deps.findUser(memberId)) !== undefined;
    if (can(user, 'coach:screens')) return deps.coachTeaches(user.id, memberId);
    return false;
  }

  async function readableSession(user: User, id: number): Promise<ShotSessionRecord> {
    const session = await repo.find(id);
    if (!session || !(await mayReadOthers(user, session.userId))) throw NOT_FOUND();
    return session;
  }

  /** The session's own member or an admin may change it; a coach who may read it may not. */
  const mayChange = (user: User, session: ShotSessionRecord) =>
    session.userId === user.id || can(user, 'admin:screens');

  async function changeableSession(user: User, id: number): Promise<ShotSessionRecord> {
    const session = await readableSession(user, id);
    if (!mayChange(user, session)) throw new AppError('FORBIDDEN');
    return session;
  }

  async function memberBooking(memberId: number, bookingId: number): Promise<Occupancy> {
    const booking = await deps.findBooking(bookingId);
    if (!booking || booking.userId !== memberId || !MEMBER_ROW_KINDS.has(booking.kind)) {
      throw new AppError('VALIDATION_FAILED', 'That booking is not one of this member’s.', {
        bookingId: ['That booking is not one of this member’s.'],
      });
    }
    return booking;
  }

  /** Whose files these are, and the booking staff named, or a refusal (decision 221). */
  async function importOwner(
    user: User,
    fields: ShotImportFields,
  ): Promise<{ ownerId: number; bookingId?: number; bookingDate?: string }> {
    const named = fields.userId;
    if (named === undefined || named === user.id) {
      // Desk staff and coaches import for a member, whom they name; their own golf is a member's feature.
      if (!can(user, 'member:features')) {
        throw new AppError('VALIDATION_FAILED', 'Choose the member the files belong to.', {
          userId: ['Choose the member the files belong to.'],
        });
      }
      const booking = fields.bookingId === undefined ? null : await memberBooking(user.id, fields.bookingId);
      return { ownerId: user.id, bookingId: fields.bookingId, bookingDate: booking?.bookingDate };
    }
    const member = await deps.findUser(named);
    const admin = can(user, 'admin:screens');
    // Within staffed hours only, as the desk's own routes (decision 221): a desk staffer who is also a member passes
    // the route's check at any hour as a member, not as the desk.
    const desk = authorize(user, 'desk:bookings', deps.now(), deps.staffedHours()).allowed;
    const coach = can(user, 'coach:screens') && member !== undefined && (await deps.coachTeaches(user.id, named));
    if (!member || !(admin || desk || coach)) throw NOT_FOUND();
    if (desk && !admin && !coach && fields.bookingId === undefined) {
      throw new AppError('VALIDATION_FAILED', 'Choose the member’s booking the files belong to.', {
        bookingId: ['Choose the member’s booking the files belong to.'],
      });
    }
    const booking = fields.bookingId === undefined ? null : await memberBooking(named, fields.bookingId);
    return { ownerId: named, bookingId: fields.bookingId, bookingDate: booking?.bookingDate };
  }

  return { readableOwner, readableSession, mayChange, changeableSession, importOwner };
}

export type ShotAccess = ReturnType<typeof createShotAccess>;
