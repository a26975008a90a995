// The activity log in words (docs/decisions/135-every-staff-write-in-the-activity-log.md): each kind of action reads as a sentence
// naming the actor and the people by name (never an e-mail address), the bays by the facility's names and the times
// on the 12-hour clock.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry, type ActivitySnapshot } from './activity';
import { activitySentence, type ActivityNames } from './activity-sentence';

const people = new Map([
  [7, 'Sam Lee'],
  [8, 'Coach Kim'],
  [9, 'pat'],
]);
const names: ActivityNames = {
  actor: 'Dana',
  person: (id) => people.get(id),
  bays: [
    { id: 1, name: 'Family Bay' },
    { id: 2, name: 'Pro Bay' },
  ],
};

function entry(
  action: ActivityAction,
  targetType: ActivityEntry['targetType'],
  targetLabel: string,
  before: ActivitySnapshot | null,
  after: ActivitySnapshot | null,
  targetId: number | null = 40,
): ActivityEntry {
  // 2026-11-24 18:05 in Longwood (EST).
  return {
    id: 1,
    at: '2026-11-24T23:05:00.000Z',
    actorId: 1,
    actorName: 'dana@example.com',
    action,
    targetType,
    targetId,
    targetLabel,
    before,
    after,
  };
}

const booking = {
  kind: 'member',
  userId: 7,
  guestName: null,
  leagueId: null,
  simulatorId: 1,
  bookingDate: '2026-11-24',
  startTime: '18:00',
  endTime: '19:00',
};

describe('the activity log in words', () => {
  it('booking: a check-in names the member, the bay by its facility name and the 12-hour times', () => {
    const e = entry(
      'booking.checked-in',
      'booking',
      'Booking #40, Bay 1, Tue, Nov 24, 6:00 PM - 7:00 PM',
      { ...booking, arrivedAt: null },
      { ...booking, arrivedAt: '2026-11-24T23:05:00.000Z' },
    );
    expect(activitySentence(e, names)).toBe('Dana checked in Sam Lee for Family Bay, 6:00 PM - 7:00 PM');
  });

  it('booking: another day is named; a move says from where to where; a deleted account is said so', () => {
    const later = { ...booking, bookingDate: '2026-11-27' };
    expect(activitySentence(entry('booking.created', 'booking', 'x', null, later), names)).toBe(
      'Dana booked Sam Lee for Family Bay, 6:00 PM - 7:00 PM on Nov 27, 2026',
    );
    const moved = { ...booking, simulatorId: 2, startTime: '19:00', endTime: '20:00' };
    expect(activitySentence(entry('booking.moved', 'booking', 'x', booking, moved), names)).toBe(
      'Dana changed the booking of Sam Lee, from Family Bay, 6:00 PM - 7:00 PM to Pro Bay, 7:00 PM - 8:00 PM',
    );
    const gone = { ...booking, userId: 99 };
    expect(activitySentence(entry('booking.deleted', 'booking', 'x', gone, null), names)).toBe(
      'Dana deleted the booking of a deleted account for Family Bay, 6:00 PM - 7:00 PM',
    );
  });

  it('walk-in and demo: the guest by the name they gave; a bay without a settings name is "Bay N"', () => {
    const walkIn = { ...booking, kind: 'walk_in', userId: null, guestName: 'Joe Guest', simulatorId: 5 };
    expect(activitySentence(entry('walk-in.created', 'booking', 'x', null, walkIn), names)).toBe(
      'Dana booked the walk-in Joe Guest for Bay 5, 6:00 PM - 7:00 PM',
    );
    expect(activitySentence(entry('demo-request.booked', 'booking', 'x', null, walkIn), names)).toBe(
      'Dana booked the free demo of Joe Guest for Bay 5, 6:00 PM - 7:00 PM',
    );
  });

  it('user: the account by its name, else the part of its e-mail before @', () => {
    expect(
      activitySentence(
        entry('user.membership', 'user', 'sam@example.com', { isMember: false }, { isMember: true }, 7),
        names,
      ),
    ).toBe('Dana switched the membership of Sam Lee');
    expect(
      activitySentence(
        entry('user.deleted', 'user', 'gone@example.com', { username: 'gone@example.com' }, null, 55),
        names,
      ),
    ).toBe('Dana deleted the account of gone');
    expect(
      activitySentence(entry('user.name', 'user', 'sam@example.com', { name: 'Sam' }, { name: 'Sam Lee' }, 7), names),
    ).toBe('Dana changed the name of Sam to Sam Lee');
  });

  it('lesson: the member and the coach by name, the bay and the times', () => {
    const lesson = {
      coachId: 8,
      memberId: 9,
      lessonDate: '2026-11-24',
      startTime: '09:30',
      endTime: '10:30',
      simulatorId: 2,
      status: 'booked',
      complimentary: false,
    };
    expect(activitySentence(entry('lesson.booked', 'lesson', 'x', null, lesson), names)).toBe(
      'Dana booked a lesson for pat with Coach Kim, Pro Bay, 9:30 AM - 10:30 AM',
    );
  });

  it('keypad, facility, league, course, coach, bay key, bay shots, payment: the target, no e-mail address', () => {
    expect(activitySentence(entry('keypad.changed', 'keypad', 'Entrance keypad code', null, null), names)).toBe(
      'Dana changed the entrance keypad code',
    );
    expect(
      activitySentence(entry('facility.settings-changed', 'facility', 'Facility settings', null, null), names),
    ).toBe('Dana changed the facility settings');
    expect(activitySentence(entry('league.created', 'league', 'Thursday Strokes', null, null), names)).toBe(
      'Dana created the league Thursday Strokes',
    );
    expect(activitySentence(entry('course.deleted', 'course', 'Pebble Beach', null, null), names)).toBe(
      'Dana deleted the course Pebble Beach',
    );
    expect(activitySentence(entry('coach.hours', 'user', 'kim@example.com', null, null, 8), names)).toBe(
      'Dana changed the weekly hours of Coach Kim',
    );
    expect(
      activitySentence(
        entry('bay-shots.given', 'bay', '3 shots on Pro Bay, 2026-11-24, to pat@example.com', null, null),
        names,
      ),
    ).toBe('Dana gave bay shots: 3 shots on Pro Bay, 2026-11-24, to pat');
    expect(activitySentence(entry('payment.dues-link-sent', 'user', 'pat@example.com', null, null, 9), names)).toBe(
      'Dana sent a dues payment link to pat',
    );
    expect(
      activitySentence(
        entry('payment.till-closed', 'facility', 'Wednesday, April 14, 2027 ($2.50 short)', null, null),
        names,
      ),
    ).toBe('Dana closed the till for Wednesday, April 14, 2027 ($2.50 short)');
    expect(activitySentence(entry('payment.rental-rates', 'payment', 'Guest rental rates', null, null), names)).toBe(
      'Dana changed the guest rental rates',
    );
    expect(
      activitySentence(entry('payment.fee-policy', 'facility', 'No-show and late-cancel fees', null, null), names),
    ).toBe('Dana changed the no-show and late-cancel fees');
    const waived = {
      userId: 7,
      simulatorId: 2,
      bookingDate: '2026-11-24',
      startTime: '10:00:00',
      endTime: '11:00:00',
      feeKind: 'no_show',
      amountCents: 2500,
      reason: 'Car broke down',
    };
    expect(activitySentence(entry('payment.fee-waived', 'booking', 'No-show fee', null, waived), names)).toBe(
      "Dana waived Sam Lee's $25.00 no-show fee for Pro Bay, 10:00 AM - 11:00 AM (reason: Car broke down)",
    );
    const charged = { ...waived, reason: null, feeKind: 'late_cancel', amountCents: 1500 };
    expect(activitySentence(entry('payment.fee-charged', 'booking', 'Late-cancel fee', null, charged), names)).toBe(
      "Dana charged Sam Lee's card $15.00 for the late cancellation on Nov 24, 2026, Pro Bay, 10:00 AM - 11:00 AM",
    );
  });

  it('every action reads as a sentence that starts with the actor and shows no e-mail address', () => {
    for (const action of ACTIVITY_ACTIONS) {
      const text = activitySentence(entry(action, 'user', 'someone@example.com', null, null, null), names);
      expect(text.startsWith('Dana ')).toBe(true);
      expect(text).not.toMatch(/@/);
    }
  });
});
