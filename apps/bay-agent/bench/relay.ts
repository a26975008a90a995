// Benchmark of the relay's added delay (docs/decisions/240-bay-agent-and-device-keys.md), a script, not a test:
// `pnpm --filter @longwood/bay-agent bench:relay`. A stand-in launch monitor sends Open Connect shot messages to the
// stand-in GSPro (src/testing/open-connect.ts), which answers each; the round trip is timed straight to GSPro and
// through the bare relay (a copy that does nothing), and through the whole agent (each shot written durably to a
// spool in a temporary folder before its bytes go on, decision 420; no server to send to), one message at a time,
// and the added delay per message is the difference to straight at each percentile (target: p99 under 5 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startAgent } from '../src/agent';
import { startRelay } from '../src/relay';
import { driverShot, startStandInGspro } from '../src/testing/open-connect';

const MESSAGES = Number(process.env.BENCH_RELAY_MESSAGES ?? 2_000);

async function roundTrips(port: number): Promise<number[]> {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  await new Promise((resolve) => socket.once('connect', resolve));
  const times: number[] = [];
  let waiting: (() => void) | null = null;
  socket.on('data', () => waiting?.());
  for (let i = 1; i <= MESSAGES; i++) {
    // Odd shot numbers: the stand-in answers each at once (it joins answers only for even ones).
    const bytes = Buffer.from(JSON.stringify(driverShot(2 * i - 1)));
    const start = process.hrtime.bigint();
    await new Promise<void>((resolve) => {
      waiting = resolve;
      socket.write(bytes);
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  socket.destroy();
  return times.slice(Math.floor(MESSAGES / 10)).sort((a, b) => a - b);
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const gspro = await startStandInGspro('DR');
let copied = 0;
const relay = await startRelay({
  listen: { host: '127.0.0.1', port: 0 },
  gspro: { host: '127.0.0.1', port: gspro.port },
  onShot: () => {
    copied += 1;
    return null;
  },
});
const spool = mkdtempSync(path.join(os.tmpdir(), 'bench-relay-spool-'));
const agent = await startAgent(
  {
    server: 'http://127.0.0.1:1',
    key: 'bench',
    listen: { host: '127.0.0.1', port: 0 },
    gspro: { host: '127.0.0.1', port: gspro.port },
    watch: null,
    spool,
  },
  () => undefined,
  { retryDelaysMs: [60_000] },
);
try {
  const direct = await roundTrips(gspro.port);
  const relayed = await roundTrips(relay.address().port);
  const spooled = await roundTrips(agent.relay.address().port);
  console.log(
    `Open Connect relay: ${MESSAGES} shot messages one at a time (first tenth as warm-up), node ${process.version}`,
  );
  for (const p of [0.5, 0.9, 0.99]) {
    const d = at(direct, p);
    const r = at(relayed, p);
    const a = at(spooled, p);
    console.log(
      `p${Math.round(p * 100)}: straight to GSPro ${d.toFixed(3)} ms; relay alone ${r.toFixed(3)} ms (added ${(r - d).toFixed(3)}); agent with its spool ${a.toFixed(3)} ms (added ${(a - d).toFixed(3)})`,
    );
  }
  console.log(`shots copied: ${copied}; spooled: ${await agent.status()}`);
} finally {
  await agent.stop();
  rmSync(spool, { recursive: true, force: true });
  await relay.close();
  await gspro.close();
}
