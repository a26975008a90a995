// contact_submissions persistence for the public form (the admin screens have their own queries). The
// email_* delivery columns are the mail module's (store-then-notify.ts).
import type { Knex } from 'knex';
import type { ContactInterest } from '@longwood/core';
import { insertedId, toBool, toNumber } from '../../db/dialect';
import type { DeliveryState, EmailStatus } from '../../mail/delivery';
import { deliveryColumns } from '../../mail/delivery-repository';

export interface NewContactSubmission {
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest;
  message: string;
  clientIp: string;
  createdAt: string;
}

export interface StoredContactSubmission {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest;
  message: string;
  isRead: boolean;
  becameMember: boolean;
  emailStatus: EmailStatus;
  emailAttempts: number;
  emailLastError: string | null;
}

interface Row {
  id: unknown;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  is_read: unknown;
  became_member: unknown;
  email_status: string;
  email_attempts: unknown;
  email_last_error: string | null;
}

function toSubmission(row: Row): StoredContactSubmission {
  return {
    id: toNumber(row.id),
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    interest: row.interest as ContactInterest,
    message: row.message,
    isRead: toBool(row.is_read),
    becameMember: toBool(row.became_member),
    emailStatus: row.email_status as EmailStatus,
    emailAttempts: toNumber(row.email_attempts),
    emailLastError: row.email_last_error,
  };
}

export function createContactRepository(db: Knex) {
  return {
    async insert(input: NewContactSubmission, delivery: DeliveryState): Promise<number> {
      const rows = await db('contact_submissions')
        .insert({
          created_at: input.createdAt,
          name: input.name,
          email: input.email,
          phone: input.phone,
          interest: input.interest,
          message: input.message,
          is_read: false,
          became_member: false,
          client_ip: input.clientIp,
          ...deliveryColumns(delivery),
        })
        .returning('id');
      return insertedId(rows);
    },

    async findById(id: number): Promise<StoredContactSubmission | undefined> {
      const row = await db('contact_submissions').where({ id }).first<Row | undefined>();
      return row ? toSubmission(row) : undefined;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
