// Benchmark of the relay's added delay (docs/decisions/240-bay-agent-and-device-keys.md), a script, not a test:
// `pnpm --filter @longwood/bay-agent bench:relay`. A stand-in launch monitor sends Open Connect shot messages to the
// stand-in GSPro (src/testing/open-connect.ts), which answers each; the round trip is timed straight to GSPro and
// through the relay (copying every shot), one message at a time, and the added delay per message is the difference
// of the two at each percentile (target: p99 under 5 ms). Prints figures.
import net from 'node:net';
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
try {
  const direct = await roundTrips(gspro.port);
  const relayed = await roundTrips(relay.address().port);
  console.log(
    `Open Connect relay: ${MESSAGES} shot messages one at a time (first tenth as warm-up), node ${process.version}`,
  );
  for (const p of [0.5, 0.9, 0.99]) {
    const d = at(direct, p);
    const r = at(relayed, p);
    console.log(
      `p${Math.round(p * 100)}: straight to GSPro ${d.toFixed(3)} ms, through the relay ${r.toFixed(3)} ms, added ${(r - d).toFixed(3)} ms`,
    );
  }
  console.log(`shots copied: ${copied}`);
} finally {
  await relay.close();
  await gspro.close();
}
