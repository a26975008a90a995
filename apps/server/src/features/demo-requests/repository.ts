// contact_submissions persistence: the public form's insert and the admin's demo-request triage and lists. The team's
// e-mail about a submission is a row of the mail outbox (mail/outbox.ts), written in the same transaction.
import type { Knex } from 'knex';
import type { ContactInterest, ContactSubmission, ContactSubmissionsQuery, Page } from '@longwood/core';
import { insertRow, toBool, toNumber } from '../../db/dialect';
import { readPage, whereSearch } from '../../db/paging';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

export interface NewContactSubmission {
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest;
  message: string;
  clientIp: string;
  createdAt: string;
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
}

/** What the admin screens and the team's e-mail see of a submission (not the IP). */
function toAdminView(row: Row): ContactSubmission {
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
  };
}

const ADMIN_COLUMNS = ['id', 'created_at', 'name', 'email', 'phone', 'interest', 'message', 'is_read', 'became_member'];

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

    async insert(input: NewContactSubmission): Promise<number> {
      return insertRow(db, 'contact_submissions', {
        created_at: input.createdAt,
        name: input.name,
        email: input.email,
        phone: input.phone,
        interest: input.interest,
        message: input.message,
        is_read: false,
        became_member: false,
        client_ip: input.clientIp,
      });
    },

    /** What the admin screens (and the team's e-mail) see of one submission. */
    async findAdminView(id: number): Promise<ContactSubmission | undefined> {
      const row = await db('contact_submissions').select(ADMIN_COLUMNS).where({ id }).first<Row | undefined>();
      return row ? toAdminView(row) : undefined;
    },
  };
}

export function createContactRepository(db: Knex) {
  return {
    ...bind(db),
    /**
     * The same repository inside an open transaction: a triage write recorded in the activity log with it, a new
     * submission stored with the team's e-mail about it.
     */
    within: (unitOfWork: UnitOfWork) => bind(transactionOf(unitOfWork)),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
