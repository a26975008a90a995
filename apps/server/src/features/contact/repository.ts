// contact_submissions persistence: the public form's insert and the admin's demo-request triage and lists. The
// email_* delivery columns are the mail module's (store-then-notify.ts).
import type { Knex } from 'knex';
import type { ContactInterest, ContactSubmission, ContactSubmissionsQuery, Page } from '@longwood/core';
import { insertedId, toBool, toNumber } from '../../db/dialect';
import { readPage, whereSearch } from '../../db/paging';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
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

const ADMIN_COLUMNS = ['id', 'created_at', 'name', 'email', 'phone', 'interest', 'message', 'is_read', 'became_member'];

/** What the admin screens see of a submission (no IP, no delivery bookkeeping). */
function toAdminView(row: Row): ContactSubmission {
  const { id, createdAt, name, email, phone, interest, message, isRead, becameMember } = toSubmission(row);
  return { id, createdAt, name, email, phone, interest, message, isRead, becameMember };
}

function bind(db: Knex | Knex.Transaction) {
  return {
    /**
     * A page of submissions (all of them, or only the in-progress or completed demo requests), searched by name,
     * e-mail, phone and message.
     */
    page(query: ContactSubmissionsQuery, isRead?: boolean): Promise<Page<ContactSubmission>> {
      const base = db('contact_submissions');
      if (isRead !== undefined) void base.where('is_read', isRead);
      whereSearch(base, query.q, ['name', 'email', 'phone', 'message']);
      const column = { createdAt: 'created_at', name: 'name', email: 'email' }[query.sort];
      // In-progress requests read oldest first (first come, first served); other lists newest first.
      const dir = query.dir ?? (isRead === false ? 'asc' : 'desc');
      return readPage(
        base,
        query,
        (q) =>
          q.select(ADMIN_COLUMNS).orderBy([
            { column, order: dir },
            { column: 'id', order: dir },
          ]),
        toAdminView,
      );
    },

    async batchAfter(afterId: number, size: number): Promise<ContactSubmission[]> {
      const rows = (await db('contact_submissions')
        .select(ADMIN_COLUMNS)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)) as Row[];
      return rows.map(toAdminView);
    },

    /** Sets the admin's two switches; the updated submission, or undefined when there is none. */
    async update(
      id: number,
      patch: { isRead?: boolean; becameMember?: boolean },
    ): Promise<ContactSubmission | undefined> {
      const columns: Record<string, boolean> = {};
      if (patch.isRead !== undefined) columns.is_read = patch.isRead;
      if (patch.becameMember !== undefined) columns.became_member = patch.becameMember;
      if (toNumber(await db('contact_submissions').where({ id }).update(columns)) === 0) return undefined;
      const row = await db('contact_submissions').select(ADMIN_COLUMNS).where({ id }).first<Row | undefined>();
      return row ? toAdminView(row) : undefined;
    },

    async remove(id: number): Promise<boolean> {
      return toNumber(await db('contact_submissions').where({ id }).del()) > 0;
    },

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

    /** What the admin screens see of one submission. */
    async findAdminView(id: number): Promise<ContactSubmission | undefined> {
      const row = await db('contact_submissions').select(ADMIN_COLUMNS).where({ id }).first<Row | undefined>();
      return row ? toAdminView(row) : undefined;
    },

    async findById(id: number): Promise<StoredContactSubmission | undefined> {
      const row = await db('contact_submissions').where({ id }).first<Row | undefined>();
      return row ? toSubmission(row) : undefined;
    },
  };
}

export function createContactRepository(db: Knex) {
  return {
    ...bind(db),
    /** The same repository inside an open transaction (a triage write recorded in the activity log with it). */
    within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
