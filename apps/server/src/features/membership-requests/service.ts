// Membership (upgrade) requests and cancellation requests from signed-in users. Like demo requests, each is
// stored first and then e-mailed to the team; a failed e-mail is retried, never lost
// (docs/decisions/043-membership-and-cancellation-requests.md).
import type { MembershipRequest, User } from '@longwood/core';
import { conflict, forbidden, tooManyRequests } from '../../http/errors';
import { isoTimestamp } from '../../db/timestamps';
import { initialDelivery } from '../../mail/delivery';
import { deliverRecordMail, type MailDeliveryDeps } from '../../mail/recorded-mail';
import { composeMembershipMail } from './membership-mail';
import { createMembershipRequestsRepository, type MembershipRequestType } from './repository';

const DAY_MS = 24 * 60 * 60_000;
/** Upgrade requests per user per day: enough to correct a typo, not enough to flood the team. */
export const MEMBERSHIP_REQUEST_DAILY_LIMIT = 3;
/** A cancellation asked within this window is not recorded again. */
export const CANCELLATION_DEDUP_DAYS = 30;

export const MEMBERSHIP_MESSAGES = {
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

export interface MembershipRequestsDeps extends MailDeliveryDeps {
  teamEmail: string;
}

export function createMembershipRequestsService(deps: MembershipRequestsDeps) {
  const repo = createMembershipRequestsRepository(deps.db);

  async function storeAndNotify(input: {
    type: MembershipRequestType;
    user: User;
    name: string;
    email: string;
    phone: string;
    preferredContact: MembershipRequest['preferredContact'];
    message: string | null;
  }) {
    const now = deps.now();
    const id = await repo.insert({
      type: input.type,
      userId: input.user.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredContact: input.preferredContact,
      message: input.message,
      createdAt: isoTimestamp(now),
      delivery: initialDelivery(now, deps.policy),
    });
    const stored = await repo.findById(id);
    if (!stored) throw new Error(`Membership request ${id} vanished after insert`);
    return deliverRecordMail(deps, 'membership_requests', id, 0, composeMembershipMail(stored, deps.teamEmail));
  }

  return {
    async requestMembership(user: User, body: MembershipRequest): Promise<{ message: string }> {
      if (body.userId !== user.id) throw forbidden(MEMBERSHIP_MESSAGES.notYours);
      if (user.isMember) throw conflict(MEMBERSHIP_MESSAGES.alreadyMember);
      const since = isoTimestamp(new Date(deps.now().getTime() - DAY_MS));
      if ((await repo.countByUserSince(user.id, 'join', since)) >= MEMBERSHIP_REQUEST_DAILY_LIMIT) {
        throw tooManyRequests(MEMBERSHIP_MESSAGES.tooMany);
      }
      const state = await storeAndNotify({
        type: 'join',
        user,
        name: body.name,
        // The account's own address, like userId: the body's copy could name anyone (SPEC: it comes from the session).
        email: user.email,
        phone: body.phone,
        preferredContact: body.preferredContact,
        message: body.message && body.message !== '' ? body.message : null,
      });
      return { message: state.status === 'sent' ? MEMBERSHIP_MESSAGES.sent : MEMBERSHIP_MESSAGES.stored };
    },

    /** Records the wish to cancel; membership itself changes only when an admin switches it off. */
    async requestCancellation(user: User, reason: string | undefined): Promise<{ created: boolean; message: string }> {
      if (!user.isMember) throw conflict(MEMBERSHIP_MESSAGES.notAMember);
      const since = isoTimestamp(new Date(deps.now().getTime() - CANCELLATION_DEDUP_DAYS * DAY_MS));
      if ((await repo.countByUserSince(user.id, 'cancel', since)) > 0) {
        return { created: false, message: MEMBERSHIP_MESSAGES.cancelAlreadyRecorded };
      }
      await storeAndNotify({
        type: 'cancel',
        user,
        name: user.username,
        email: user.email,
        phone: user.phone,
        // SPEC (/upgrade-membership): cancellation is by phone call.
        preferredContact: 'phone',
        message: reason && reason !== '' ? reason : null,
      });
      return { created: true, message: MEMBERSHIP_MESSAGES.cancelRecorded };
    },
  };
}
