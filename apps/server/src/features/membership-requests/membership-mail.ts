// The e-mail the team receives for each membership (upgrade) and cancellation request (queued with the request in
// its transaction: service.ts).
import { formatFacilityDateTimeLong, NO_MESSAGE_TEXT, type PreferredContact } from '@longwood/core';
import { fieldValue, oneLine, quotedBlock } from '../../mail/safe-text';
import type { OutgoingMail } from '../../mail/mailer';
import type { StoredMembershipRequest } from './repository';

const PREFERRED_LABELS: Record<PreferredContact, string> = { email: 'Email', phone: 'Phone', either: 'Either' };

export function composeMembershipMail(request: StoredMembershipRequest, teamEmail: string): OutgoingMail {
  const account =
    request.userId === null ? '(account deleted)' : `${fieldValue(request.username ?? '?')} (user #${request.userId})`;
  const isCancel = request.type === 'cancel';
  const lines = [
    isCancel
      ? 'A member asked to cancel their membership (30 days notice per the membership terms). Please call them to confirm.'
      : 'A signed-in user asked to become a member.',
    '',
    // Typed values: one line each, and the message quoted, so none can forge a line (decision 163).
    `Name: ${fieldValue(request.name)}`,
    `Email: ${fieldValue(request.email)}`,
    `Phone: ${request.phone ? fieldValue(request.phone) : '(none on file)'}`,
    `Preferred contact: ${PREFERRED_LABELS[request.preferredContact]}`,
    `Account: ${account}`,
    `Submitted: ${formatFacilityDateTimeLong(request.createdAt)}`,
    `Request #${request.id}`,
    '',
    isCancel ? 'Reason:' : 'Message:',
    request.message && request.message.trim() !== '' ? quotedBlock(request.message) : NO_MESSAGE_TEXT,
  ];
  return {
    to: teamEmail,
    subject: `${isCancel ? 'Membership cancellation request from' : 'New membership request from'} ${oneLine(request.name, 100)}`,
    text: lines.join('\n'),
    replyTo: { name: oneLine(request.name, 100), address: request.email },
  };
}
