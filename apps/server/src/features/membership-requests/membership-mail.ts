// Membership (upgrade) and cancellation requests as the "store, then notify" flow sees them
// (mail/store-then-notify.ts): their table and the e-mail the team receives for each.
import { NO_MESSAGE_TEXT, type PreferredContact } from '@longwood/core';
import { fieldValue, formatFacilityDateTime, oneLine, quotedBlock } from '../../mail/format';
import type { OutgoingMail } from '../../mail/mailer';
import type { NotifiedRecordKind } from '../../mail/store-then-notify';
import type { MembershipRequestsRepository, NewMembershipRequest, StoredMembershipRequest } from './repository';

const PREFERRED_LABELS: Record<PreferredContact, string> = { email: 'Email', phone: 'Phone', either: 'Either' };

function composeMembershipMail(request: StoredMembershipRequest, teamEmail: string): OutgoingMail {
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
    `Submitted: ${formatFacilityDateTime(request.createdAt)}`,
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

export function membershipRequestKind(
  repo: MembershipRequestsRepository,
  teamEmail: string,
): NotifiedRecordKind<NewMembershipRequest, StoredMembershipRequest> {
  return {
    table: 'membership_requests',
    insert: (record, delivery) => repo.insert(record, delivery),
    findById: (id) => repo.findById(id),
    compose: (request) => composeMembershipMail(request, teamEmail),
  };
}
