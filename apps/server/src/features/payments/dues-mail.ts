// The e-mails a member gets about their dues (docs/decisions/301-membership-dues.md), queued through the one
// mail outbox in the transaction of the change they tell about: the payment link staff sent, membership started,
// a failed payment and its grace period, a membership paused or restored, a cancellation recorded, the end.
import {
  duesLinkTimes,
  facilityToday,
  formatCents,
  formatDateLong,
  formatFacilityDateTimeLong,
  greetingTo,
  type DuesMailKind,
  type DuesState,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';

export type DuesMail = DuesMailKind | 'link' | 'cancellation';

export interface DuesMailInput {
  kind: DuesMail;
  member: { name: string | null; username: string; email: string };
  state: DuesState;
  facilityName: string;
  /** The site's public address (PUBLIC_APP_URL): the plain-text part names whole addresses. */
  appUrl: string;
}

/** When a link sent at `sentAt` stops working (core's duesLinkTimes: 24 hours, or sooner before the 1st). */
function linkExpiry(sentAt: string): string {
  const times = duesLinkTimes(new Date(sentAt));
  if (!times) return '';
  const { expiresAt } = times;
  const fullDay = expiresAt.getTime() - Date.parse(sentAt) === 24 * 3_600_000;
  const until = formatFacilityDateTimeLong(expiresAt.toISOString());
  return `The link works ${fullDay ? 'for 24 hours, ' : ''}until ${until}. After that, ask us for a new one.`;
}

/** An instant as the member's calendar day at the facility: 'Tuesday, December 1, 2026'. */
const day = (iso: string | null) => (iso ? formatDateLong(facilityToday(new Date(iso))) : '');

export function composeDuesMail({ kind, member, state, facilityName, appUrl }: DuesMailInput): OutgoingMail {
  const ACCOUNT = `${appUrl}/account`;
  const price = state.priceCents === null ? '' : `${formatCents(state.priceCents)} a month`;
  const parts = ((): {
    subject: string;
    heading: string;
    lines: string[];
    action?: { label: string; href: string };
  } => {
    switch (kind) {
      case 'link':
        return {
          subject: `Your ${facilityName} membership: payment link`,
          heading: 'Start your membership',
          lines: [
            `Our team has set up your membership at ${price}, billed on the 1st of each month. Today you pay only for the days until the 1st.`,
            'Sign in to your account page and press "Pay membership dues" to pay securely on Stripe. Your membership starts as soon as the payment is confirmed.',
            state.linkSentAt ? linkExpiry(state.linkSentAt) : '',
          ],
          // E-mails link only to the site (mail/html-part.tsx): the account page opens Stripe's Checkout page.
          action: { label: 'Pay membership dues', href: ACCOUNT },
        };
      case 'started':
        return {
          subject: `Welcome: your ${facilityName} membership is active`,
          heading: 'Your membership is active',
          lines: [
            `Thank you! Your payment is confirmed and your membership is active.`,
            state.paidThrough ? `Your next charge of ${price} is on ${day(state.paidThrough)}.` : '',
          ],
          action: { label: 'Your account', href: ACCOUNT },
        };
      case 'failed':
        return {
          subject: `Your ${facilityName} membership payment failed`,
          heading: 'Your payment did not go through',
          lines: [
            `We could not charge your card for your membership (${price}).`,
            `Your membership stays active until ${day(state.graceEndsAt)}. Please update your card from your account page before then; we will try the payment again.`,
          ],
          action: { label: 'Update your card', href: ACCOUNT },
        };
      case 'paused':
        return {
          subject: `Your ${facilityName} membership is paused`,
          heading: 'Your membership is paused',
          lines: [
            'Your membership payment is still outstanding, so your membership is paused: booking and the door code are off for now.',
            'Update your card from your account page and your membership starts again as soon as the payment goes through.',
          ],
          action: { label: 'Update your card', href: ACCOUNT },
        };
      case 'restored':
        return {
          subject: `Your ${facilityName} membership is active again`,
          heading: 'Payment received',
          lines: ['Thank you! Your payment went through and your membership is active again.'],
          action: { label: 'Your account', href: ACCOUNT },
        };
      case 'cancellation':
        return {
          subject: `Your ${facilityName} membership ends on ${day(state.cancelAt)}`,
          heading: 'Cancellation recorded',
          lines: [
            `As you asked, we have recorded your cancellation with the membership's 30 days' notice. Your membership and its payments end on ${day(state.cancelAt)}; nothing more will be charged after that.`,
          ],
        };
      case 'ended':
        return {
          subject: `Your ${facilityName} membership has ended`,
          heading: 'Your membership has ended',
          lines: ['Your membership has ended and no further payments will be taken. We hope to see you again.'],
        };
    }
  })();
  const lines = parts.lines.filter((line) => line !== '');
  const greeting = greetingTo(member);
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.href}`, ''] : []),
    `-- ${facilityName}`,
  ].join('\n');
  return {
    to: member.email,
    subject: parts.subject,
    text,
    content: {
      preview: lines[0] ?? parts.heading,
      heading: parts.heading,
      paragraphs: [greeting, ...lines],
      ...(parts.action ? { action: parts.action } : {}),
      reason: 'You receive this e-mail about the membership of the account with this address.',
    },
  };
}
