// The admins' e-mails about money an online payment lost after it was taken, queued through the one mail outbox in
// the event's transaction: a payment disputed, and its dispute closed won or lost
// (docs/decisions/409-disputes-of-online-payments.md); a refund Stripe failed
// (docs/decisions/411-failed-refunds-reversed.md). The payment is named by what it paid for (a person by
// name, never their e-mail address).
import {
  DISPUTE_OUTCOME_LABELS,
  disputeMailSubject,
  disputeReasonText,
  formatCents,
  type DisputeOutcome,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { oneLine } from '../../mail/safe-text';

/** One admins' e-mail: its subject, first paragraph and facts. */
function adminMail(to: string, subject: string, intro: string, facts: Array<{ label: string; value: string }>) {
  return {
    to,
    subject,
    text: [intro, '', ...facts.map((f) => `${f.label}: ${f.value}`)].join('\n'),
    content: {
      preview: intro,
      heading: subject,
      paragraphs: [intro],
      facts,
      action: { label: 'Open the till', href: '/desk/till' },
      reason: 'You receive this e-mail because you are an administrator of the facility.',
    },
  } satisfies OutgoingMail;
}

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
  return adminMail(to, disputeMailSubject(dispute.outcome, dispute.amountCents, what), intro, [
    { label: 'Payment', value: what },
    { label: 'Amount', value: amount },
    { label: 'Reason', value: disputeReasonText(dispute.reason) },
    { label: 'Status', value: DISPUTE_OUTCOME_LABELS[dispute.outcome] },
  ]);
}

/** A refund Stripe could not make after all: the money is the facility's again, the member still to be refunded. */
export function composeRefundFailedMail(amountCents: number, paidFor: string, why: string, to: string): OutgoingMail {
  const what = oneLine(paidFor, 120);
  const amount = formatCents(amountCents);
  const intro = `Stripe could not refund ${amount} of the online payment for ${what}: ${why}. The money stays with the facility, and the till and revenue count the payment as paid again. The member has not been refunded and must be refunded another way (cash at the desk, or a check).`;
  return adminMail(to, `Refund failed: ${amount}, ${what}`, intro, [
    { label: 'Payment', value: what },
    { label: 'Amount', value: amount },
    { label: 'Why it failed', value: why },
  ]);
}
