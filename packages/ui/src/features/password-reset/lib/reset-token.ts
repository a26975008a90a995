// Client-side sanity check of the :token in /reset-password/:token, so an obviously broken link (cut by a
// mail client, hand-typed) says 'Invalid Request' at once instead of after the person typed a new password.
// The server stays the judge: any token it rejects also ends on 'Invalid Request'.

/** URL-safe token characters (hex, base64url), bounded like the server's body schema (max 200). */
const TOKEN_RE = /^[A-Za-z0-9_-]{16,200}$/;

export function isWellFormedResetToken(token: string | undefined): token is string {
  return typeof token === 'string' && TOKEN_RE.test(token);
}
