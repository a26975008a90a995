// The e-mail the team receives for each demo request (queued with the request in its transaction: service.ts).
import { NO_MESSAGE_TEXT, type ContactInterest, type ContactSubmission } from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { oneLine } from '../../mail/safe-text';
import { composeTeamRequestMail } from '../../mail/team-mail';

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
  const noMessage = submission.message === NO_MESSAGE_TEXT;
  return composeTeamRequestMail({
    to: teamEmail,
    subject: `${SUBJECT_PREFIX[submission.interest]} ${oneLine(submission.name, 100)}`,
    intro:
      submission.interest === 'free_sim_demo'
        ? 'A visitor asked for a free demo on the website.'
        : 'A visitor sent a message through the website.',
    from: submission,
    facts: [{ label: 'Interest', value: INTEREST_LABELS[submission.interest] }],
    message: { label: 'Message', text: noMessage ? null : submission.message },
    textFooter: 'The request is also listed under Demo Requests in the admin dashboard.',
    action: { label: 'Open Demo Requests', href: '/admin/requests' },
    reason: 'You receive this e-mail because this address gets the requests made on the website.',
  });
}
