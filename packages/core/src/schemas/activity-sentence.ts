// The activity log in words (docs/decisions/135-every-staff-write-in-the-activity-log.md): one function turns a log entry into the
// sentence the admin screen and the CSV show, "Dana checked in Sam Lee for Family Bay, 6:00 PM - 7:00 PM". People
// are named as everyone else sees them (personName: never an e-mail address), bays by the facility's names, times
// on the facility's 12-hour clock.
import { facilityNow } from '../time';
import { formatDateShort, formatTimeRange } from '../time-format';
import { formatCents } from '../payments/rules';
import type { ActivityAction, ActivityEntry, ActivitySnapshot } from './activity';
import { bayName } from './booking';
import { personName } from './user';

/** What the sentence needs besides the entry: the actor's shown name, other people's names by id, the bays. */
export interface ActivityNames {
  /** The actor as shown (their name, else the part of their username before '@'). */
  actor: string;
  /** A person's shown name by account id (undefined: the account no longer exists). */
  person: (userId: number) => string | undefined;
  bays: readonly { id: number; name: string }[];
}

/** Any e-mail address inside a stored label, shown as the part before '@' (labels written before names were kept). */
const EMAIL = /([^\s@,()]+)@[^\s@,()]+\.[^\s@,()]+/g;
const withoutEmails = (text: string) => text.replace(EMAIL, '$1');

/** The verb phrase of each action; the target follows it. */
const PHRASES = {
  'user.membership': 'switched the membership of',
  'user.admin': 'switched admin access for',
  'user.coach': 'switched coach access for',
  'user.front-desk': 'switched front-desk access for',
  'user.name': 'changed the name of',
  'user.added': 'added the member',
  'user.deleted': 'deleted the account of',
  'keypad.changed': 'changed the',
  'booking.created': 'booked',
  'booking.moved': 'changed the booking of',
  'booking.deleted': 'deleted the booking of',
  'walk-in.created': 'booked the walk-in',
  'booking.checked-in': 'checked in',
  'booking.check-in-undone': 'undid the check-in of',
  'booking.no-show': 'marked the no-show of',
  'booking.no-show-undone': 'took back the no-show mark of',
  'demo-request.read': 'completed the demo request of',
  'demo-request.member-status': 'changed the member status of the demo request of',
  'demo-request.deleted': 'deleted the demo request of',
  'demo-request.booked': 'booked the free demo of',
  'league.created': 'created the league',
  'league.updated': 'updated the league',
  'league.deleted': 'deleted the league',
  'league.participant-added': 'added a participant to',
  'league.participant-removed': 'removed a participant from',
  'league.round-created': 'created a round of',
  'league.round-updated': 'changed a round of',
  'league.round-deleted': 'deleted a round of',
  'league.scores-saved': 'saved the score sheet of',
  'league.pairings-saved': 'saved the pairings of',
  'league.score-created': 'entered a score in',
  'league.score-updated': 'changed a score in',
  'league.score-deleted': 'deleted a score in',
  'league.night-updated': 'changed the handicap and skins settings of',
  'league.handicap-set': 'set a handicap in',
  'league.absence-set': 'marked a player did not play (or unmarked) in',
  'league.side-games-saved': 'entered the side-game distances in',
  'league.flights-set': 'set the flights in',
  'league.sides-set': 'set the sides in',
  'league.participant-withdrawn': 'withdrew a participant from',
  'league.organiser-granted': 'gave organiser rights in',
  'league.organiser-revoked': 'took back organiser rights in',
  'course.created': 'added the course',
  'course.updated': 'changed the course',
  'course.deleted': 'deleted the course',
  'lesson.booked': 'booked a lesson for',
  'lesson.cancelled': 'canceled the lesson of',
  'lesson.outcome': 'recorded the outcome or notes of the lesson of',
  'coach.hours': 'changed the weekly hours of',
  'coach.time-off-added': 'added time off for',
  'coach.time-off-removed': 'removed time off of',
  'coach.lesson-price': 'changed the lesson price of',
  'facility.settings-changed': 'changed the',
  'facility.media-changed': 'changed the',
  'bay-key.issued': 'issued a bay device key:',
  'bay-key.revoked': 'revoked a bay device key:',
  'bay-shots.given': 'gave bay shots:',
  'payment.recorded': 'recorded a payment at the desk:',
  'payment.refunded': 'refunded a payment at the desk:',
  'payment.refunded-online': 'refunded a payment through Stripe:',
  'payment.dues-link-sent': 'sent a dues payment link to',
  'payment.dues-cancellation': 'recorded a dues cancellation for',
  'payment.rental-rates': 'changed the',
  'payment.fee-policy': 'changed the',
  'payment.fee-waived': 'waived the',
  'payment.fee-charged': 'charged the card of',
  'payment.till-closed': 'closed the till for',
  'payment.league-payouts': 'paid out the night of',
} as const satisfies Record<ActivityAction, string>;

const numberOf = (value: ActivitySnapshot[string] | undefined) => (typeof value === 'number' ? value : undefined);
const textOf = (value: ActivitySnapshot[string] | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A person named in a snapshot: the account's shown name, else (a deleted account) the fallback. */
function personIn(names: ActivityNames, userId: number | undefined, fallback: string | undefined): string {
  const named = userId !== undefined ? names.person(userId) : undefined;
  return named ?? (fallback !== undefined ? withoutEmails(fallback) : 'a deleted account');
}

/** 'Family Bay, 6:00 PM - 7:00 PM' (and ' on Tue, Nov 24' when that is not the day the entry was written). */
function whereAndWhen(snap: ActivitySnapshot, dateKey: string, entryDate: string, names: ActivityNames): string {
  const parts: string[] = [];
  const bay = numberOf(snap.simulatorId);
  if (bay !== undefined) parts.push(bayName(bay, names.bays));
  const start = textOf(snap.startTime);
  const end = textOf(snap.endTime);
  if (start && end) parts.push(formatTimeRange(start, end));
  const date = textOf(snap[dateKey]);
  const text = parts.join(', ');
  return date && date !== entryDate ? `${text} on ${formatDateShort(date)}` : text;
}

/** The holder of an occupancy: the member by name, the walk-in guest's name, or the league. */
function holderOf(snap: ActivitySnapshot, entry: ActivityEntry, names: ActivityNames): string {
  const guest = textOf(snap.guestName);
  if (guest) return guest;
  if (snap.kind === 'league') return 'a league night';
  const userId = numberOf(snap.userId);
  if (userId !== undefined) return personIn(names, userId, undefined);
  return withoutEmails(entry.targetLabel);
}

/** 'Dana waived Sam Lee's $25.00 no-show fee for Family Bay, 6:00 PM - 7:00 PM (reason: car broke down)'. */
function feeWaivedSentence(entry: ActivityEntry, snap: ActivitySnapshot, names: ActivityNames, tail: string): string {
  const fee = snap.feeKind === 'late_cancel' ? 'late-cancel fee' : 'no-show fee';
  const amount = numberOf(snap.amountCents);
  const reason = textOf(snap.reason);
  const whose = `${holderOf(snap, entry, names)}'s ${amount !== undefined ? `${formatCents(amount)} ` : ''}${fee}`;
  return `${names.actor} waived ${whose}${tail}${reason ? ` (reason: ${reason})` : ''}`;
}

/** 'Dana Desk charged Sam Lee's card $25.00 for the no-show on Feb 10, 2027, Bay 1, 10:00 AM - 11:00 AM'. */
function feeChargedSentence(entry: ActivityEntry, snap: ActivitySnapshot, names: ActivityNames): string {
  const what = snap.feeKind === 'late_cancel' ? 'late cancellation' : 'no-show';
  const amount = numberOf(snap.amountCents);
  const date = textOf(snap.bookingDate);
  const bay = numberOf(snap.simulatorId);
  const start = textOf(snap.startTime);
  const end = textOf(snap.endTime);
  const on = [
    date ? formatDateShort(date) : undefined,
    bay !== undefined ? bayName(bay, names.bays) : undefined,
    start && end ? formatTimeRange(start, end) : undefined,
  ].filter((part) => part !== undefined);
  const card = `${holderOf(snap, entry, names)}'s card${amount !== undefined ? ` ${formatCents(amount)}` : ''}`;
  return `${names.actor} charged ${card} for the ${what}${on.length > 0 ? ` on ${on.join(', ')}` : ''}`;
}

/** The sentence of one log entry, "Dana checked in Sam Lee for Family Bay, 6:00 PM - 7:00 PM". */
export function activitySentence(entry: ActivityEntry, names: ActivityNames): string {
  const phrase = PHRASES[entry.action];
  const entryDate = facilityNow(new Date(entry.at)).date;
  const snap = entry.after ?? entry.before;

  if (entry.targetType === 'booking' && snap) {
    const moved = entry.action === 'booking.moved' && entry.before && entry.after;
    const place = whereAndWhen(snap, 'bookingDate', entryDate, names);
    const from = moved ? whereAndWhen(entry.before!, 'bookingDate', entryDate, names) : '';
    const tail = moved && from !== place ? `, from ${from} to ${place}` : place ? ` for ${place}` : '';
    if (entry.action === 'payment.fee-waived') return feeWaivedSentence(entry, snap, names, tail);
    if (entry.action === 'payment.fee-charged') return feeChargedSentence(entry, snap, names);
    const overCap = textOf(entry.after?.overCapReason);
    const reason = overCap ? `, past the daily limit: "${overCap}"` : '';
    return `${names.actor} ${phrase} ${holderOf(snap, entry, names)}${tail}${reason}`;
  }
  if (entry.targetType === 'lesson' && snap) {
    const member = personIn(names, numberOf(snap.memberId), undefined);
    const coach = personIn(names, numberOf(snap.coachId), undefined);
    const place = whereAndWhen(snap, 'lessonDate', entryDate, names);
    return `${names.actor} ${phrase} ${member} with ${coach}${place ? `, ${place}` : ''}`;
  }
  if (entry.targetType === 'user') {
    const subject = personIn(names, entry.targetId ?? undefined, personName({ username: entry.targetLabel }));
    if (entry.action === 'user.name' && entry.before && entry.after) {
      const was = textOf(entry.before.name);
      const now = textOf(entry.after.name);
      if (was !== undefined || now !== undefined)
        return `${names.actor} ${phrase} ${was ?? subject} to ${now ?? 'the part of their e-mail before @'}`;
    }
    return `${names.actor} ${phrase} ${subject}`;
  }
  const target = withoutEmails(entry.targetLabel);
  const lowered = /^(Facility|Entrance|Guest|No-show) /.test(target)
    ? target[0]!.toLowerCase() + target.slice(1)
    : target;
  return `${names.actor} ${phrase} ${lowered}`;
}
