// The one shape of the e-mails to the facility's team about a request someone made on the website (a demo request,
// a membership request or cancellation): it replies to that person, and its HTML part (decision 202) leads with who
// they are — name, e-mail and phone, linked — then the request's own facts and what they wrote, line by line. The
// plain-text part says the same, one fact a line and what they wrote quoted, so no typed value can forge a line
// (decision 163).
import { formatFacilityDateTimeLong, NO_MESSAGE_TEXT } from '@longwood/core';
import { emailFact, phoneFact, type MailContent } from './mail-content';
import type { OutgoingMail } from './mailer';
import { fieldValue, oneLine, quotedBlock, textLines } from './safe-text';

export interface TeamRequestMail {
  to: string;
  subject: string;
  /** The first line of both parts: what was asked. */
  intro: string;
  /** The person who asked, as they typed it, and the request's number and when it was made. */
  from: { id: number; createdAt: string; name: string; email: string; phone: string | null };
  /** The request's own facts, between the person's and when it was made (interest, preferred contact, account). */
  facts: readonly { label: string; value: string }[];
  /** What they wrote, under this label ('Message', 'Reason'); none: "No Message". */
  message: { label: string; text: string | null };
  /** Where else the team finds the request: the plain text's last line, under a '--' line and the reply line. */
  textFooter?: string;
  action: MailContent['action'];
  reason: string;
}

export function composeTeamRequestMail(mail: TeamRequestMail): OutgoingMail {
  const name = fieldValue(mail.from.name);
  const email = fieldValue(mail.from.email);
  const phone = mail.from.phone ? fieldValue(mail.from.phone) : '(none on file)';
  const submitted = formatFacilityDateTimeLong(mail.from.createdAt);
  const reply = `Reply to this e-mail to answer ${name} directly.`;
  const text = [
    mail.intro,
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Phone: ${phone}`,
    ...mail.facts.map(({ label, value }) => `${label}: ${value}`),
    `Submitted: ${submitted}`,
    `Request #${mail.from.id}`,
    '',
    `${mail.message.label}:`,
    mail.message.text ? quotedBlock(mail.message.text) : NO_MESSAGE_TEXT,
    ...(mail.textFooter ? ['', '--', reply, mail.textFooter] : []),
  ];
  return {
    to: mail.to,
    subject: mail.subject,
    text: text.join('\n'),
    // Every value is escaped by the renderer; the message keeps its lines.
    content: {
      preview: mail.intro,
      heading: mail.subject,
      paragraphs: [mail.intro],
      facts: [
        { label: 'Name', value: name },
        emailFact('Email', email),
        phoneFact('Phone', phone),
        ...mail.facts,
        { label: 'Submitted', value: submitted },
        { label: 'Request', value: `#${mail.from.id}` },
        { label: mail.message.label, value: mail.message.text ? textLines(mail.message.text) : NO_MESSAGE_TEXT },
      ],
      action: mail.action,
      closing: [reply],
      reason: mail.reason,
    },
    replyTo: { name: oneLine(mail.from.name, 100), address: mail.from.email },
  };
}
