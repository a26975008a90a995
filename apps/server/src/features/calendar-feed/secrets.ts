// The secret in a calendar feed's address (docs/decisions/203-calendar-feed.md). 256 bits, derived with the server's
// key from a random per-feed key kept in the database: the account page can show the address again, while a copy
// of the database alone (random keys and SHA-256 hashes) gives no working address. A request is matched by the hash
// of what it carries, and the derived secret is compared again in constant time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** base64url of 32 bytes: what an address may carry, checked before any lookup. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isSecretShaped = (text: string): boolean => SECRET_SHAPE.test(text);

/** A new random per-feed key (a reset makes another). */
export function newSecretKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The address's secret for a user's feed key, under the server's key. */
export function deriveSecret(serverKey: string, userId: number, secretKey: string): string {
  return createHmac('sha256', serverKey).update(`calendar-feed:${userId}:${secretKey}`).digest('base64url');
}

/** What the table stores and looks up: SHA-256 of the secret, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
