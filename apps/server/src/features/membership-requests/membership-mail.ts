// The e-mail the team receives for each membership (upgrade) and cancellation request (queued with the request in
// its transaction: service.ts).
import { formatFacilityDateTimeLong, NO_MESSAGE_TEXT, type PreferredContact } from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { fieldValue, oneLine, quotedBlock } from '../../mail/safe-text';
import { composeTeamRequestMail } from '../../mail/team-mail';
import type { StoredMembershipRequest } from './repository';

const PREFERRED_LABELS: Record<PreferredContact, string> = { email: 'Email', phone: 'Phone', either: 'Either' };

export function composeMembershipMail(request: StoredMembershipRequest, teamEmail: string): OutgoingMail {
  const account =
    request.userId === null ? '(account deleted)' : `${fieldValue(request.username ?? '?')} (user #${request.userId})`;
  const isCancel = request.type === 'cancel';
  const intro = isCancel
    ? 'A member asked to cancel their membership (30 days notice per the membership terms). Please call them to confirm.'
    : 'A signed-in user asked to become a member.';
  const name = fieldValue(request.name);
  const phone = request.phone ? fieldValue(request.phone) : '(none on file)';
  const submitted = formatFacilityDateTimeLong(request.createdAt);
  const message = request.message && request.message.trim() !== '' ? request.message : null;
  const lines = [
    intro,
    '',
    // Typed values: one line each, and the message quoted, so none can forge a line (decision 163).
    `Name: ${name}`,
    `Email: ${fieldValue(request.email)}`,
    `Phone: ${phone}`,
    `Preferred contact: ${PREFERRED_LABELS[request.preferredContact]}`,
    `Account: ${account}`,
    `Submitted: ${submitted}`,
    `Request #${request.id}`,
    '',
    isCancel ? 'Reason:' : 'Message:',
    message ? quotedBlock(message) : NO_MESSAGE_TEXT,
  ];
  return composeTeamRequestMail({
    to: teamEmail,
    subject: `${isCancel ? 'Membership cancellation request from' : 'New membership request from'} ${oneLine(request.name, 100)}`,
    text: lines.join('\n'),
    intro,
    from: request,
    facts: [
      { label: 'Preferred contact', value: PREFERRED_LABELS[request.preferredContact] },
      { label: 'Account', value: account },
      { label: 'Submitted', value: submitted },
      { label: 'Request', value: `#${request.id}` },
    ],
    message: { label: isCancel ? 'Reason' : 'Message', text: message },
    // Membership is granted or ended on the members screen.
    action: { label: 'Open Members', href: '/admin/members' },
    reason: 'You receive this e-mail because this address gets the membership requests made on the website.',
  });
}
