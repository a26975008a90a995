// The owner's one-page report of a day's close (docs/decisions/407-the-days-close-at-the-desk.md), queued through the
// one mail outbox in the close's transaction: the cash against the count, the card terminal, online payments, refunds
// by method, over/short, what was left unpaid and the day's disputes (opened, closed or still open; decision 409).
// Sent to FACILITY_TEAM_EMAIL, the facility's team and owner address.
import {
  formatCents,
  formatDateLong,
  formatFacilityDateTimeLong,
  overShortText,
  tillDisputeLine,
  type Till,
  type TillClose,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import { oneLine } from '../../mail/safe-text';

export function composeTillCloseMail(till: Till, close: TillClose, to: string): OutgoingMail {
  const day = formatDateLong(close.date);
  const lines: Array<[string, string]> = [
    ['Cash taken', formatCents(till.byMethod.cash)],
    ['Cash refunded', formatCents(till.refundsByMethod.cash)],
    ['League payouts in cash', formatCents(till.payoutsByMethod.cash)],
    ['Opening float', close.openingFloatCents === null ? 'none given' : formatCents(close.openingFloatCents)],
    ['Cash expected', formatCents(close.expectedCashCents)],
    ['Cash counted', formatCents(close.countedCashCents)],
    ['Over/short', overShortText(close.overShortCents)],
    ['Card terminal', formatCents(till.byMethod.card_terminal)],
    ['Card terminal refunded', formatCents(till.refundsByMethod.card_terminal)],
    ['Online (Stripe)', formatCents(till.byMethod.stripe)],
    ['Online refunded', formatCents(till.refundsByMethod.stripe)],
    ['Refunds in all', formatCents(till.refunds)],
    ['Net', formatCents(till.net)],
    ['League payouts as credit', formatCents(till.payoutsByMethod.credit)],
  ];
  const unpaid = till.unpaid.map(
    (item) =>
      `${item.kind === 'rental' ? 'Guest rental' : 'Fee'}: ${oneLine(item.name, 100)}, ${item.bayName} ${item.startTime.slice(0, 5)}-${item.endTime.slice(0, 5)}, ${formatCents(item.dueCents)} due`,
  );
  const closed = `Closed by ${oneLine(close.closedByName, 100)} at ${formatFacilityDateTimeLong(close.closedAt)}.`;
  const intro = `The till for ${day} is closed: ${overShortText(close.overShortCents)}.`;
  const unpaidText = unpaid.length === 0 ? ['Nothing left unpaid.'] : unpaid;
  const disputes = till.disputes.map((item) => oneLine(tillDisputeLine(item, close.date), 240));
  const disputesText = disputes.length === 0 ? ['No payment in dispute.'] : disputes;
  return {
    to,
    subject: `Till closed for ${day}: ${overShortText(close.overShortCents)}`,
    text: [
      intro,
      closed,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      'Unpaid:',
      ...unpaidText,
      '',
      'Disputes:',
      ...disputesText,
    ].join('\n'),
    content: {
      preview: intro,
      heading: `Till closed for ${day}`,
      paragraphs: [intro, closed],
      facts: [
        ...lines.map(([label, value]) => ({ label, value })),
        { label: 'Unpaid', value: unpaidText },
        { label: 'Disputes', value: disputesText },
      ],
      action: { label: 'Open the till', href: '/desk/till' },
      reason: "You receive this e-mail because this address gets the facility's daily till report.",
    },
  };
}
