// The e-mail a user receives after asking to reset the password: the 6-digit code and a one-click link.
import type { OutgoingMail } from '../../mail/mailer';

export function composeResetMail(input: { to: string; code: string; link: string; ttlMinutes: number }): OutgoingMail {
  const asked = 'We received a request to reset the password of your Longwood Golf account.';
  const expiry = `The code and the link expire in ${input.ttlMinutes} minutes and work only once.`;
  const notYou = "If you didn't ask for this, you can ignore this e-mail: your password stays the same.";
  const text = [
    'Hello,',
    '',
    asked,
    '',
    `Your verification code is: ${input.code}`,
    '',
    'Or open this link to choose a new password:',
    input.link,
    '',
    expiry,
    notYou,
    '',
    '-- Longwood Golf',
  ].join('\n');
  return {
    to: input.to,
    subject: 'Your Longwood Golf password reset code',
    text,
    content: {
      preview: `Your verification code is ${input.code}.`,
      heading: 'Reset your password',
      paragraphs: ['Hello,', asked],
      facts: [{ label: 'Verification code', value: input.code }],
      action: { label: 'Choose a new password', href: input.link },
      closing: [expiry, notYou],
      reason: 'You receive this e-mail because someone asked to reset the password of the account with this address.',
    },
  };
}

/** The e-mail a member receives when an admin adds them: a link to choose their first password. */
export function composeWelcomeMail(input: { to: string; link: string; ttlDays: number }): OutgoingMail {
  const created = 'An administrator has created a member account for you.';
  const expiry = `The link expires in ${input.ttlDays} days and works only once. Afterwards, sign in with this e-mail address.`;
  const text = [
    'Hello,',
    '',
    `Welcome to Longwood Golf! ${created}`,
    '',
    'Open this link to choose your password:',
    input.link,
    '',
    expiry,
    '',
    '-- Longwood Golf',
  ].join('\n');
  return {
    to: input.to,
    subject: 'Welcome to Longwood Golf: set your password',
    text,
    content: {
      preview: created,
      heading: 'Welcome to Longwood Golf!',
      paragraphs: ['Hello,', created],
      action: { label: 'Choose your password', href: input.link },
      closing: [expiry],
      reason: 'You receive this e-mail because the facility created a member account with this address.',
    },
  };
}
