// Users persistence, shared by the auth, admin, account and password-reset features and the seeds (so it
// lives in db/, not in one feature): the only code that writes the users table (registration, profile edits,
// admin switches, password changes, seeds). Maps snake_case rows to the core `User` shape; password hashes
// never leave this module except through findCredentialsByLogin and findCredentialsById.
import type { Knex } from 'knex';
import {
  personName,
  type AdminUsersQuery,
  type Page,
  type ShotSettings,
  type ShotSettingsChange,
  type User,
} from '@longwood/core';
import { insertedId, toBool, toNumber } from './dialect';
import { lookalikeKey } from './lookalike';
import { readPage, whereSearch } from './paging';
import { writeThenInvalidate } from './read-cache';
import { isoTimestamp } from './timestamps';
import { transactionOf, type UnitOfWork } from './unit-of-work';

interface UserRow {
  id: number | string;
  username: string;
  name: string | null;
  email: string;
  phone: string | null;
  password_hash: string;
  is_member: unknown;
  is_admin: unknown;
  is_coach: unknown;
  is_front_desk: unknown;
  email_verified: unknown;
  created_at: string;
}

const USER_PUBLIC_COLUMNS = [
  'id',
  'username',
  'name',
  'email',
  'phone',
  'is_member',
  'is_admin',
  'is_coach',
  'is_front_desk',
  'email_verified',
] as const;
const PUBLIC_COLUMNS = USER_PUBLIC_COLUMNS;

function toUser(row: Omit<UserRow, 'password_hash' | 'created_at'>): User {
  return {
    id: toNumber(row.id),
    username: row.username,
    name: row.name ?? null,
    email: row.email,
    phone: row.phone ?? '',
    isMember: toBool(row.is_member),
    isAdmin: toBool(row.is_admin),
    isCoach: toBool(row.is_coach),
    isFrontDesk: toBool(row.is_front_desk),
    emailVerified: toBool(row.email_verified),
  };
}

/**
 * The session's user read in the session's own statement (db/session-store.ts): the users columns of a LEFT JOIN
 * from the sessions table, aliased `session_user_<column>`, and the User they map to (undefined when the session
 * names no existing user). Kept with the session until a write here drops it (onChanged), so role switches,
 * deletion and password resets take effect on the next request (docs/decisions/010-session-store.md,
 * 184-read-caches-emptied-by-every-write.md).
 */
export const SESSION_USER_COLUMNS: readonly string[] = USER_PUBLIC_COLUMNS.map(
  (column) => `users.${column} as session_user_${column}`,
);

export function sessionUserFromRow(row: Record<string, unknown>): User | undefined {
  if (row.session_user_id === null || row.session_user_id === undefined) return undefined;
  return toUser(
    Object.fromEntries(USER_PUBLIC_COLUMNS.map((column) => [column, row[`session_user_${column}`]])) as unknown as Omit<
      UserRow,
      'password_hash' | 'created_at'
    >,
  );
}

/** A display name as stored: NULL when none was given ('' or only spaces). */
function storedName(name: string | null | undefined): string | null {
  return name?.trim() || null;
}

export interface NewUser {
  username: string;
  /** The display name; none when null, undefined or empty. */
  name?: string | null;
  email: string;
  phone: string | null;
  passwordHash: string;
  isMember?: boolean;
  isAdmin?: boolean;
  isCoach?: boolean;
  isFrontDesk?: boolean;
  /** Only accounts whose address is known to be theirs (the seeds' demo and first admin accounts). */
  emailVerified?: boolean;
}

/** What a user may change on their own profile (PATCH /api/user/profile). */
export interface ProfileChanges {
  username: string;
  email: string;
  /** A new address: it is unverified until its link is opened. */
  emailChanged?: boolean;
  /** undefined = keep the current name; '' = remove it. */
  name?: string | undefined;
  /** undefined = keep the current phone; '' = remove it. */
  phone?: string | undefined;
}

export interface UserCredentials {
  user: User;
  passwordHash: string;
}

/** A row's account and its password hash (the two credentials reads). */
const credentialsOf = (row: UserRow | undefined): UserCredentials | undefined =>
  row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;

/** Who a sign-in name signs in, and which names another account already holds or looks like (decision 207). */
function signInNames(db: Knex | Knex.Transaction) {
  return {
    /**
     * Sign-in lookup: the identifier may be the username or the email, compared case-insensitively. An e-mail
     * address signs in only the account whose address it is: a username that is some other address names no one
     * (decision 207).
     */
    async findCredentialsByLogin(identifier: string): Promise<UserCredentials | undefined> {
      const key = identifier.trim().toLowerCase();
      const row = await db('users')
        .where((q) => void q.whereRaw('lower(username) = ?', [key]).andWhereNot('username', 'like', '%@%'))
        .orWhereRaw('lower(email) = ?', [key])
        .orderBy('id')
        .first<UserRow | undefined>();
      return credentialsOf(row);
    },
    /** The account's own credentials by its id (re-authentication: whatever its address is by now). */
    async findCredentialsById(id: number): Promise<UserCredentials | undefined> {
      const row = await db('users').where({ id }).first<UserRow | undefined>();
      return credentialsOf(row);
    },
    /** True when another account already uses this email or username (case-insensitive). */
    async existsByEmailOrUsername(email: string, username: string): Promise<boolean> {
      const row = await db('users')
        .select('id')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .orWhereRaw('lower(username) = ?', [username.toLowerCase()])
        .orWhereRaw('lower(username) = ?', [email.toLowerCase()])
        .orWhereRaw('lower(email) = ?', [username.toLowerCase()])
        .first<{ id: number } | undefined>();
      return Boolean(row);
    },
    /**
     * Sign-in accepts the username or the email (case-insensitive), so a new username may not equal anyone
     * else's username OR email, and likewise for a new email. Which of the two another account already uses.
     */
    async findIdentityClash(
      exceptUserId: number,
      username: string,
      email: string,
    ): Promise<{ username: boolean; email: boolean }> {
      const u = username.toLowerCase();
      const e = email.toLowerCase();
      const rows = await db('users')
        .select<Array<{ username: string; email: string }>>('username', 'email')
        .whereNot({ id: exceptUserId })
        .where((q) => {
          void q.whereRaw('lower(username) in (?, ?)', [u, e]).orWhereRaw('lower(email) in (?, ?)', [u, e]);
        });
      const taken = (value: string) =>
        rows.some((r) => r.username.toLowerCase() === value || r.email.toLowerCase() === value);
      return { username: taken(u), email: taken(e) };
    },
    /**
     * Another account whose username or e-mail address looks like one of these (the same confusables skeleton,
     * db/lookalike.ts), if any: a new sign-in name must not pass for someone else's.
     */
    async findLookalike(exceptUserId: number | null, ...names: string[]): Promise<User | undefined> {
      const keys = [...new Set(names.map(lookalikeKey))];
      const row = await db('users')
        .select(PUBLIC_COLUMNS)
        .where((q) => void q.whereIn('username_lookalike', keys).orWhereIn('email_lookalike', keys))
        .modify((q) => void (exceptUserId === null ? q : q.whereNot({ id: exceptUserId })))
        .orderBy('id')
        .first<UserRow | undefined>();
      return row ? toUser(row) : undefined;
    },
  };
}

/** The lists of accounts staff read (admin lists, the desk's picker, names on boards, exports). */
function accountLists(db: Knex | Knex.Transaction) {
  return {
    async list(): Promise<User[]> {
      const rows = await db('users').select(PUBLIC_COLUMNS).orderBy('id');
      return rows.map(toUser);
    },
    /** A page of accounts, searched by name, username, e-mail or phone (admin lists). */
    page(query: AdminUsersQuery): Promise<Page<User>> {
      const base = db('users');
      whereSearch(base, query.q, ['name', 'username', 'email', 'phone']);
      const column = { id: 'id', username: 'username', email: 'email' }[query.sort];
      return readPage(
        base,
        query,
        (q) =>
          q.select(PUBLIC_COLUMNS).orderBy([
            { column, order: query.dir ?? 'asc' },
            { column: 'id', order: 'asc' },
          ]),
        toUser,
      );
    },
    /**
     * Members (or, with `membersOnly` false, any account) whose name, username or e-mail contains `q`, by username, at
     * most `limit` (the desk's member picker; its dues search finds people not yet members).
     */
    async searchMembers(q: string, limit: number, membersOnly = true): Promise<User[]> {
      const query = db('users').select(PUBLIC_COLUMNS);
      if (membersOnly) query.where('is_member', true);
      whereSearch(query, q, ['name', 'username', 'email']);
      const rows = await query.orderBy([{ column: 'username' }, { column: 'id' }]).limit(limit);
      return rows.map(toUser);
    },
    /**
     * Members whose shown name (core's personName) contains `q`, by username, at most `limit`: never found by an e-mail
     * address or a username's domain, so a search cannot tell who has an account at an address (a league organiser's
     * player picker, docs/decisions/505-player-search-by-name-only.md).
     */
    async searchMembersByName(q: string, limit: number): Promise<User[]> {
      const query = db('users').select(PUBLIC_COLUMNS).where('is_member', true);
      // The name, or for an account without one the username, whose part before '@' personName shows (checked below).
      whereSearch(query, q, ["CASE WHEN trim(coalesce(name, '')) = '' THEN username ELSE name END"]);
      const rows = await query.orderBy([{ column: 'username' }, { column: 'id' }]).limit(limit);
      const text = q.trim().toLowerCase();
      return rows.map(toUser).filter((user) => personName(user).toLowerCase().includes(text));
    },
    /**
     * The display names (core's personName) of the accounts with these ids, by id; missing ones are left out (the
     * desk's board, the keypad history).
     */
    async namesByIds(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db('users')
        .select(PUBLIC_COLUMNS)
        .whereIn('id', [...new Set(ids)]);
      return new Map(rows.map(toUser).map((user) => [user.id, personName(user)]));
    },
    /** Up to `size` accounts with id above `afterId`, in id order (streamed exports), with their creation time. */
    async batchAfter(afterId: number, size: number): Promise<Array<User & { createdAt: string }>> {
      const rows = (await db('users')
        .select([...PUBLIC_COLUMNS, 'created_at'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)) as UserRow[];
      return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
    },
    async count(): Promise<number> {
      const row = await db('users').count({ n: '*' }).first();
      return toNumber(row?.n);
    },
  };
}

/** One account's own settings and marks: its verified address, lesson reminders, shot units and password. */
function accountSettings(db: Knex | Knex.Transaction, write: <T>(statement: PromiseLike<T>) => Promise<T>) {
  return {
    /**
     * Marks the account's address verified, if it is still `email` and has not changed since `emailChanges` (a link
     * for an older address does nothing, nor one for an address the account left and came back to).
     */
    async markEmailVerified(id: number, email: string, emailChanges: number): Promise<boolean> {
      const updated = await write(
        db('users')
          .where({ id, email_changes: emailChanges })
          .whereRaw('lower(email) = ?', [email.toLowerCase()])
          .update({ email_verified: true }),
      );
      return toNumber(updated) > 0;
    },
    /** Turns the day-before lesson reminders off (one-click unsubscribe, docs/decisions/281-one-click-unsubscribe.md). */
    async stopLessonReminders(id: number): Promise<void> {
      await write(db('users').where({ id }).update({ lesson_reminders: false }));
    },
    /** Turns the day-before lesson reminders on or off (the account's setting). */
    async setLessonReminders(id: number, on: boolean): Promise<void> {
      await write(db('users').where({ id }).update({ lesson_reminders: on }));
    },
    /** Whether the account gets the day-before lesson reminders; undefined for no account. */
    async lessonRemindersOf(id: number): Promise<boolean | undefined> {
      const row = await db('users')
        .select('lesson_reminders')
        .where({ id })
        .first<{ lesson_reminders: unknown } | undefined>();
      return row ? toBool(row.lesson_reminders) : undefined;
    },
    /** How many times the account's address changed (what a verification link names); undefined for no account. */
    async emailChangesOf(id: number): Promise<number | undefined> {
      const row = await db('users')
        .select('email_changes')
        .where({ id })
        .first<{ email_changes: unknown } | undefined>();
      return row ? toNumber(row.email_changes) : undefined;
    },
    /** The user's shot-data settings: units (migration 122) and whether modelled figures are hidden (443). */
    async shotSettings(id: number): Promise<ShotSettings> {
      const row = await db('users')
        .select('shot_units', 'shot_hide_modelled')
        .where({ id })
        .first<{ shot_units: string; shot_hide_modelled: unknown } | undefined>();
      return {
        units: row?.shot_units === 'metric' ? 'metric' : 'imperial',
        hideModelled: row ? toBool(row.shot_hide_modelled) : false,
      };
    },
    async setShotSettings(id: number, change: ShotSettingsChange): Promise<void> {
      await write(
        db('users')
          .where({ id })
          .update({
            ...(change.units === undefined ? {} : { shot_units: change.units }),
            ...(change.hideModelled === undefined ? {} : { shot_hide_modelled: change.hideModelled }),
          }),
      );
    },
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await write(db('users').where({ id }).update({ password_hash: passwordHash }));
    },
  };
}

/** Work in `db`'s transaction, or in one of its own: a switch and its record of membership commit together. */
const inOneTransaction = <T>(db: Knex | Knex.Transaction, work: (trx: Knex | Knex.Transaction) => Promise<T>) =>
  db.isTransaction ? work(db) : (db as Knex).transaction(work);

/**
 * Records that account `id` is about to become a member (or stop being one), only if that changes it: the rows the
 * owner's insights count as joined and lost (docs/decisions/471-the-owners-morning.md).
 */
const recordMembershipSwitch = (db: Knex | Knex.Transaction, id: number, isMember: boolean) =>
  db
    .insert(
      db('users')
        .select('id', db.raw('? AS at', [isoTimestamp()]), db.raw('CAST(? AS BOOLEAN) AS is_member', [isMember]))
        .where({ id })
        .whereNot('is_member', isMember),
    )
    .into(db.raw('?? (??, ??, ??)', ['membership_changes', 'user_id', 'at', 'is_member']));

/** The insert of a new account's row, its id returned. */
const insertUser = (db: Knex | Knex.Transaction, user: NewUser) =>
  db('users')
    .insert({
      username: user.username,
      name: storedName(user.name),
      email: user.email,
      phone: user.phone,
      password_hash: user.passwordHash,
      is_member: user.isMember ?? false,
      is_admin: user.isAdmin ?? false,
      is_coach: user.isCoach ?? false,
      is_front_desk: user.isFrontDesk ?? false,
      email_verified: user.emailVerified ?? false,
      username_lookalike: lookalikeKey(user.username),
      email_lookalike: lookalikeKey(user.email),
      created_at: isoTimestamp(),
    })
    .returning('id');

function bind(db: Knex | Knex.Transaction, onChanged: () => void) {
  /**
   * A write to the users table, told to `onChanged` whether it succeeded or not (it may have committed): the
   * session store drops its kept copies of sessions' users (docs/decisions/184-read-caches-emptied-by-every-write.md).
   */
  const write = <T>(statement: PromiseLike<T>): Promise<T> => writeThenInvalidate(db, statement, onChanged);
  const repo = {
    ...signInNames(db),
    ...accountLists(db),
    ...accountSettings(db, write),

    async findById(id: number): Promise<User | undefined> {
      const row = await db('users').select(PUBLIC_COLUMNS).where({ id }).first<UserRow | undefined>();
      return row ? toUser(row) : undefined;
    },
    /** The account using this e-mail address (compared case-insensitively), if any. */
    async findByEmail(email: string): Promise<User | undefined> {
      const row = await db('users')
        .select(PUBLIC_COLUMNS)
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .orderBy('id')
        .first<UserRow | undefined>();
      return row ? toUser(row) : undefined;
    },
    async insert(user: NewUser): Promise<User> {
      const id = await inOneTransaction(db, async (trx) => {
        const created = insertedId(await write(insertUser(trx, user)));
        if (user.isMember) {
          await trx('membership_changes').insert({ user_id: created, at: isoTimestamp(), is_member: true });
        }
        return created;
      });
      const created = await repo.findById(id);
      if (!created) throw new Error('Inserted user not found');
      return created;
    },
    /**
     * True when a row was deleted (a member's deletion recorded as a lost membership). Rows referencing the user follow
     * their foreign keys (migration 002/007).
     */
    async remove(id: number): Promise<boolean> {
      return inOneTransaction(db, async (trx) => {
        await recordMembershipSwitch(trx, id, false);
        return toNumber(await write(trx('users').where({ id }).del())) > 0;
      });
    },
    /** Returns the updated user, or undefined when no such user exists. */
    async setFlags(
      id: number,
      flags: { isMember?: boolean; isAdmin?: boolean; isCoach?: boolean; isFrontDesk?: boolean },
    ): Promise<User | undefined> {
      const patch: Record<string, boolean> = {};
      if (flags.isMember !== undefined) patch.is_member = flags.isMember;
      if (flags.isAdmin !== undefined) patch.is_admin = flags.isAdmin;
      if (flags.isCoach !== undefined) patch.is_coach = flags.isCoach;
      if (flags.isFrontDesk !== undefined) patch.is_front_desk = flags.isFrontDesk;
      const isMember = flags.isMember;
      const update = (q: Knex | Knex.Transaction) => write(q('users').where({ id }).update(patch));
      const updated =
        isMember === undefined
          ? await update(db)
          : await inOneTransaction(db, async (trx) => {
              await recordMembershipSwitch(trx, id, isMember);
              return update(trx);
            });
      if (toNumber(updated) === 0) return undefined;
      return repo.findById(id);
    },
    /** Returns the updated user, or undefined when no such user exists. A new address is unverified again. */
    async updateProfile(id: number, changes: ProfileChanges): Promise<User | undefined> {
      await write(
        db('users')
          .where({ id })
          .update({
            username: changes.username,
            username_lookalike: lookalikeKey(changes.username),
            email: changes.email,
            email_lookalike: lookalikeKey(changes.email),
            ...(changes.emailChanged ? { email_verified: false, email_changes: db.raw('email_changes + 1') } : {}),
            ...(changes.name !== undefined ? { name: storedName(changes.name) } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone === '' ? null : changes.phone } : {}),
          }),
      );
      return repo.findById(id);
    },
    /** Sets the display name ('' removes it); the updated user, or undefined when no such user exists. */
    async setName(id: number, name: string): Promise<User | undefined> {
      const updated = await write(
        db('users')
          .where({ id })
          .update({ name: storedName(name) }),
      );
      if (toNumber(updated) === 0) return undefined;
      return repo.findById(id);
    },
  };
  return repo;
}

export interface UsersRepositoryOptions {
  /** Told after every write to the users table (the app passes the session store's `usersChanged`). */
  onChanged?: () => void;
}

export function createUsersRepository(db: Knex, { onChanged = () => {} }: UsersRepositoryOptions = {}) {
  return {
    ...bind(db, onChanged),
    /** The same repository inside an open transaction (a write recorded in the activity log with it). */
    within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork), onChanged),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
