// Secrets of the reset flow. Codes are 6 digits from the OS CSPRNG; links carry a 256-bit token. Neither is
// stored: only an HMAC-SHA256 under a server-side pepper, so a copy of the database does not let anyone
// brute-force the 10^6 code space offline or use a link.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function generateResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The code is bound to its user, so equal codes of two users never share a hash. */
export function hashResetCode(pepper: string, userId: number, code: string): string {
  return createHmac('sha256', pepper).update(`reset-code:${userId}:${code}`).digest('hex');
}

export function hashResetToken(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(`reset-token:${token}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
