// The e-mail the team receives for each membership (upgrade) and cancellation request (queued with the request in
// its transaction: service.ts).
import type { PreferredContact } from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { fieldValue, oneLine } from '../../mail/safe-text';
import { composeTeamRequestMail } from '../../mail/team-mail';
import type { StoredMembershipRequest } from './repository';

const PREFERRED_LABELS: Record<PreferredContact, string> = { email: 'Email', phone: 'Phone', either: 'Either' };

export function composeMembershipMail(request: StoredMembershipRequest, teamEmail: string): OutgoingMail {
  const account =
    request.userId === null ? '(account deleted)' : `${fieldValue(request.username ?? '?')} (user #${request.userId})`;
  const isCancel = request.type === 'cancel';
  return composeTeamRequestMail({
    to: teamEmail,
    subject: `${isCancel ? 'Membership cancellation request from' : 'New membership request from'} ${oneLine(request.name, 100)}`,
    intro: isCancel
      ? 'A member asked to cancel their membership (30 days notice per the membership terms). Please call them to confirm.'
      : 'A signed-in user asked to become a member.',
    from: request,
    facts: [
      { label: 'Preferred contact', value: PREFERRED_LABELS[request.preferredContact] },
      { label: 'Account', value: account },
    ],
    message: {
      label: isCancel ? 'Reason' : 'Message',
      text: request.message && request.message.trim() !== '' ? request.message : null,
    },
    // Membership is granted or ended on the members screen.
    action: { label: 'Open Members', href: '/admin/members' },
    reason: 'You receive this e-mail because this address gets the membership requests made on the website.',
  });
}
