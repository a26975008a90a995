// The one shape of the e-mails to the facility's team about a request someone made on the website (a demo request,
// a membership request or cancellation): it replies to that person, and its HTML part (decision 202) leads with who
// they are — name, e-mail and phone, linked — then the request's own facts and what they wrote, line by line.
import { NO_MESSAGE_TEXT } from '@longwood/core';
import { emailFact, phoneFact, type MailContent, type MailFact } from './mail-content';
import type { OutgoingMail } from './mailer';
import { fieldValue, oneLine, textLines } from './safe-text';

export interface TeamRequestMail {
  to: string;
  subject: string;
  /** The plain-text part, as the composer writes it. */
  text: string;
  /** The first line of both parts: what was asked. */
  intro: string;
  /** The person who asked, as they typed it. */
  from: { name: string; email: string; phone: string | null };
  /** The request's facts after the person's (interest, account, when, number). */
  facts: readonly MailFact[];
  /** What they wrote, under this label ('Message', 'Reason'); none: "No Message". */
  message: { label: string; text: string | null };
  action: MailContent['action'];
  reason: string;
}

export function composeTeamRequestMail(mail: TeamRequestMail): OutgoingMail {
  const name = fieldValue(mail.from.name);
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    // Every value is escaped by the renderer; the message keeps its lines.
    content: {
      preview: mail.intro,
      heading: mail.subject,
      paragraphs: [mail.intro],
      facts: [
        { label: 'Name', value: name },
        emailFact('Email', fieldValue(mail.from.email)),
        phoneFact('Phone', mail.from.phone ? fieldValue(mail.from.phone) : '(none on file)'),
        ...mail.facts,
        { label: mail.message.label, value: mail.message.text ? textLines(mail.message.text) : NO_MESSAGE_TEXT },
      ],
      action: mail.action,
      closing: [`Reply to this e-mail to answer ${name} directly.`],
      reason: mail.reason,
    },
    replyTo: { name: oneLine(mail.from.name, 100), address: mail.from.email },
  };
}
