// @module-tag heavy
// The bay agent against the real server in its own OS process (docs/decisions/240-bay-agent-and-device-keys.md):
// a stand-in launch monitor sends real-shaped Open Connect messages through the agent to a stand-in GSPro (both from
// @longwood/bay-agent/testing, which names where each message's layout was seen); the shots reach the server; while
// the server is down they wait in the spool, survive a restart of the agent, and arrive when the server is back,
// none lost and none stored twice; a session file in the watched folder is sent once, when it stops changing.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { startAgent, type Agent } from '@longwood/bay-agent';
import {
  connectLaunchMonitor,
  driverShot,
  heartbeat,
  sevenIronShot,
  startStandInGspro,
  type StandInGspro,
} from '@longwood/bay-agent/testing';
import { garminCsvOf, syntheticShots } from '@longwood/core';
import { describeEachDatabase, type ServerProcess } from '../support/databases';

// Generous: a server process started again takes its time on a busy 2-core CI (20 s was not enough at load 8-12).
const until = (check: () => Promise<boolean> | boolean, timeout = 60_000) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 50 });

describeEachDatabase('bay agent and server', (ctx) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('sends every shot once through a server outage and a restart of the agent with a full spool', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const { key } = (await admin.post('/api/admin/bays/1/device-keys', {})).body as { key: string };
    const spool = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-spool-'));
    cleanups.push(() => rmSync(spool, { recursive: true, force: true }));
    let server: ServerProcess | null = await ctx.startProcess();
    const port = new URL(server.baseUrl).port;
    cleanups.push(async () => void (await server?.stop()));
    const gspro: StandInGspro = await startStandInGspro('DR');
    cleanups.push(() => gspro.close());

    const lines: string[] = [];
    const start = () =>
      startAgent(
        {
          server: server?.baseUrl ?? `http://127.0.0.1:${port}`,
          key,
          listen: { host: '127.0.0.1', port: 0 },
          gspro: { host: '127.0.0.1', port: gspro.port },
          watch: null,
          spool,
        },
        (line) => lines.push(line),
        { retryDelaysMs: [100, 200, 400], idleMs: 100 },
      );
    let agent: Agent | null = await start();
    cleanups.push(async () => void (await agent?.stop()));
    const stored = async () => {
      return (await ctx.db('bay_shots').select('shot_id', 'club_label')) as Array<{
        shot_id: string;
        club_label: string;
      }>;
    };

    let monitor = await connectLaunchMonitor(agent.relay.address().port);
    await monitor.send([heartbeat(), driverShot(1), heartbeat(), sevenIronShot(2), driverShot(3)]);
    await until(async () => (await stored()).length === 3);
    expect((await stored()).map((r) => r.club_label)).toEqual(['DR', 'DR', 'DR']);

    // The server goes down: GSPro goes on answering, the shots wait on disk.
    await server.stop();
    server = null;
    await monitor.send([driverShot(4), sevenIronShot(5), heartbeat(), driverShot(6)]);
    // The sender learns the server is gone on its next try, which may come after the three are spooled.
    await until(async () => /GSPro: connected \| server: unreachable \| shots waiting: 3/.test(await agent!.status()));

    // The agent restarts with those three in its spool, and two more shots come while the server is still down.
    monitor.close();
    await agent.stop();
    agent = await start();
    monitor = await connectLaunchMonitor(agent.relay.address().port);
    await monitor.send([sevenIronShot(7), driverShot(8)]);
    await until(async () => (await agent!.status()).includes('shots waiting: 5'));
    expect((await stored()).length).toBe(3);

    // The server is back (a new process on the same address): everything arrives, once.
    server = await ctx.startProcess({ PORT: port });
    await until(async () => (await stored()).length === 8);
    await until(async () => (await agent!.status()).includes('shots waiting: 0'));
    const ids = (await stored()).map((r) => r.shot_id);
    expect(new Set(ids).size).toBe(8);
    // What GSPro received is exactly what the launch monitor sent.
    expect(gspro.received().length).toBeGreaterThan(0);
    monitor.close();
  }, 180_000);

  it('sends a session file of the watched folder once, when it has stopped changing, and not again after a restart', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const { key } = (await admin.post('/api/admin/bays/1/device-keys', {})).body as { key: string };
    const spool = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-spool-'));
    const watch = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-watch-'));
    cleanups.push(() => rmSync(spool, { recursive: true, force: true }));
    cleanups.push(() => rmSync(watch, { recursive: true, force: true }));
    // The test looks at the folder itself (the watcher's timer is far off): each look is one the agent makes.
    const start = (log: (line: string) => void = () => undefined) =>
      startAgent(
        {
          server: ctx.baseUrl,
          key,
          listen: { host: '127.0.0.1', port: 0 },
          gspro: { host: '127.0.0.1', port: 1 },
          watch,
          spool,
        },
        log,
        { retryDelaysMs: [100], idleMs: 100, watchEveryMs: 600_000 },
      );
    let agent: Agent | null = await start();
    cleanups.push(async () => void (await agent?.stop()));
    const fileShots = async () =>
      Number(
        ((await ctx.db('bay_shots').where('shot_id', 'like', 'file-%').count({ n: '*' }).first()) as { n: unknown }).n,
      );
    // The simulator writes the export in two goes; only the finished file is sent.
    // Dated in the past: the server takes no bay file dated later than now (decision 435).
    const csv = garminCsvOf(syntheticShots(5, 9), { date: '2026-03-08', time: '15:00' });
    const cut = csv.indexOf('\n', Math.floor(csv.length / 2)) + 1;
    writeFileSync(path.join(watch, 'range.csv'), csv.slice(0, cut));
    writeFileSync(path.join(watch, 'notes.txt'), 'not a session');
    await agent.watcher!.look(); // the half-written file, seen once
    appendFileSync(path.join(watch, 'range.csv'), csv.slice(cut));
    await agent.watcher!.look(); // changed since: not finished yet
    await agent.watcher!.look(); // the same on two looks in a row: finished, queued
    await until(async () => (await fileShots()) === 9);
    await until(async () => (await agent!.status()).includes('shots waiting: 0'));
    await agent.stop();
    const logged: string[] = [];
    agent = await start((line) => logged.push(line));
    // Two looks after the restart: a file it had forgotten sending would be queued again by the second.
    await agent.watcher!.look();
    await agent.watcher!.look();
    expect(logged.filter((line) => line.includes('queued for the server'))).toEqual([]);
    expect(await fileShots()).toBe(9);
  }, 180_000);
});
