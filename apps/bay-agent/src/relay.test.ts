// The relay between a stand-in launch monitor and a stand-in GSPro (src/testing/open-connect.ts names where each
// message's layout was seen): every byte passes unchanged both ways, however the messages are cut into packets,
// heartbeats included; each shot (not a heartbeat) is copied with the club of GSPro's answer, and a club picked in
// GSPro (its player information) is the club of the next shot.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRelay, type Relay } from './relay';
import * as openConnect from './testing/open-connect';

const { connectLaunchMonitor, driverShot, heartbeat, sevenIronShot, startStandInGspro } = openConnect;

const until = (check: () => boolean, timeout = 3_000) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 5 });

let gspro: openConnect.StandInGspro | null = null;
let relay: Relay | null = null;
afterEach(async () => {
  await relay?.close();
  await gspro?.close();
  relay = gspro = null;
});

describe('the GSPro Open Connect relay', () => {
  it('passes every byte both ways unchanged and copies each shot with the club GSPro answered', async () => {
    gspro = await startStandInGspro('DR');
    const copies: Array<{ message: unknown; club: string | null }> = [];
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      onShot: (message, _hitAt, club) => copies.push({ message, club }),
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    // Cut points: a byte at a time at the start, across the nested objects, and in the middle of a string.
    const cut = (length: number) => [1, 2, 3, 17, 40, Math.floor(length / 2), length - 1];
    await monitor.send([heartbeat(), driverShot(1), heartbeat(), heartbeat()], cut);
    await until(() => copies.length === 1);
    gspro.selectClub('I7');
    await monitor.send([sevenIronShot(2), heartbeat(), sevenIronShot(3)], cut);
    await until(() => copies.length === 3);

    await until(() => monitor.received().length === gspro!.sent().length);
    expect(gspro.received().equals(monitor.sent())).toBe(true);
    expect(monitor.received().equals(gspro.sent())).toBe(true);
    expect(copies.map((c) => [(c.message as { ShotNumber: number }).ShotNumber, c.club])).toEqual([
      [1, 'DR'],
      [2, 'I7'],
      [3, 'I7'],
    ]);
    monitor.close();
  });

  it('copies a shot GSPro never answered with the club it named last, and ends when GSPro goes', async () => {
    gspro = await startStandInGspro('PW');
    const copies: Array<string | null> = [];
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      answerWaitMs: 50,
      onShot: (_message, _hitAt, club) => copies.push(club),
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    await until(() => relay!.connectedToGspro());
    gspro.selectClub('SW');
    await until(() => monitor.received().length > 0);
    // An even shot number: the stand-in holds its answer back (to join it with the next), so none comes.
    await monitor.send([driverShot(8)]);
    await until(() => copies.length === 1);
    expect(copies).toEqual(['SW']);
    await gspro.close();
    gspro = null;
    await until(() => !relay!.connectedToGspro());
    monitor.close();
  });

  it('passes through what it cannot read and a shot copy that throws without a byte lost', async () => {
    gspro = await startStandInGspro('DR');
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      onShot: () => {
        throw new Error('the copy failed');
      },
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    await monitor.send(['not an object', { half: '{"' }, driverShot(1), driverShot(2)]);
    await until(() => gspro!.received().length === monitor.sent().length);
    expect(gspro.received().equals(monitor.sent())).toBe(true);
    await until(() => monitor.received().length === gspro!.sent().length && gspro!.sent().length > 0);
    expect(monitor.received().equals(gspro.sent())).toBe(true);
    monitor.close();
  });
});
