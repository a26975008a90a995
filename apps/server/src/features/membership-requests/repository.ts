// membership_requests persistence: upgrade requests ('join') and cancellation requests ('cancel'). The team's e-mail
// about a request is a row of the mail outbox (mail/outbox.ts), written in the same transaction (`within`).
import type { Knex } from 'knex';
import type { PreferredContact } from '@longwood/core';
import { acquireWriteLock, insertRow, toNumber } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

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

export interface StoredMembershipRequest extends Omit<NewMembershipRequest, 'userId'> {
  id: number;
  userId: number | null;
  /** The account's username at the time the e-mail is composed (null when the account is gone). */
  username: string | null;
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
}

function bind(db: Knex | Knex.Transaction) {
  return {
    async insert(input: NewMembershipRequest): Promise<number> {
      return insertRow(db, 'membership_requests', {
        request_type: input.type,
        user_id: input.userId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        preferred_contact: input.preferredContact,
        message: input.message,
        created_at: input.createdAt,
      });
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
      };
    },

    /**
     * Inside a transaction: waits for any other request of this member's of `type` to commit, so that "one cancellation
     * request a month" is read and written by one request at a time (a parallel burst stores one).
     */
    async lockRequestsOf(userId: number, type: MembershipRequestType): Promise<void> {
      await acquireWriteLock(db, `membership-request:${type}:${userId}`);
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

export function createMembershipRequestsRepository(db: Knex) {
  return {
    ...bind(db),
    /** The same repository inside an open transaction: a request stored with the team's e-mail about it. */
    within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)),
  };
}

export type MembershipRequestsRepository = ReturnType<typeof createMembershipRequestsRepository>;
