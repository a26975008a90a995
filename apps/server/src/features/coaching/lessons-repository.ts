// The lessons table's one repository (docs/decisions/120-coaching-lessons.md). A lesson is written inside the
// booking lock's transaction that holds its bay (`within(tx.unitOfWork)`), so the lesson row and its bookings
// row commit or roll back together. Reads join the users table for the coach's and member's names and contact
// (reads of the owner's columns, docs/decisions/090-one-owner-per-table.md) and the simulators table for the
// bay's name. Names are display names (core's personName), never e-mail addresses: members see the coach's.
import type { Knex } from 'knex';
import { bayName, LESSON_STATUSES, personName, type CoachLesson, type LessonStatus } from '@longwood/core';
import { toBool, toNumber } from '../../db/dialect';
import { readDatedRange, type DatedRange } from '../../db/paging';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

type Queryable = Knex | Knex.Transaction;

/**
 * A lesson with the people's names and contact, what the ledger holds for it and its Checkout: what every view is
 * made from (where its payment stands depends on the time: lesson-records.ts).
 */
export type LessonRecord = Omit<CoachLesson, 'payment' | 'moneyBack'> & {
  bookingId: number | null;
  coachEmail: string;
  /** The ledger's rows naming it: payments less refunds (docs/decisions/303-lesson-prices-and-payment.md). */
  paidCents: number;
  /** Of which paid online (Stripe): a cancellation in time refunds it to the card (decision 415). */
  paidOnlineCents: number;
  /** Of which paid with account credit, net of credit given back for it (decision 412). */
  paidCreditCents: number;
  checkoutUrl: string | null;
  checkoutOpenUntil: string | null;
};

export interface NewLesson {
  bookingId: number;
  coachId: number;
  memberId: number;
  lessonDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  simulatorId: number;
  /** Ask for the month's complimentary lesson; the unique index decides (see insert). */
  complimentary: boolean;
  /** Its price when it is not the complimentary one (null: nothing charged through the product). */
  priceIfPaid: number | null;
  createdBy: number;
  createdAt: string;
}

interface LessonRow {
  id: unknown;
  booking_id: unknown;
  coach_id: unknown;
  member_id: unknown;
  lesson_date: string;
  start_time: string;
  end_time: string;
  duration_minutes: unknown;
  simulator_id: unknown;
  simulator_name: string | null;
  status: string;
  complimentary: unknown;
  price_cents: unknown;
  paid_cents: unknown;
  paid_online_cents: unknown;
  paid_credit_cents: unknown;
  checkout_url: string | null;
  checkout_open_until: string | null;
  notes: string | null;
  created_at: string;
  coach_username: string | null;
  coach_name: string | null;
  coach_email: string | null;
  member_username: string | null;
  member_name: string | null;
  member_email: string | null;
  member_phone: string | null;
}

const isStatus = (value: string): value is LessonStatus => (LESSON_STATUSES as readonly string[]).includes(value);

function toRecord(row: LessonRow): LessonRecord {
  if (!isStatus(row.status)) throw new Error(`Unknown lesson status in lessons row ${String(row.id)}`);
  return {
    id: toNumber(row.id),
    bookingId: row.booking_id === null ? null : toNumber(row.booking_id),
    coachId: toNumber(row.coach_id),
    coachName:
      row.coach_username === null ? 'Former coach' : personName({ name: row.coach_name, username: row.coach_username }),
    coachEmail: row.coach_email ?? '',
    memberId: toNumber(row.member_id),
    memberName:
      row.member_username === null ? '' : personName({ name: row.member_name, username: row.member_username }),
    memberEmail: row.member_email ?? '',
    memberPhone: row.member_phone ?? '',
    lessonDate: row.lesson_date,
    startTime: row.start_time,
    endTime: row.end_time,
    durationMinutes: toNumber(row.duration_minutes),
    simulatorId: toNumber(row.simulator_id),
    simulatorName: row.simulator_name ?? bayName(toNumber(row.simulator_id)),
    status: row.status,
    complimentary: toBool(row.complimentary),
    priceCents: row.price_cents === null ? null : toNumber(row.price_cents),
    // Money and credit alike pay for it (decision 412).
    paidCents: toNumber(row.paid_cents) + toNumber(row.paid_credit_cents),
    paidOnlineCents: toNumber(row.paid_online_cents),
    paidCreditCents: toNumber(row.paid_credit_cents),
    checkoutUrl: row.checkout_url,
    checkoutOpenUntil: row.checkout_open_until,
    notes: row.notes,
    createdAt: row.created_at,
  };
}

function selectLessons(db: Queryable) {
  return db('lessons as l')
    .leftJoin('users as c', 'c.id', 'l.coach_id')
    .leftJoin('users as m', 'm.id', 'l.member_id')
    .leftJoin('simulators as s', 's.id', 'l.simulator_id')
    .select(
      'l.id',
      'l.booking_id',
      'l.coach_id',
      'l.member_id',
      'l.lesson_date',
      'l.start_time',
      'l.end_time',
      'l.duration_minutes',
      'l.simulator_id',
      's.name as simulator_name',
      'l.status',
      'l.complimentary',
      'l.price_cents',
      'l.checkout_url',
      'l.checkout_open_until',
      // What the ledger holds for the lesson (a read of the payments table's rows naming it, decision 090).
      db.raw(
        "(SELECT COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END), 0) FROM payments p WHERE p.lesson_id = l.id) AS paid_cents",
      ),
      db.raw(
        "(SELECT COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END), 0) FROM payments p WHERE p.lesson_id = l.id AND p.method = 'stripe') AS paid_online_cents",
      ),
      // And what account credit paid for it: spends less credit given back naming it (decision 412).
      db.raw(
        "(SELECT COALESCE(SUM(CASE WHEN c.kind = 'grant' THEN -c.amount_cents ELSE c.amount_cents END), 0) FROM account_credits c WHERE c.lesson_id = l.id) AS paid_credit_cents",
      ),
      'l.notes',
      'l.created_at',
      'c.username as coach_username',
      'c.name as coach_name',
      'c.email as coach_email',
      'm.username as member_username',
      'm.name as member_name',
      'm.email as member_email',
      'm.phone as member_phone',
    )
    .orderBy([
      { column: 'l.lesson_date', order: 'asc' },
      { column: 'l.start_time', order: 'asc' },
      { column: 'l.id', order: 'asc' },
    ]);
}

export interface MonthCountRow {
  coachId: number;
  month: string;
  status: LessonStatus;
  complimentary: boolean;
  count: number;
}

function bind(db: Queryable) {
  async function find(id: number): Promise<LessonRecord | null> {
    const row = (await selectLessons(db).where('l.id', id).first()) as LessonRow | undefined;
    return row ? toRecord(row) : null;
  }

  return {
    find,

    /** The lesson holding a bay's booking (the desk's board knows the booking). */
    async findByBooking(bookingId: number): Promise<LessonRecord | null> {
      const row = (await selectLessons(db).where('l.booking_id', bookingId).first()) as LessonRow | undefined;
      return row ? toRecord(row) : null;
    },

    /** The Checkout the member was sent to pay the lesson online, open until `openUntil`. */
    async setCheckout(id: number, checkout: { sessionId: string; url: string; openUntil: string }) {
      await db('lessons').where({ id }).update({
        checkout_session_id: checkout.sessionId,
        checkout_url: checkout.url,
        checkout_open_until: checkout.openUntil,
      });
      return find(id);
    },

    /**
     * Inserts a lesson. A complimentary one takes the member's `complimentary_month`; when a parallel request
     * already took that month (the unique index), it is stored as paid instead — never two free lessons a month.
     */
    async insert(lesson: NewLesson): Promise<LessonRecord> {
      const columns = {
        booking_id: lesson.bookingId,
        coach_id: lesson.coachId,
        member_id: lesson.memberId,
        lesson_date: lesson.lessonDate,
        start_time: lesson.startTime,
        end_time: lesson.endTime,
        duration_minutes: lesson.durationMinutes,
        simulator_id: lesson.simulatorId,
        status: 'booked',
        created_by: lesson.createdBy,
        created_at: lesson.createdAt,
      };
      let rows: { id: unknown }[] = [];
      if (lesson.complimentary) {
        rows = await db('lessons')
          .insert({
            ...columns,
            complimentary: true,
            complimentary_month: lesson.lessonDate.slice(0, 7),
            price_cents: null,
          })
          .onConflict(['member_id', 'complimentary_month'])
          .ignore()
          .returning('id');
      }
      if (rows.length === 0) {
        rows = await db('lessons')
          .insert({ ...columns, complimentary: false, complimentary_month: null, price_cents: lesson.priceIfPaid })
          .returning('id');
      }
      const created = await find(toNumber(rows[0]?.id));
      if (!created) throw new Error('Insert into lessons returned no row');
      return created;
    },

    /** The member's lessons in a calendar month (for the complimentary rule). */
    async memberMonth(memberId: number, month: string) {
      const rows = (await db('lessons')
        .select('lesson_date', 'complimentary', 'status')
        .where('member_id', memberId)
        .andWhere('lesson_date', '>=', `${month}-01`)
        .andWhere('lesson_date', '<=', `${month}-31`)) as {
        lesson_date: string;
        complimentary: unknown;
        status: string;
      }[];
      return rows.map((r) => ({
        lessonDate: r.lesson_date,
        complimentary: toBool(r.complimentary),
        status: isStatus(r.status) ? r.status : 'booked',
      }));
    },

    /** The member's lessons, oldest first; `range` bounds them (decision 021, like a member's bookings). */
    async listForMember(memberId: number, range: DatedRange = {}): Promise<LessonRecord[]> {
      const query = selectLessons(db).where('l.member_id', memberId).clearOrder();
      const rows = await readDatedRange<LessonRow>(
        query,
        { date: 'l.lesson_date', start: 'l.start_time', id: 'l.id' },
        range,
      );
      return rows.map(toRecord);
    },

    /** A coach's lessons from `from` to `to` (inclusive), every status. */
    async listForCoach(coachId: number, from: string, to?: string): Promise<LessonRecord[]> {
      const query = selectLessons(db).where('l.coach_id', coachId).andWhere('l.lesson_date', '>=', from);
      if (to !== undefined) void query.andWhere('l.lesson_date', '<=', to);
      return ((await query) as LessonRow[]).map(toRecord);
    },

    /** Booked lessons on a date (the day the lesson reminders job looks at). */
    /** The booked lessons of `date` whose member has not turned lesson reminders off. */
    async listToRemindOn(date: string): Promise<LessonRecord[]> {
      const rows = (await selectLessons(db)
        .where('l.lesson_date', date)
        .andWhere('l.status', 'booked')
        .andWhere('m.lesson_reminders', true)) as LessonRow[];
      return rows.map(toRecord);
    },

    /** Does the coach have booked lessons on or after `date`? (a coach with lessons ahead stays a coach) */
    async hasBookedFrom(coachId: number, date: string): Promise<boolean> {
      const row: unknown = await db('lessons')
        .where({ coach_id: coachId, status: 'booked' })
        .andWhere('lesson_date', '>=', date)
        .first('id');
      return row !== undefined;
    },

    /**
     * Has the member a lesson with the coach that was not cancelled (past or ahead)? What lets a coach read the
     * member's shot data (docs/decisions/221-who-reads-a-members-shots.md).
     */
    async coachTeaches(coachId: number, memberId: number): Promise<boolean> {
      const row: unknown = await db('lessons')
        .where({ coach_id: coachId, member_id: memberId })
        .whereNot('status', 'cancelled')
        .first('id');
      return row !== undefined;
    },

    /** Cancels: status 'cancelled', the complimentary month freed for another lesson, the bay link dropped. */
    async markCancelled(id: number, at: string): Promise<LessonRecord | null> {
      await db('lessons')
        .where({ id })
        .update({ status: 'cancelled', cancelled_at: at, complimentary_month: null, booking_id: null });
      return find(id);
    },

    async recordOutcome(id: number, changes: { status?: LessonStatus; notes?: string | null }) {
      const patch: Record<string, unknown> = {};
      if (changes.status !== undefined) patch.status = changes.status;
      if (changes.notes !== undefined) patch.notes = changes.notes === '' ? null : changes.notes;
      if (Object.keys(patch).length > 0) await db('lessons').where({ id }).update(patch);
      return find(id);
    },

    /** Lesson counts per coach, month, status and complimentary flag, for months from `fromMonth` on. */
    async monthCounts(fromMonth: string): Promise<MonthCountRow[]> {
      const month = db.raw('substr(lesson_date, 1, 7)');
      const result: unknown = await db('lessons')
        .select('coach_id', db.raw('substr(lesson_date, 1, 7) as month'), 'status', 'complimentary')
        .count({ n: '*' })
        .where('lesson_date', '>=', `${fromMonth}-01`)
        .groupBy('coach_id', month, 'status', 'complimentary');
      const rows = result as { coach_id: unknown; month: string; status: string; complimentary: unknown; n: unknown }[];
      return rows.map((r) => ({
        coachId: toNumber(r.coach_id),
        month: r.month,
        status: isStatus(r.status) ? r.status : 'booked',
        complimentary: toBool(r.complimentary),
        count: toNumber(r.n),
      }));
    },
  };
}

export type LessonsRepository = ReturnType<typeof bind> & {
  /** The same repository inside another feature's transaction (the booking lock's). */
  within(unitOfWork: UnitOfWork): ReturnType<typeof bind>;
};

export function createLessonsRepository(db: Knex): LessonsRepository {
  return { ...bind(db), within: (unitOfWork) => bind(transactionOf(unitOfWork)) };
}
