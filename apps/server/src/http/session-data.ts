// What a session holds (express-session's SessionData): the signed-in user, when they signed in, and their second
// factor's state.
declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch milliseconds of the sign-in (the absolute lifetime counts from here). */
    signedInAt: number;
    /** Epoch milliseconds of the last cookie renewal (http/session.ts, renewIfDue). */
    renewedAt: number;
    /**
     * A sign-in whose password was right, waiting for the account's second factor (no userId yet), and since when
     * (epoch ms; docs/decisions/287-admin-second-factor-and-re-authentication.md).
     */
    pendingUserId: number;
    pendingSince: number;
    /** Epoch ms of the last re-authentication (password and a code, or a sign-in with a code) in this session. */
    reauthenticatedAt: number;
  }
}

export function signedInAtOf(session: { signedInAt?: unknown }): number | undefined {
  return typeof session.signedInAt === 'number' && Number.isFinite(session.signedInAt) ? session.signedInAt : undefined;
}
