// Three kinds of occupancy racing for the last free bay (docs/decisions/020-booking-locking.md,
// 080-one-occupancy-model.md): a member booking over HTTP, a league reservation and a walk-in through the
// reservation port of an app's composition root. The other bay is already taken, so exactly one may win. Each
// round spreads the three over two app instances (own Knex pools) on the same database and rotates who goes
// where; every loser gets a 409 and the database never holds two rows on one bay at once.
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES, addDaysToDateString, facilityInstant, minutesToTime } from '@longwood/core';
import type { App } from '../../src/app';
import { describeEachDatabase, type AppInstance } from '../support/databases';
import { insertLeagueRow } from '../support/rows';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const DAY = addDaysToDateString(TODAY, 2);
const ROUNDS = 8;

type Outcome = { kind: string; status: number; message?: string };

describeEachDatabase(
  'occupancy race: member vs league vs walk-in',
  (ctx) => {
    let other: AppInstance;
    let leagueId: number;

    beforeAll(async () => {
      other = await ctx.startInstance({ now: () => NOW });
      // A league whose schedule exists: it holds bays only through its reservations.
      leagueId = await insertLeagueRow(ctx.db, {
        name: 'Race League',
        start_date: TODAY,
        end_date: addDaysToDateString(TODAY, 30),
        day_of_week: 'Monday',
        max_participants: 4,
        created_at: NOW.toISOString(),
        schedule_created_at: NOW.toISOString(),
      });
    });

    it(`exactly one of the three wins the last bay, ${ROUNDS} rounds over two app instances`, async () => {
      const apps: App[] = [ctx.app, other.app];
      const baseUrls = [ctx.baseUrl, other.baseUrl];
      const winners: string[] = [];

      for (let round = 0; round < ROUNDS; round += 1) {
        const start = minutesToTime(8 * 60 + round * 90);
        const end = minutesToTime(8 * 60 + round * 90 + 60);
        const when = { bookingDate: DAY, startTime: start, endTime: end };
        // Bay 1 is taken already (by a walk-in that is not part of the race).
        await ctx.app.services.bookings.reservations.inLock([DAY], (tx) =>
          tx.reserve({ kind: 'walk_in', guestName: 'Early Bird', guestPhone: '4075550001', simulatorId: 1, ...when }),
        );
        const member = await ctx.signInAs({ isMember: true });
        const [memberApp, leagueApp, walkInApp] = [round % 2, (round + 1) % 2, round % 2];

        const settle = async (kind: string, work: () => Promise<{ status: number; message?: string }>) => {
          try {
            return { kind, ...(await work()) };
          } catch (error) {
            const { status, message } = error as { status?: number; message?: string };
            return { kind, status: status ?? 500, ...(message ? { message } : {}) };
          }
        };
        const contenders: Promise<Outcome>[] = [
          settle('member', async () => {
            const res = await member.client.withBaseUrl(baseUrls[memberApp]!).post('/api/bookings', {
              simulatorId: 1,
              ...when,
            });
            return { status: res.status, message: res.body?.message };
          }),
          settle('league', async () => {
            await apps[leagueApp]!.services.bookings.reservations.inLock([DAY], (tx) =>
              tx.reserve({ kind: 'league', leagueId, ...when }),
            );
            return { status: 201 };
          }),
          settle('walk_in', async () => {
            await apps[walkInApp]!.services.bookings.reservations.inLock([DAY], (tx) =>
              tx.reserve({ kind: 'walk_in', guestName: 'Racer', guestPhone: '4075550002', ...when }),
            );
            return { status: 201 };
          }),
        ];
        const outcomes = await Promise.all(contenders);

        const won = outcomes.filter((o) => o.status === 201);
        expect(won, JSON.stringify(outcomes)).toHaveLength(1);
        for (const lost of outcomes.filter((o) => o.status !== 201)) {
          expect(lost).toMatchObject({ status: 409, message: BOOKING_MESSAGES.fullyBooked });
        }
        winners.push(won[0]!.kind);

        const rows = (await ctx
          .db('bookings')
          .where({ booking_date: DAY, start_time: start })
          .orderBy('simulator_id')) as { simulator_id: number; kind: string }[];
        expect(rows.map((r) => [Number(r.simulator_id), r.kind])).toEqual([
          [1, 'walk_in'],
          [2, won[0]!.kind],
        ]);
      }

      // Across rounds nothing overlapped on a bay (touching rows are fine).
      const all = (await ctx.db('bookings').where({ booking_date: DAY })) as {
        simulator_id: number;
        start_time: string;
        end_time: string;
      }[];
      const sameBayOverlaps = all.filter((a, i) =>
        all.some(
          (b, j) =>
            j > i &&
            Number(a.simulator_id) === Number(b.simulator_id) &&
            a.start_time < b.end_time &&
            b.start_time < a.end_time,
        ),
      );
      expect(sameBayOverlaps).toEqual([]);
      expect(winners).toHaveLength(ROUNDS);
    });
  },
  { now: () => NOW },
);
