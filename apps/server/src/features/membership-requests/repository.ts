// membership_requests persistence: upgrade requests ('join') and cancellation requests ('cancel'). The
// email_* delivery columns are the mail module's (store-then-notify.ts).
import type { Knex } from 'knex';
import type { PreferredContact } from '@longwood/core';
import { insertedId, toNumber } from '../../db/dialect';
import type { DeliveryState, EmailStatus } from '../../mail/delivery';
import { deliveryColumns } from '../../mail/delivery-repository';

export type MembershipRequestType = 'join' | 'cancel';

export interface NewMembershipRequest {
  type: MembershipRequestType;
  userId: number;
  name: string;
  email: string;
  phone: string;
  preferredContact: PreferredContact;
  message: string | null;
  createdAt: string;
}

export interface StoredMembershipRequest {
  id: number;
  type: MembershipRequestType;
  userId: number | null;
  /** The account's username at the time the e-mail is composed (null when the account is gone). */
  username: string | null;
  name: string;
  email: string;
  phone: string;
  preferredContact: PreferredContact;
  message: string | null;
  createdAt: string;
  emailStatus: EmailStatus;
  emailAttempts: number;
  emailLastError: string | null;
}

interface Row {
  id: unknown;
  request_type: string;
  user_id: unknown;
  username: string | null;
  name: string;
  email: string;
  phone: string;
  preferred_contact: string;
  message: string | null;
  created_at: string;
  email_status: string;
  email_attempts: unknown;
  email_last_error: string | null;
}

export function createMembershipRequestsRepository(db: Knex) {
  return {
    async insert(input: NewMembershipRequest, delivery: DeliveryState): Promise<number> {
      const rows = await db('membership_requests')
        .insert({
          request_type: input.type,
          user_id: input.userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          preferred_contact: input.preferredContact,
          message: input.message,
          created_at: input.createdAt,
          ...deliveryColumns(delivery),
        })
        .returning('id');
      return insertedId(rows);
    },

    async findById(id: number): Promise<StoredMembershipRequest | undefined> {
      const row = await db('membership_requests as r')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .select('r.*', 'u.username as username')
        .where('r.id', id)
        .first<Row | undefined>();
      if (!row) return undefined;
      return {
        id: toNumber(row.id),
        type: row.request_type as MembershipRequestType,
        userId: row.user_id === null ? null : toNumber(row.user_id),
        username: row.username,
        name: row.name,
        email: row.email,
        phone: row.phone,
        preferredContact: row.preferred_contact as PreferredContact,
        message: row.message,
        createdAt: row.created_at,
        emailStatus: row.email_status as EmailStatus,
        emailAttempts: toNumber(row.email_attempts),
        emailLastError: row.email_last_error,
      };
    },

    async countByUserSince(userId: number, type: MembershipRequestType, sinceIso: string): Promise<number> {
      const row = await db('membership_requests')
        .where({ user_id: userId, request_type: type })
        .where('created_at', '>=', sinceIso)
        .count({ n: '*' })
        .first();
      return toNumber(row?.n);
    },
  };
}

export type MembershipRequestsRepository = ReturnType<typeof createMembershipRequestsRepository>;
