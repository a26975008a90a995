// Seeds (run by main.ts on every start; idempotent):
//   always        Bay 1 and Bay 2 (ids 1 and 2);
//   development   demo accounts (admin = user 1, member, regular, coach, front desk), four demo golfers, a starting
//                 keypad code, the demo coach's weekly hours (given by main.ts: features/coaching/demo-hours.ts) and
//                 the demo league (given by main.ts: features/leagues/demo-league.ts) and the demo member's range
//                 sessions (features/shots/demo-shots.ts) and the demo golfers' bay bookings of the two weeks
//                 before (features/bookings/demo-bookings.ts), only into an empty users table;
//   production    never demo accounts; the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no user exists;
//   test          bays only (tests create their own users).
import type { Knex } from 'knex';
import { FACILITY_BAY_DEFAULTS } from '@longwood/core';
import type { Env } from '../env';
import { syncIdSequence } from './dialect';
import { isoTimestamp } from './timestamps';
import { createUsersRepository, type NewUser } from './users-repository';

/** A fresh install's bays (core's defaults); once made, only the admins' bay settings change them. */
const SIMULATORS = FACILITY_BAY_DEFAULTS.map(({ id, name }) => ({ id, name }));

/** Development-only accounts; documented in the README. All share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'longwood-demo';
const NO_ROLES = { isAdmin: false, isMember: false, isCoach: false, isFrontDesk: false } as const;
export const DEMO_ACCOUNTS = [
  { ...NO_ROLES, email: 'admin@longwoodgolf.example', phone: '4075550100', isAdmin: true, isMember: true },
  { ...NO_ROLES, email: 'member@longwoodgolf.example', phone: '4075550101', isMember: true },
  { ...NO_ROLES, email: 'user@longwoodgolf.example', phone: '4075550102' },
  { ...NO_ROLES, email: 'coach@longwoodgolf.example', phone: '4075550103', isCoach: true },
  { ...NO_ROLES, email: 'desk@longwoodgolf.example', phone: '4075550104', isFrontDesk: true },
] as const;
export const DEMO_KEYPAD_CODE = '482913';
/** Demo golfers besides the demo accounts: the demo league's players, shown by name. They share the demo password. */
export const DEMO_GOLFERS = [
  { email: 'ana.reyes@longwoodgolf.example', name: 'Ana Reyes' },
  { email: 'ben.carter@longwoodgolf.example', name: 'Ben Carter' },
  { email: 'chloe.nguyen@longwoodgolf.example', name: 'Chloe Nguyen' },
  { email: 'dev.patel@longwoodgolf.example', name: 'Dev Patel' },
] as const;

export type SeedSettings = Pick<Env, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

export interface SeedDeps {
  hashPassword(password: string): Promise<string>;
  log?(message: string): void;
  /** Development: seeds the demo league with these players (the demo member first, then the demo golfers). */
  seedDemoLeague?(db: Knex, playerIds: readonly number[]): Promise<void>;
  /** Development: gives the demo coach weekly hours, so lessons can be booked on a fresh install. */
  seedDemoCoachHours?(db: Knex, coachId: number): Promise<void>;
  /** Development: gives the demo member weeks of range sessions, so the Game panel is worth opening. */
  seedDemoShots?(db: Knex, memberId: number): Promise<void>;
  /** Development: the bays' bookings of the two weeks before, so the bookings screens and insights are worth opening. */
  seedDemoBookings?(db: Knex, people: { golfers: readonly number[]; desk: number }): Promise<void>;
}

export class SeedError extends Error {
  override name = 'SeedError';
}

export async function seedSimulators(db: Knex): Promise<void> {
  await db('simulators').insert(SIMULATORS).onConflict('id').ignore();
  await syncIdSequence(db, 'simulators');
}

/**
 * Accounts made by the seeds sign in with their e-mail address: it is their username too. Their addresses are
 * verified: the operator chose them (ADMIN_EMAIL, the demo accounts), nobody registered them.
 */
async function insertUser(db: Knex, user: Omit<NewUser, 'username'>): Promise<number> {
  return (await createUsersRepository(db).insert({ ...user, username: user.email, emailVerified: true })).id;
}

/** Demo accounts and keypad code; only into an empty users table so real data is never touched. */
async function seedDemoData(db: Knex, deps: SeedDeps): Promise<boolean> {
  if ((await createUsersRepository(db).count()) > 0) return false;
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  // Inserted one by one, in order, so the admin is user id 1.
  const ids: number[] = [];
  for (const account of DEMO_ACCOUNTS) ids.push(await insertUser(db, { ...account, passwordHash }));
  const golfers: number[] = [];
  for (const golfer of DEMO_GOLFERS) {
    golfers.push(await insertUser(db, { ...NO_ROLES, ...golfer, phone: null, isMember: true, passwordHash }));
  }
  const member = ids[DEMO_ACCOUNTS.findIndex((a) => a.email === 'member@longwoodgolf.example')]!;
  await deps.seedDemoLeague?.(db, [member, ...golfers]);
  await deps.seedDemoCoachHours?.(db, ids[DEMO_ACCOUNTS.findIndex((a) => a.isCoach)]!);
  await deps.seedDemoShots?.(db, member);
  await deps.seedDemoBookings?.(db, { golfers, desk: ids[DEMO_ACCOUNTS.findIndex((a) => a.isFrontDesk)]! });
  const hasCode = await db('keypad_codes').first<{ id: number } | undefined>();
  if (!hasCode)
    await db('keypad_codes').insert({ code: DEMO_KEYPAD_CODE, updated_at: isoTimestamp(), updated_by: null });
  deps.log?.(
    `Seeded demo accounts (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}) with password "${DEMO_PASSWORD}".`,
  );
  return true;
}

/** Production: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, only while no user exists. */
async function seedFirstAdmin(db: Knex, env: SeedSettings, deps: SeedDeps): Promise<boolean> {
  if ((await createUsersRepository(db).count()) > 0) return false;
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
    throw new SeedError(
      'The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD so the first administrator can be created.',
    );
  }
  const email = env.ADMIN_EMAIL.trim().toLowerCase();
  await insertUser(db, {
    email,
    phone: null,
    passwordHash: await deps.hashPassword(env.ADMIN_PASSWORD),
    isAdmin: true,
    isMember: true,
    isCoach: false,
    isFrontDesk: false,
  });
  deps.log?.(`Created the first administrator account ${email}.`);
  return true;
}

export async function seedDatabase(db: Knex, env: SeedSettings, deps: SeedDeps): Promise<void> {
  await seedSimulators(db);
  if (env.NODE_ENV === 'production') await seedFirstAdmin(db, env, deps);
  else if (env.NODE_ENV === 'development') await seedDemoData(db, deps);
}
