// The e-mail the team receives for each demo request (queued with the request in its transaction: service.ts).
import {
  formatFacilityDateTimeLong,
  NO_MESSAGE_TEXT,
  type ContactInterest,
  type ContactSubmission,
} from '@longwood/core';
import { fieldValue, oneLine, quotedBlock } from '../../mail/safe-text';
import type { OutgoingMail } from '../../mail/mailer';

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

export function composeContactMail(submission: ContactSubmission, teamEmail: string): OutgoingMail {
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
    `Submitted: ${formatFacilityDateTimeLong(submission.createdAt)}`,
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
