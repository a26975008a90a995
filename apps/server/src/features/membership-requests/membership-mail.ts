// The e-mails the team receives for membership (upgrade) and cancellation requests, and their retry source.
import type { Knex } from 'knex';
import type { PreferredContact } from '@longwood/core';
import { formatFacilityDateTime, oneLine } from '../../mail/format';
import type { OutgoingMail } from '../../mail/mailer';
import type { MailRetrySource } from '../../mail/retry-worker';
import { createMembershipRequestsRepository, type StoredMembershipRequest } from './repository';

const PREFERRED_LABELS: Record<PreferredContact, string> = { email: 'Email', phone: 'Phone', either: 'Either' };

export function composeMembershipMail(request: StoredMembershipRequest, teamEmail: string): OutgoingMail {
  const account = request.userId === null ? '(account deleted)' : `${request.username ?? '?'} (user #${request.userId})`;
  const isCancel = request.type === 'cancel';
  const lines = [
    isCancel
      ? 'A member asked to cancel their membership (30 days notice per the membership terms). Please call them to confirm.'
      : 'A signed-in user asked to become a member.',
    '',
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone || '(none on file)'}`,
    `Preferred contact: ${PREFERRED_LABELS[request.preferredContact]}`,
    `Account: ${account}`,
    `Submitted: ${formatFacilityDateTime(request.createdAt)}`,
    `Request #${request.id}`,
    '',
    isCancel ? 'Reason:' : 'Message:',
    request.message && request.message.trim() !== '' ? request.message : 'No Message',
  ];
  return {
    to: teamEmail,
    subject: `${isCancel ? 'Membership cancellation request from' : 'New membership request from'} ${oneLine(request.name, 100)}`,
    text: lines.join('\n'),
    replyTo: { name: oneLine(request.name, 100), address: request.email },
  };
}

export function membershipMailRetrySource(teamEmail: string): MailRetrySource {
  return {
    table: 'membership_requests',
    async compose(db: Knex, id: number) {
      const request = await createMembershipRequestsRepository(db).findById(id);
      return request ? composeMembershipMail(request, teamEmail) : null;
    },
  };
}
