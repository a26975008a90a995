// One-click unsubscribe (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post;
// docs/decisions/281-one-click-unsubscribe.md). The address in a results or reminder e-mail carries a token naming what
// to stop and for whom, signed with the server's key (HMAC-SHA256 under SESSION_SECRET): nothing is stored per e-mail,
// a token cannot be made for another person or league, and it keeps working as long as the key does.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeTopic =
  /** A league's round results e-mail, for one player. */
  | { kind: 'league-results'; leagueId: number; userId: number }
  /** The day-before lesson reminders, for one member. */
  | { kind: 'lesson-reminders'; userId: number };

const PAYLOAD = /^(?:r\.([1-9]\d{0,9})\.([1-9]\d{0,9})|l\.([1-9]\d{0,9}))$/;
const TOKEN = /^([a-z0-9.]{3,25})\.([A-Za-z0-9_-]{43})$/;

const payloadOf = (topic: UnsubscribeTopic) =>
  topic.kind === 'league-results' ? `r.${topic.leagueId}.${topic.userId}` : `l.${topic.userId}`;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(key: string, topic: UnsubscribeTopic): string {
  const payload = payloadOf(topic);
  return `${payload}.${sign(key, payload)}`;
}

/** What a token stops, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(key: string, token: string): UnsubscribeTopic | undefined {
  const parts = TOKEN.exec(token);
  if (!parts) return undefined;
  const [, payload, signature] = parts as unknown as [string, string, string];
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const ids = PAYLOAD.exec(payload);
  if (!ids) return undefined;
  if (ids[3]) return { kind: 'lesson-reminders', userId: Number(ids[3]) };
  return { kind: 'league-results', leagueId: Number(ids[1]), userId: Number(ids[2]) };
}

/** The address a mail program posts to (on the public URL), or null when the server has no public URL. */
export function unsubscribeAddress(publicUrl: string | null | undefined, key: string, topic: UnsubscribeTopic) {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}/api/mail/unsubscribe/${unsubscribeToken(key, topic)}` : null;
}
