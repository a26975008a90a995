// The day's rows of the ledger as the desk's day list shows them: each with what it pays for in words (core's
// paidForText over the booking's or lesson's facts, read through their owners) and its recorder by their shown name.
import {
  bayName,
  PAYMENT_PURPOSE_LABELS,
  paidForText,
  personName,
  type DayPayments,
  type LedgerEntry,
  type Occupancy,
  type PaidForFacts,
} from '@longwood/core';
import type { DisputesRepository } from './disputes-repository';
import type { PaymentsRepository } from './repository';

/** What the day's rows name, read through their owners (composition.ts). */
export interface PaymentNames {
  namesByIds: (ids: readonly number[]) => Promise<Map<number, string>>;
  booking: (id: number) => Promise<Occupancy | null>;
  lesson: (id: number) => Promise<{
    memberName: string;
    coachName: string;
    simulatorId: number;
    lessonDate: string;
    startTime: string;
    endTime: string;
  } | null>;
  bays: () => Promise<readonly { id: number; name: string }[]>;
}

/**
 * The day's rows, newest first (rows recorded before names were stored hold the recorder's username: their account's
 * name now, else the part before '@').
 */
export async function dayPayments(
  repo: Pick<PaymentsRepository, 'entriesOn'>,
  disputes: Pick<DisputesRepository, 'outcomesOf'>,
  names: PaymentNames,
  date: string,
): Promise<DayPayments> {
  const entries = await repo.entriesOn(date);
  const outcomes = await disputes.outcomesOf(entries.filter((e) => e.kind === 'payment').map((e) => e.id));
  const described = await describeEntries(entries, names);
  return { date, entries: described.map((entry) => ({ ...entry, dispute: outcomes.get(entry.id) ?? null })) };
}

/** Rows of the ledger with what each pays for in words and its recorder by their shown name. */
export async function describeEntries<E extends LedgerEntry>(
  entries: readonly E[],
  names: PaymentNames,
): Promise<Array<E & { paidFor: string | null }>> {
  const distinct = (ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))];
  const [bookings, lessons, bays] = await Promise.all([
    Promise.all(distinct(entries.map((e) => e.bookingId)).map(async (id) => [id, await names.booking(id)] as const)),
    Promise.all(distinct(entries.map((e) => e.lessonId)).map(async (id) => [id, await names.lesson(id)] as const)),
    names.bays(),
  ]);
  const bookingOf = new Map(bookings);
  const lessonOf = new Map(lessons);
  const people = await names.namesByIds(
    distinct([
      ...entries.flatMap((e) => [e.userId, e.recordedBy]),
      ...bookings.map(([, booking]) => booking?.userId ?? null),
    ]),
  );
  return entries.map((entry) => {
    const facts: PaidForFacts = {};
    const person = entry.userId === null ? undefined : people.get(entry.userId);
    if (person !== undefined) facts.person = person;
    const booking = entry.bookingId === null ? null : bookingOf.get(entry.bookingId);
    if (booking) {
      const holder = booking.guestName ?? (booking.userId === null ? undefined : people.get(booking.userId)) ?? person;
      facts.booking = {
        holder: holder ?? 'A deleted account',
        bay: bayName(booking.simulatorId, bays),
        date: booking.bookingDate,
        startTime: booking.startTime,
        endTime: booking.endTime,
      };
    }
    const lesson = entry.lessonId === null ? null : lessonOf.get(entry.lessonId);
    if (lesson) {
      facts.lesson = {
        holder: lesson.memberName || 'A deleted account',
        coach: lesson.coachName,
        bay: bayName(lesson.simulatorId, bays),
        date: lesson.lessonDate,
        startTime: lesson.startTime,
        endTime: lesson.endTime,
      };
    }
    const recorder = entry.recordedBy === null ? undefined : people.get(entry.recordedBy);
    const recordedByName =
      recorder ?? (entry.recordedByName === null ? null : personName({ username: entry.recordedByName }));
    return { ...entry, recordedByName, paidFor: paidForText(facts, entry.facilityDate) };
  });
}

/** A payment in words for the admins' e-mails (disputes, failed refunds): what it paid for, else its purpose. */
export async function paidForOf(payment: LedgerEntry | undefined, names: PaymentNames): Promise<string> {
  if (!payment) return 'an online payment not yet recorded';
  const [described] = await describeEntries([payment], names);
  return described?.paidFor ?? PAYMENT_PURPOSE_LABELS[payment.purpose].toLowerCase();
}
