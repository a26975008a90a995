// @module-tag heavy
// The desk's live board across server processes on one Postgres database (docs/decisions/174-live-board-events.md):
// two real OS processes (src/main.ts, as behind the proxy), a desk listening on one and a member booking on the
// other; and the listening connection killed by Postgres, after which the desk is told to resync and keeps
// hearing changes. SQLite serves one process per database file (decision 012): its relay is in-process and is
// covered by desk.integration.test.ts. And a desk's stream ended on another process within a second of a sign-out,
// a role removed or an account deleted (docs/decisions/174-live-board-events.md).
import { expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { openEventStream } from '../support/event-stream';
import { createTestClient, type TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';

// Real processes run on the real clock: the desk here is an admin's (not limited to staffed hours), and the
// bookings are a week ahead.
const DAY = addDaysToDateString(facilityToday(new Date()), 7);

describeEachDatabase(
  'desk live board across processes',
  (ctx) => {
    it.runIf(ctx.dialect === 'postgres')(
      'a booking made through one process reaches a desk listening on another',
      async () => {
        const env = { LIVE_HEARTBEAT_SECONDS: '0.2' };
        const [first, second] = await Promise.all([ctx.startProcess(env), ctx.startProcess(env)]);
        const admin = await ctx.createAdmin();
        const member = await ctx.createMember();
        const desk = createTestClient(first.baseUrl);
        expect((await desk.post('/api/login', { username: admin.username, password: admin.password })).status).toBe(
          200,
        );
        const stream = await openEventStream(`${first.baseUrl}/api/desk/events`, desk.cookies());
        expect(stream.status).toBe(200);
        await stream.waitFor((e) => e.event === 'ready');

        const own = createTestClient(second.baseUrl);
        await own.post('/api/login', { username: member.username, password: member.password });
        const booked = await own.post('/api/bookings', bookingRequest(DAY, '09:00', '10:00'));
        expect(booked.status).toBe(201);
        const change = await stream.waitFor((e) => e.event === 'change', 10_000, 'the change from the other process');
        expect(JSON.parse(change.data)).toEqual({ dates: [DAY] });
        // Heartbeats keep flowing through the proxy-facing stream.
        await stream.waitForComments(1);
        // SIGTERM with the desk still listening: the stream ends (the desk reconnects elsewhere) and the process
        // drains cleanly instead of waiting for the open stream until its deadline.
        expect(await first.stop()).toBe(0);
        await stream.ended;
        expect(stream.events.at(-1)?.event).toBe('closed');
        expect(await second.stop()).toBe(0);
      },
    );

    it.runIf(ctx.dialect === 'postgres')(
      'a sign-out, a role removed or an account deleted through one process ends a stream on another within a second',
      async () => {
        // A heartbeat far beyond the bound: only the relayed notice can end the stream in time. Admins' desks, as
        // the real clock may be outside staffed hours; one admin does the revoking, account #1 never deleted.
        const env = { LIVE_HEARTBEAT_SECONDS: '60' };
        const [first, second] = await Promise.all([ctx.startProcess(env), ctx.startProcess(env)]);
        const boss = await ctx.createAdmin();
        const admin = createTestClient(second.baseUrl);
        expect((await admin.post('/api/login', { username: boss.username, password: boss.password })).status).toBe(200);
        const revocations = [
          { reason: 'signed-out', revoke: (desk: TestClient) => desk.withBaseUrl(second.baseUrl).post('/api/logout') },
          {
            reason: 'role-removed',
            revoke: (_desk: TestClient, id: number) => admin.patch(`/api/admin/users/${id}/admin`, { isAdmin: false }),
          },
          {
            reason: 'account-deleted',
            revoke: (_desk: TestClient, id: number) => admin.delete(`/api/admin/users/${id}`),
          },
        ];
        for (const { reason, revoke } of revocations) {
          const user = await ctx.createAdmin();
          const desk = createTestClient(first.baseUrl);
          expect((await desk.post('/api/login', { username: user.username, password: user.password })).status).toBe(
            200,
          );
          const stream = await openEventStream(`${first.baseUrl}/api/desk/events`, desk.cookies());
          await stream.waitFor((e) => e.event === 'ready');
          expect((await revoke(desk, user.id)).status).toBeLessThan(300);
          const closed = await stream.waitFor((e) => e.event === 'closed', 1_000, `the closed event (${reason})`);
          expect(JSON.parse(closed.data)).toMatchObject({ reason });
          await stream.ended;
        }
        expect(await first.stop()).toBe(0);
        expect(await second.stop()).toBe(0);
      },
    );

    it.runIf(ctx.dialect === 'postgres')(
      'after Postgres drops the listening connection, the desk is told to resync and hears later changes',
      async () => {
        const instance = await ctx.startInstance({ env: { LIVE_HEARTBEAT_SECONDS: '0.2' } });
        const admin = await ctx.createAdmin();
        const desk = instance.client();
        await desk.post('/api/login', { username: admin.username, password: admin.password });
        const stream = await openEventStream(`${instance.baseUrl}/api/desk/events`, desk.cookies());
        await stream.waitFor((e) => e.event === 'ready');

        // The board relay's connections wait in LISTEN longwood_board on this database (one per app instance, opened
        // at start: the kept day copies listen too, decision 184); every one of them is dropped.
        await expect
          .poll(async () => {
            const res = await ctx.db.raw(
              "SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN longwood_board'",
            );
            return (res.rows as unknown[]).length;
          })
          .toBeGreaterThanOrEqual(1);
        await stream.waitFor((e) => e.event === 'resync', 15_000, 'the resync after reconnecting');

        const member = await ctx.createMember();
        const own = ctx.client();
        await own.post('/api/login', { username: member.username, password: member.password });
        await own.post('/api/bookings', bookingRequest(DAY, '11:00', '12:00', 2));
        await stream.waitFor(
          (e) => e.event === 'change' && e.data.includes(DAY),
          10_000,
          'a change after reconnecting',
        );
        stream.close();
        await instance.close();
      },
    );
  },
  { env: { LIVE_HEARTBEAT_SECONDS: '0.2' } },
);
