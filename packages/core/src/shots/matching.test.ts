import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import { bayShotsBodySchema } from './bay';
import { bayUseAt, fileSlotAt, runningSlotAt, type BayUse } from './matching';

const DAY = '2027-03-08';
const use = (id: number, kind: BayUse['kind'], startTime: string, endTime: string, simulatorId = 1): BayUse => ({
  id,
  kind,
  userId: kind === 'walk_in' || kind === 'league' ? null : 100 + id,
  simulatorId,
  bookingDate: DAY,
  startTime,
  endTime,
});
const hit = (time: string, seconds = 0) => new Date(facilityInstant(DAY, time).getTime() + seconds * 1000);

describe('bayUseAt: whose shot is it', () => {
  const uses = [
    use(1, 'member', '10:00:00', '11:00:00'),
    use(2, 'lesson', '11:00:00', '12:00:00'),
    use(3, 'walk_in', '13:00:00', '14:00:00'),
    use(4, 'member', '10:00:00', '11:00:00', 2),
    use(5, 'league', '18:00:00', '20:00:00'),
  ];
  it.each([
    ['09:49', 59, null],
    ['09:50', 0, 1],
    ['10:59', 59, 1],
    ['11:00', 0, 2], // the lesson has begun: it wins over the booking's grace
    ['12:10', 0, 2],
    ['12:10', 1, null],
    ['12:55', 0, 3],
    ['19:00', 0, null], // a league's night is nobody's single session
  ] as const)('a shot at %s:%s belongs to use %s (facility time, whatever the machine’s zone)', (time, s, id) => {
    expect(bayUseAt(hit(time, s), 1, uses)?.id ?? null).toBe(id);
  });

  it('never gives a shot to a use of another bay', () => {
    expect(bayUseAt(hit('10:30'), 2, uses)?.id).toBe(4);
    expect(bayUseAt(hit('11:30'), 2, uses)).toBeNull();
  });

  it('between two graces, the nearer edge wins', () => {
    const gap = [use(1, 'member', '10:00:00', '11:00:00'), use(2, 'staff', '11:15:00', '12:00:00')];
    expect(bayUseAt(hit('11:07'), 1, gap)?.id).toBe(1);
    expect(bayUseAt(hit('11:08'), 1, gap)?.id).toBe(2);
  });
});

describe('a member’s session file and their running booking: the same rule, the file’s grace wider', () => {
  const slot = (bookingId: number, startTime: string, endTime: string) => ({
    bookingId,
    date: DAY,
    startTime,
    endTime,
  });
  const slots = [slot(1, '10:00:00', '11:00:00'), slot(2, '11:00:00', '12:00:00'), slot(3, '13:00:00', '14:00:00')];
  it.each([
    ['09:44', 59, null],
    ['09:45', 0, 1], // fifteen minutes before: a file's grace, not a bay shot's
    ['10:55', 0, 1], // running: it wins over the next booking's nearer start
    ['11:00', 0, 2],
    ['12:14', 0, 2],
    ['12:15', 1, null],
    ['12:46', 0, 3],
  ] as const)('a file started at %s:%s belongs to slot %s', (time, s, id) => {
    expect(fileSlotAt(hit(time, s), slots)?.bookingId ?? null).toBe(id);
  });

  it.each([
    ['09:49', 59, null],
    ['09:50', 0, 1],
    ['10:55', 0, 1],
    ['12:10', 0, 2],
    ['12:10', 1, null],
  ] as const)('at %s:%s the running booking is slot %s, as its bay’s shots are matched', (time, s, id) => {
    expect(runningSlotAt(hit(time, s), slots)?.bookingId ?? null).toBe(id);
  });
});

describe('the bay agent’s batch', () => {
  const good = { shotId: 'a-1', hitAt: '2027-03-08T15:00:00.000Z', club: 'DR', ballSpeedMps: 70 };
  it('takes 500 shots and refuses 501, and names the field of a bad shot', () => {
    expect(bayShotsBodySchema.safeParse({ shots: Array(500).fill(good) }).success).toBe(true);
    expect(bayShotsBodySchema.safeParse({ shots: Array(501).fill(good) }).success).toBe(false);
    const bad = bayShotsBodySchema.safeParse({ shots: [good, { ...good, carryM: 'far' }] });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['shots.1.carryM']);
    const unknown = bayShotsBodySchema.safeParse({ shots: [{ ...good, smash: 1.4 }] });
    expect(unknown.success).toBe(false);
  });
});
