// The e-mail a user receives after asking to reset the password: the 6-digit code and a one-click link.
import type { OutgoingMail } from '../../mail/mailer';

export function composeResetMail(input: { to: string; code: string; link: string; ttlMinutes: number }): OutgoingMail {
  const text = [
    'Hello,',
    '',
    'We received a request to reset the password of your Longwood Golf account.',
    '',
    `Your verification code is: ${input.code}`,
    '',
    'Or open this link to choose a new password:',
    input.link,
    '',
    `The code and the link expire in ${input.ttlMinutes} minutes and work only once.`,
    "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
    '',
    '-- Longwood Golf',
  ].join('\n');
  return { to: input.to, subject: 'Your Longwood Golf password reset code', text };
}

/** The e-mail a member receives when an admin adds them: a link to choose their first password. */
export function composeWelcomeMail(input: { to: string; link: string; ttlDays: number }): OutgoingMail {
  const text = [
    'Hello,',
    '',
    'Welcome to Longwood Golf! An administrator has created a member account for you.',
    '',
    'Open this link to choose your password:',
    input.link,
    '',
    `The link expires in ${input.ttlDays} days and works only once. Afterwards, sign in with this e-mail address.`,
    '',
    '-- Longwood Golf',
  ].join('\n');
  return { to: input.to, subject: 'Welcome to Longwood Golf: set your password', text };
}
