// Demo requests as the "store, then notify" flow sees them (mail/store-then-notify.ts): their table and
// the e-mail the team receives for each.
import { NO_MESSAGE_TEXT, type ContactInterest } from '@longwood/core';
import { fieldValue, formatFacilityDateTime, oneLine, quotedBlock } from '../../mail/format';
import type { OutgoingMail } from '../../mail/mailer';
import type { NotifiedRecordKind } from '../../mail/store-then-notify';
import type { ContactRepository, NewContactSubmission, StoredContactSubmission } from './repository';

const INTEREST_LABELS: Record<ContactInterest, string> = {
  free_sim_demo: 'Free 2-Hour Simulator Demo',
  lessons: 'Lessons',
  other: 'Other',
};

const SUBJECT_PREFIX: Record<ContactInterest, string> = {
  free_sim_demo: 'New demo request from',
  lessons: 'New lessons inquiry from',
  other: 'New inquiry from',
};

function composeContactMail(submission: StoredContactSubmission, teamEmail: string): OutgoingMail {
  const lines = [
    submission.interest === 'free_sim_demo'
      ? 'A visitor asked for a free demo on the website.'
      : 'A visitor sent a message through the website.',
    '',
    // Visitor-typed values: one line each, and the message quoted, so none can forge a line (decision 163).
    `Name: ${fieldValue(submission.name)}`,
    `Email: ${fieldValue(submission.email)}`,
    `Phone: ${fieldValue(submission.phone)}`,
    `Interest: ${INTEREST_LABELS[submission.interest]}`,
    `Submitted: ${formatFacilityDateTime(submission.createdAt)}`,
    `Request #${submission.id}`,
    '',
    'Message:',
    submission.message === NO_MESSAGE_TEXT ? NO_MESSAGE_TEXT : quotedBlock(submission.message),
    '',
    '--',
    `Reply to this e-mail to answer ${fieldValue(submission.name)} directly.`,
    'The request is also listed under Demo Requests in the admin dashboard.',
  ];
  return {
    to: teamEmail,
    subject: `${SUBJECT_PREFIX[submission.interest]} ${oneLine(submission.name, 100)}`,
    text: lines.join('\n'),
    replyTo: { name: oneLine(submission.name, 100), address: submission.email },
  };
}

export function contactRequestKind(
  repo: ContactRepository,
  teamEmail: string,
): NotifiedRecordKind<NewContactSubmission, StoredContactSubmission> {
  return {
    table: 'contact_submissions',
    insert: (record, delivery) => repo.insert(record, delivery),
    findById: (id) => repo.findById(id),
    compose: (submission) => composeContactMail(submission, teamEmail),
  };
}
