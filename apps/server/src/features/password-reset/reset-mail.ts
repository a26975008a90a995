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
