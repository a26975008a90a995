// Membership (upgrade) requests and cancellation requests from signed-in users. Like demo requests, each is stored
// with the team's e-mail about it in one transaction (the mail outbox, mail/outbox.ts); a failed e-mail is retried,
// never lost (docs/decisions/043-membership-and-cancellation-requests.md, 194-one-mail-outbox.md).
import { personName, type MembershipRequest, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import { isoTimestamp } from '../../db/timestamps';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { RateLimiter } from '../../http/rate-limiter';
import { composeMembershipMail } from './membership-mail';
import type { MembershipRequestsRepository, NewMembershipRequest } from './repository';

const DAY_MS = 24 * 60 * 60_000;
/** Upgrade requests per user per day: enough to correct a typo, not enough to flood the team. */
const MEMBERSHIP_REQUEST_DAILY_LIMIT = 3;
/** A cancellation asked within this window is not recorded again. */
const CANCELLATION_DEDUP_DAYS = 30;

const MEMBERSHIP_MESSAGES = {
  sent: 'Thank you! Your membership request has been sent. Our team will contact you soon.',
  stored: "Thank you! We've received your membership request. Our team will contact you soon.",
  notYours: 'You can only send a membership request for your own account.',
  alreadyMember: 'You are already a member.',
  tooMany: "You've already sent several membership requests today. Our team will contact you soon.",
  cancelRecorded:
    'Your cancellation request has been recorded. Memberships end with 30 days notice; our team will call you to confirm.',
  cancelAlreadyRecorded:
    'We already have your cancellation request. Memberships end with 30 days notice; our team will call you to confirm.',
  notAMember: "You don't have an active membership to cancel.",
} as const;

export interface MembershipRequestsDeps {
  repo: Pick<MembershipRequestsRepository, 'countByUserSince' | 'within'>;
  /**
   * Reserves an upgrade request against the daily limit before it is stored, so a burst sent at once gets exactly
   * the limit (decision 161).
   */
  limiter: RateLimiter;
  transaction: UnitOfWorkRunner;
  outbox: MailOutbox;
  /** Where the team's e-mail goes (FACILITY_TEAM_EMAIL). */
  teamEmail: string;
  now: () => Date;
}

export function createMembershipRequestsService(deps: MembershipRequestsDeps) {
  const { repo } = deps;

  /**
   * Stores the request and queues the team's e-mail about it, unless `refused` (asked first, in the same transaction)
   * says it may not be stored; whether that e-mail went out at once, or the refusal.
   */
  const storeAndNotify = async (
    request: Omit<NewMembershipRequest, 'createdAt'>,
    refused: (tables: ReturnType<typeof repo.within>) => Promise<boolean> = () => Promise.resolve(false),
  ): Promise<{ sentAtOnce: boolean } | 'refused'> => {
    const queued = await deps.transaction(async (unitOfWork) => {
      const tables = repo.within(unitOfWork);
      if (await refused(tables)) return 'refused' as const;
      const id = await tables.insert({ ...request, createdAt: isoTimestamp(deps.now()) });
      const mail = composeMembershipMail((await tables.findById(id))!, deps.teamEmail);
      return deps.outbox.add([{ mail, about: `membership request #${id}` }], unitOfWork);
    });
    return queued === 'refused' ? queued : { sentAtOnce: await queued.sentAtOnce };
  };

  return {
    /** Whether the account ever asked to become a member: staff may send it a dues payment link (decision 406). */
    askedToJoin: async (userId: number): Promise<boolean> =>
      (await repo.countByUserSince(userId, 'join', '0000-01-01T00:00:00.000Z')) > 0,

    async requestMembership(user: User, body: MembershipRequest): Promise<{ message: string }> {
      if (body.userId !== user.id) throw new AppError('NOT_OWNER', MEMBERSHIP_MESSAGES.notYours);
      if (user.isMember) throw new AppError('ALREADY_MEMBER', MEMBERSHIP_MESSAGES.alreadyMember);
      // Reserved first, atomically (a parallel burst gets exactly 3); given back if storing fails.
      const stored = await deps.limiter.within(
        [{ bucket: `membership:user:${user.id}`, max: MEMBERSHIP_REQUEST_DAILY_LIMIT, windowMs: DAY_MS }],
        () => MEMBERSHIP_MESSAGES.tooMany,
        () =>
          storeAndNotify({
            type: 'join',
            userId: user.id,
            name: body.name,
            // The account's own address, like userId: the body's copy could name anyone.
            email: user.email,
            phone: body.phone,
            preferredContact: body.preferredContact,
            message: body.message && body.message !== '' ? body.message : null,
          }),
      );
      return {
        message: stored !== 'refused' && stored.sentAtOnce ? MEMBERSHIP_MESSAGES.sent : MEMBERSHIP_MESSAGES.stored,
      };
    },

    /** Records the wish to cancel; membership itself changes only when an admin switches it off. */
    async requestCancellation(user: User, reason: string | undefined): Promise<{ created: boolean; message: string }> {
      if (!user.isMember) throw new AppError('NOT_A_MEMBER', MEMBERSHIP_MESSAGES.notAMember);
      const since = isoTimestamp(new Date(deps.now().getTime() - CANCELLATION_DEDUP_DAYS * DAY_MS));
      // Read and written under the member's lock: a parallel burst stores one request and e-mails the team once.
      const stored = await storeAndNotify(
        {
          type: 'cancel',
          userId: user.id,
          name: personName(user),
          email: user.email,
          phone: user.phone,
          // Cancellation is by phone call (docs/requirements.md#upgrade-membership).
          preferredContact: 'phone',
          message: reason && reason !== '' ? reason : null,
        },
        async (tables) => {
          await tables.lockRequestsOf(user.id, 'cancel');
          return (await tables.countByUserSince(user.id, 'cancel', since)) > 0;
        },
      );
      if (stored === 'refused') return { created: false, message: MEMBERSHIP_MESSAGES.cancelAlreadyRecorded };
      return { created: true, message: MEMBERSHIP_MESSAGES.cancelRecorded };
    },
  };
}
export type MembershipRequestsService = ReturnType<typeof createMembershipRequestsService>;
