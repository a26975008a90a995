// The benchmark's databases and accounts: a fresh Postgres database per run (dropped afterwards), accounts inserted
// in bulk with one shared bcrypt hash, and signing them in over HTTP.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import knex, { type Knex } from 'knex';

/** Admin URL of a Postgres server: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else the local default. */
const PG_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Every benchmark account's password. */
const PASSWORD = 'bench-password-123';

export type Cleanups = Array<() => Promise<void>>;

/** A new, empty Postgres database named `<prefix>_<pid>_<random>`, dropped by one of `cleanups`; its URL. */
export async function freshPostgres(prefix: string, cleanups: Cleanups): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: PG_ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The one bcrypt hash every benchmark account shares (hashing each would take minutes). */
export const passwordHash = () => bcrypt.hash(PASSWORD, 10);

/** users rows: members with the given e-mails (also their usernames), `admin` for the first one when asked. */
export function userRows(emails: readonly string[], hash: string, now: string, { firstIsAdmin = false } = {}) {
  return emails.map((email, i) => ({
    username: email,
    email,
    phone: '4075550000',
    password_hash: hash,
    is_member: true,
    is_admin: firstIsAdmin && i === 0,
    is_coach: false,
    created_at: now,
  }));
}

export async function insertAll(db: Knex, table: string, rows: Record<string, unknown>[], batch: number) {
  for (let i = 0; i < rows.length; i += batch) await db(table).insert(rows.slice(i, i + batch));
}

/** Signs `username` in; the session's Cookie header. */
export async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** One session each, 20 sign-ins at a time. */
export async function signInAll(baseUrl: string, usernames: readonly string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < usernames.length; i += 20) {
    cookies.push(...(await Promise.all(usernames.slice(i, i + 20).map((u) => signIn(baseUrl, u)))));
  }
  return cookies;
}
