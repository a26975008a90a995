// The whole agent between a stand-in launch monitor, a stand-in GSPro and a stand-in server (src/testing names where
// each layout was seen), on what real connectors do: the MLM2PRO connector (springbok/MLM2PRO-GSPro-Connector,
// src/gspro_connect.py) sends Python-spaced JSON and sends the same payload again when GSPro's answer is late; a
// message cut off on the wire must not silence the bay; a revoked key is said as such.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API } from '@longwood/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAgent, type Agent } from './agent';
import type { AgentOptions } from './options';
import { KEY_REFUSED_MESSAGE } from './sender';
import {
  connectLaunchMonitor,
  heartbeat,
  mlm2proShotText,
  sevenIronShot,
  shotAnswer,
  startStandInGspro,
  type StandInGspro,
} from './testing/open-connect';
import { startStandInServer, type StandInServer } from './testing/stand-in-server';

const KEY = 'lwb_test-key-never-printed';
const until = (check: () => boolean | Promise<boolean>, timeout = 10_000) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 10 });

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function setUp(gsproAnswers: 'at once' | 'by hand' = 'at once', statusEveryMs = 60_000) {
  const spool = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-test-'));
  cleanups.push(() => rmSync(spool, { recursive: true, force: true }));
  const server: StandInServer = await startStandInServer(KEY);
  cleanups.push(() => server.close());
  const gspro: StandInGspro = await startStandInGspro('I7', { answer: gsproAnswers });
  cleanups.push(() => gspro.close());
  const lines: string[] = [];
  const local = (port: number) => ({ host: '127.0.0.1', port });
  const options: AgentOptions = {
    server: server.url,
    key: KEY,
    spool,
    watch: null,
    listen: local(0),
    gspro: local(gspro.port),
  };
  const timings = { retryDelaysMs: [5], idleMs: 20, keyRefusedEveryMs: 60_000, statusEveryMs };
  const agent: Agent = await startAgent(options, (line) => lines.push(line), timings);
  cleanups.push(() => agent.stop());
  const monitor = await connectLaunchMonitor(agent.relay.address().port);
  cleanups.push(() => monitor.close());
  return { server, gspro, agent, monitor, lines };
}

const numbers = (server: StandInServer) => server.stored().map((s) => s.shotNumber);

describe('the bay agent', () => {
  it('after a message cut off mid-object, the good shots that follow reach the facility; the skip is logged once', async () => {
    const { server, gspro, monitor, lines } = await setUp();
    const cut = mlm2proShotText(1).slice(0, 110);
    await monitor.send([heartbeat(), cut, mlm2proShotText(2), heartbeat(), mlm2proShotText(3), sevenIronShot(4)]);
    await until(() => server.stored().length === 3);
    expect(numbers(server)).toEqual([2, 3, 4]);
    // GSPro got every byte, the cut message too: what it makes of it is its own business.
    await until(() => gspro.received().length === monitor.sent().length);
    expect(gspro.received().equals(monitor.sent())).toBe(true);
    const skips = lines.filter((line) => line.startsWith('Skipped'));
    expect(skips).toEqual([
      `Skipped ${cut.length} bytes of a malformed message from the launch monitor (began ${JSON.stringify(cut.slice(0, 60))}); reading again from the next message.`,
    ]);
  });

  it('stores a connector’s resend after a slow answer once, and a new shot with the next number', async () => {
    const { server, gspro, monitor, lines } = await setUp('by hand');
    await monitor.send([mlm2proShotText(1)]);
    await until(() => gspro.unanswered() === 1);
    // No answer within the connector's timeout: it sends the identical payload again; GSPro answers both.
    await monitor.send([mlm2proShotText(1)]);
    await until(() => gspro.unanswered() === 2);
    gspro.say(shotAnswer('I7'), shotAnswer('I7'));
    // The next shot has the next number and the same ball data (a groove): a shot of its own.
    await monitor.send([mlm2proShotText(2)]);
    await until(() => gspro.unanswered() === 1);
    gspro.say(shotAnswer('I7'));
    await until(() => server.stored().length === 2);
    expect(numbers(server)).toEqual([1, 2]);
    expect(lines.filter((line) => line.includes('sent again'))).toEqual(['Shot 1 from MLM2PRO sent again: kept once.']);
  });

  it('says a refused key as such once a minute, keeps the shots, never prints the key', async () => {
    const { server, monitor, lines, agent } = await setUp();
    server.refuseKey(true);
    await monitor.send([sevenIronShot(1)]);
    // It keeps trying (the stand-in's minute has not passed): five refusals, one line saying why.
    await until(() => server.requests('/api/bay/shots') >= 5);
    expect(lines.filter((line) => line.includes(KEY_REFUSED_MESSAGE))).toEqual([
      `Server refused the bay key (401): ${KEY_REFUSED_MESSAGE}. the shots wait in the spool.`,
    ]);
    expect(await agent.status()).toMatch(/server: key refused \| shots waiting: 1/);
    // A new key would be accepted: the waiting shot goes.
    server.refuseKey(false);
    await until(() => server.stored().length === 1);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('reports its health line with its key: at its start, then with each status line', async () => {
    const { server, monitor } = await setUp('at once', 100);
    await until(() => server.healthReports().length >= 1);
    expect(server.healthReports()[0]).toEqual({ gsproConnected: false, shotsWaiting: 0, lastShotAt: null });
    await monitor.send([sevenIronShot(1)]);
    await until(() => server.stored().length === 1);
    const hitAt = server.stored()[0]!.hitAt;
    // A report made while the server stores the shot may still count it waiting: the next one does not.
    await vi.waitFor(
      () => expect(server.healthReports().at(-1)).toEqual({ gsproConnected: true, shotsWaiting: 0, lastShotAt: hitAt }),
      { timeout: 10_000, interval: 10 },
    );
  });
  it('leaves no health report in flight once stopped', async () => {
    const spool = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-test-'));
    cleanups.push(() => rmSync(spool, { recursive: true, force: true }));
    // A slow server: the health report at the agent's start is answered only 300 ms after the agent is told to stop.
    const order: string[] = [];
    let healthArrived = false;
    let answerHealth = () => undefined as void;
    const server = http.createServer((req, res) => {
      req.resume();
      if (req.url !== API.bay.health.path) return void res.writeHead(200).end('{}');
      healthArrived = true;
      answerHealth = () => {
        order.push('health answered');
        res.writeHead(204).end();
      };
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    cleanups.push(() => server.closeAllConnections());
    const port = (server.address() as { port: number }).port;
    const agent = await startAgent(
      {
        server: `http://127.0.0.1:${port}`,
        key: KEY,
        spool,
        watch: null,
        listen: { host: '127.0.0.1', port: 0 },
        gspro: { host: '127.0.0.1', port: 1 },
      },
      () => undefined,
      { idleMs: 20 },
    );
    await until(() => healthArrived);
    setTimeout(() => answerHealth(), 300);
    await agent.stop();
    order.push('stopped');
    expect(order).toEqual(['health answered', 'stopped']);
  });
});
