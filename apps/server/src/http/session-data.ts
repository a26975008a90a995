// What a session holds (express-session's SessionData): the signed-in user and when they signed in.
declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** Epoch milliseconds of the sign-in (the absolute lifetime counts from here). */
    signedInAt: number;
    /** Epoch milliseconds of the last cookie renewal (http/session.ts, renewIfDue). */
    renewedAt: number;
  }
}

export function signedInAtOf(session: { signedInAt?: unknown }): number | undefined {
  return typeof session.signedInAt === 'number' && Number.isFinite(session.signedInAt) ? session.signedInAt : undefined;
}
