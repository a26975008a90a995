// Users persistence, shared by the auth, admin and account features (so it lives in db/, not in one
// feature): the only code that reads or writes the users table. Maps snake_case rows to the
// core `User` shape (password hashes never leave this module except through findCredentialsByLogin).
import type { Knex } from 'knex';
import type { User } from '@longwood/core';
import { insertedId, toBool, toNumber } from './dialect';
import { isoTimestamp } from './timestamps';

interface UserRow {
  id: number | string;
  username: string;
  email: string;
  phone: string | null;
  password_hash: string;
  is_member: unknown;
  is_admin: unknown;
  is_coach: unknown;
  created_at: string;
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'phone', 'is_member', 'is_admin', 'is_coach'] as const;

export function toUser(row: Omit<UserRow, 'password_hash' | 'created_at'>): User {
  return {
    id: toNumber(row.id),
    username: row.username,
    email: row.email,
    phone: row.phone ?? '',
    isMember: toBool(row.is_member),
    isAdmin: toBool(row.is_admin),
    isCoach: toBool(row.is_coach),
  };
}

export interface NewUser {
  username: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  isMember?: boolean;
  isAdmin?: boolean;
  isCoach?: boolean;
}

export interface UserCredentials {
  user: User;
  passwordHash: string;
}

export function createUsersRepository(db: Knex) {
  return {
    async findById(id: number): Promise<User | undefined> {
      const row = await db('users').select(PUBLIC_COLUMNS).where({ id }).first();
      return row ? toUser(row) : undefined;
    },

    /** Sign-in lookup: the identifier may be the username or the email, compared case-insensitively. */
    async findCredentialsByLogin(identifier: string): Promise<UserCredentials | undefined> {
      const key = identifier.trim().toLowerCase();
      const row: UserRow | undefined = await db('users')
        .whereRaw('lower(username) = ?', [key])
        .orWhereRaw('lower(email) = ?', [key])
        .orderBy('id')
        .first();
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },

    /** True when another account already uses this email or username (case-insensitive). */
    async existsByEmailOrUsername(email: string, username: string): Promise<boolean> {
      const row = await db('users')
        .select('id')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .orWhereRaw('lower(username) = ?', [username.toLowerCase()])
        .orWhereRaw('lower(username) = ?', [email.toLowerCase()])
        .orWhereRaw('lower(email) = ?', [username.toLowerCase()])
        .first();
      return Boolean(row);
    },

    async insert(user: NewUser): Promise<User> {
      const rows = await db('users')
        .insert({
          username: user.username,
          email: user.email,
          phone: user.phone,
          password_hash: user.passwordHash,
          is_member: user.isMember ?? false,
          is_admin: user.isAdmin ?? false,
          is_coach: user.isCoach ?? false,
          created_at: isoTimestamp(),
        })
        .returning('id');
      const created = await this.findById(insertedId(rows));
      if (!created) throw new Error('Inserted user not found');
      return created;
    },

    async list(): Promise<User[]> {
      const rows = await db('users').select(PUBLIC_COLUMNS).orderBy('id');
      return rows.map(toUser);
    },

    async count(): Promise<number> {
      const row = await db('users').count({ n: '*' }).first();
      return toNumber(row?.n);
    },

    /** Returns the updated user, or undefined when no such user exists. */
    async setFlags(id: number, flags: { isMember?: boolean; isAdmin?: boolean; isCoach?: boolean }): Promise<User | undefined> {
      const patch: Record<string, boolean> = {};
      if (flags.isMember !== undefined) patch.is_member = flags.isMember;
      if (flags.isAdmin !== undefined) patch.is_admin = flags.isAdmin;
      if (flags.isCoach !== undefined) patch.is_coach = flags.isCoach;
      const updated = await db('users').where({ id }).update(patch);
      if (toNumber(updated) === 0) return undefined;
      return this.findById(id);
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db('users').where({ id }).update({ password_hash: passwordHash });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
