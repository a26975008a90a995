// The admins' e-mail when a payment is disputed and when its dispute is closed, won or lost
// (docs/decisions/409-disputes-of-online-payments.md), queued through the one mail outbox in the event's transaction.
// The payment is named by what it paid for (a person by name, never their e-mail address).
import {
  DISPUTE_OUTCOME_LABELS,
  disputeMailSubject,
  disputeReasonText,
  formatCents,
  type DisputeOutcome,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { oneLine } from '../../mail/safe-text';

export function composeDisputeMail(
  dispute: { amountCents: number; reason: string; outcome: DisputeOutcome; paymentId: number | null },
  paidFor: string,
  to: string,
): OutgoingMail {
  const what = oneLine(paidFor, 120);
  const amount = formatCents(dispute.amountCents);
  const intro =
    dispute.outcome === 'open'
      ? `A cardholder disputed ${amount} paid online for ${what} (${disputeReasonText(dispute.reason)}). Stripe holds the money until the card network decides; answer the dispute in Stripe's Dashboard.`
      : dispute.outcome === 'won'
        ? `The dispute of ${amount} paid online for ${what} was decided for the facility: the money stays.`
        : `The dispute of ${amount} paid online for ${what} was lost: the money went back to the cardholder and shows as given back in the till and revenue.`;
  const facts = [
    { label: 'Payment', value: what },
    { label: 'Amount', value: amount },
    { label: 'Reason', value: disputeReasonText(dispute.reason) },
    { label: 'Status', value: DISPUTE_OUTCOME_LABELS[dispute.outcome] },
  ];
  return {
    to,
    subject: disputeMailSubject(dispute.outcome, dispute.amountCents, what),
    text: [intro, '', ...facts.map((f) => `${f.label}: ${f.value}`)].join('\n'),
    content: {
      preview: intro,
      heading: disputeMailSubject(dispute.outcome, dispute.amountCents, what),
      paragraphs: [intro],
      facts,
      action: { label: 'Open the till', href: '/desk/till' },
      reason: 'You receive this e-mail because you are an administrator of the facility.',
    },
  };
}
