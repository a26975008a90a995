// What the /account page reads and writes: the user's own profile row and the bookings behind the
// performance report.
import type { Knex } from 'knex';
import type { User } from '@longwood/core';
import { toBool, toNumber } from '../../db/dialect';

export interface ProfileChanges {
  username: string;
  email: string;
  /** undefined = keep the current phone. */
  phone?: string | undefined;
}

interface UserRow {
  id: unknown;
  username: string;
  email: string;
  phone: string | null;
  is_member: unknown;
  is_admin: unknown;
  is_coach: unknown;
}

export interface ReportBookingRow {
  simulatorId: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

export function createAccountRepository(db: Knex) {
  return {
    /**
     * Sign-in accepts the username or the email (case-insensitive), so a new username may not equal anyone
     * else's username OR email, and likewise for a new email.
     */
    async findClash(userId: number, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const u = username.toLowerCase();
      const e = email.toLowerCase();
      const rows: Array<{ username: string; email: string }> = await db('users')
        .select('username', 'email')
        .whereNot({ id: userId })
        .where((q) =>
          q
            .whereRaw('lower(username) in (?, ?)', [u, e])
            .orWhereRaw('lower(email) in (?, ?)', [u, e]),
        );
      const taken = (value: string) => rows.some((r) => r.username.toLowerCase() === value || r.email.toLowerCase() === value);
      return { username: taken(u), email: taken(e) };
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<User | undefined> {
      await db('users')
        .where({ id: userId })
        .update({
          username: changes.username,
          email: changes.email,
          ...(changes.phone !== undefined ? { phone: changes.phone === '' ? null : changes.phone } : {}),
        });
      const row: UserRow | undefined = await db('users')
        .select('id', 'username', 'email', 'phone', 'is_member', 'is_admin', 'is_coach')
        .where({ id: userId })
        .first();
      return row
        ? {
            id: toNumber(row.id),
            username: row.username,
            email: row.email,
            phone: row.phone ?? '',
            isMember: toBool(row.is_member),
            isAdmin: toBool(row.is_admin),
            isCoach: toBool(row.is_coach),
          }
        : undefined;
    },

    async listBookingsOfUser(userId: number): Promise<ReportBookingRow[]> {
      const rows: Array<{ simulator_id: unknown; booking_date: string; start_time: string; end_time: string }> = await db('bookings')
        .select('simulator_id', 'booking_date', 'start_time', 'end_time')
        .where({ user_id: userId })
        .orderBy([{ column: 'booking_date' }, { column: 'start_time' }]);
      return rows.map((r) => ({
        simulatorId: toNumber(r.simulator_id),
        bookingDate: r.booking_date,
        startTime: r.start_time,
        endTime: r.end_time,
      }));
    },

    async listSimulators(): Promise<Array<{ id: number; name: string }>> {
      const rows: Array<{ id: unknown; name: string }> = await db('simulators').select('id', 'name').orderBy('id');
      return rows.map((r) => ({ id: toNumber(r.id), name: r.name }));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
