// The agent as its own process, killed with SIGKILL in the middle of a burst of shots and started again (the
// Windows service restarts it): every shot GSPro played reaches the server, none twice. The shots are the MLM2PRO
// connector's Python-spaced messages (springbok/MLM2PRO-GSPro-Connector, src/gspro_connect.py); GSPro answers them
// as the stand-in does, some at once and some joined with the next (samiur/gc2-connect-unity, GSProResponse.cs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';
import { freePort } from '@longwood/test-support/free-port';
import { startNodeProcess, type NodeProcess } from '@longwood/test-support/node-process';
import { createJsonScanner } from './json-scanner';
import { connectLaunchMonitor, mlm2proShotText, startStandInGspro } from './testing/open-connect';
import { startStandInServer } from './testing/stand-in-server';

const AGENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEY = 'lwb_crash-test-key';
const SHOTS = 300;
const until = (check: () => boolean, timeout = 60_000) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 20 });

/** The shot numbers in what GSPro received (a message cut off by the kill is no shot it played). */
const played = (bytes: Buffer) =>
  createJsonScanner()
    .push(bytes)
    .map((message) => (message as { ShotNumber: number }).ShotNumber);

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

it('loses no shot GSPro played and stores none twice when killed with SIGKILL mid-burst and restarted', async () => {
  const spool = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-crash-'));
  cleanups.push(() => rmSync(spool, { recursive: true, force: true }));
  const server = await startStandInServer(KEY);
  cleanups.push(() => server.close());
  const gspro = await startStandInGspro('I7');
  cleanups.push(() => gspro.close());
  const port = await freePort();
  const start = async () => {
    const agent = await startNodeProcess({
      cwd: AGENT_DIR,
      script: 'src/main.ts',
      nodeArgs: ['--import', 'tsx'],
      env: {
        BAY_AGENT_SERVER: server.url,
        BAY_AGENT_KEY: KEY,
        BAY_AGENT_LISTEN: `127.0.0.1:${port}`,
        BAY_AGENT_GSPRO: `127.0.0.1:${gspro.port}`,
        BAY_AGENT_SPOOL: spool,
      },
      // The stand-in server answers at once; the agent is ready when the connector can connect.
      readyUrl: `${server.url}/ready`,
      label: 'The bay agent',
    });
    cleanups.push(() => agent.stop({ killAfterMs: 5_000 }));
    let monitor: Awaited<ReturnType<typeof connectLaunchMonitor>> | null = null;
    await vi.waitFor(
      async () => {
        monitor = await connectLaunchMonitor(port);
      },
      { timeout: 60_000, interval: 50 },
    );
    return { agent, monitor: monitor! };
  };

  let { agent, monitor }: { agent: NodeProcess; monitor: Awaited<ReturnType<typeof connectLaunchMonitor>> } =
    await start();
  const shots = Array.from({ length: SHOTS }, (_, i) => mlm2proShotText(i + 1, 90 + (i % 40)));
  const burst = monitor.send(shots);
  await until(() => played(gspro.received()).length >= 80);
  agent.child.kill('SIGKILL');
  await agent.exited;
  await burst;
  const beforeKill = played(gspro.received());
  expect(beforeKill.length).toBeLessThan(SHOTS);

  // Restarted, the connector connects again and goes on with the shots GSPro has not had.
  ({ agent, monitor } = await start());
  await monitor.send(shots.slice(Math.max(...beforeKill)));
  await until(() => played(gspro.received()).includes(SHOTS));
  const all = played(gspro.received());
  await until(() => server.stored().length >= all.length);
  const stored = server.stored().map((shot) => shot.shotNumber);
  expect([...stored].sort((a, b) => a! - b!)).toEqual([...all].sort((a, b) => a - b));
  expect(new Set(stored).size).toBe(stored.length);
  expect(agent.output()).not.toContain(KEY);
}, 180_000);
