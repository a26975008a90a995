// The sender against a real spool on disk and the stand-in server: a shot still waiting for GSPro's answer is never
// sent, and once let go it is sent as it is on disk then, never as it was read before GSPro's answer named its club.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bayShotOf } from '@longwood/core';
import { afterEach, expect, it, vi } from 'vitest';
import { startSender, type Sender } from './sender';
import { openSpool, type Spool } from './spool';
import { driverShot } from './testing/open-connect';
import { startStandInServer, type StandInServer } from './testing/stand-in-server';

const KEY = 'lwb_test-sender-key';
let dir = '';
let server: StandInServer | null = null;
let sender: Sender | null = null;
afterEach(async () => {
  await sender?.stop();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  sender = server = null;
});

it("sends a shot with the club GSPro's answer gave it, even when the answer lands as the sender reads", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bay-sender-test-'));
  server = await startStandInServer(KEY);
  const spool = await openSpool(dir);
  // Spooled before GSPro answered: no club yet, held by the agent until the answer comes.
  const shot = bayShotOf(driverShot(1), spool.newShotId(), new Date(), null)!;
  const unsettled = new Set<string>();
  const name = await spool.addShot(shot, undefined, (n) => unsettled.add(n));
  // GSPro's answer (club DR) is written and the shot let go just after the sender has looked at the spool: the
  // moment a busy machine makes likely.
  const answerLandsAsTheSenderReads: Spool = {
    ...spool,
    async shots(max, held) {
      const found = await spool.shots(max, held);
      if (unsettled.has(name)) {
        await spool.rewrite(name, { ...shot, club: 'DR' });
        unsettled.delete(name);
      }
      return found;
    },
  };
  sender = startSender({
    spool: answerLandsAsTheSenderReads,
    server: server.url,
    key: KEY,
    idleMs: 10,
    held: (n) => unsettled.has(n),
  });
  await vi.waitFor(() => expect(server!.stored()).toHaveLength(1), { timeout: 10_000, interval: 10 });
  expect(server.stored().map((s) => [s.shotNumber, s.club])).toEqual([[1, 'DR']]);
  await vi.waitFor(async () => expect(await spool.waiting()).toBe(0));
});
