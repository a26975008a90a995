// The relay between a stand-in launch monitor and a stand-in GSPro (src/testing/open-connect.ts names where each
// message's layout was seen): every byte passes unchanged both ways, however the messages are cut into packets,
// heartbeats included; each shot (not a heartbeat) is copied with the club of GSPro's answer, and a club picked in
// GSPro (its player information) is the club of the next shot. GSPro's answers pair with shots in order and by
// code (the GC2 connector's GSProResponse.cs, samiur/gc2-connect-unity: 200 answers, 201 is player information).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRelay, type Relay, type RelayOptions } from './relay';
import * as openConnect from './testing/open-connect';

const { connectLaunchMonitor, driverShot, heartbeat, mlm2proShotText, sevenIronShot, startStandInGspro } = openConnect;

/** A copy as the agent keeps it: the shot's number and its final club (GSPro's answer's, else the one it had). */
interface Copy {
  message: unknown;
  club: string | null;
}
const copying =
  (copies: Copy[]): RelayOptions['onShot'] =>
  (message, _hitAt, club) => ({ settle: (answered) => copies.push({ message, club: answered ?? club }) });

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
    const copies: Copy[] = [];
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      onShot: copying(copies),
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
    const copies: Copy[] = [];
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      answerWaitMs: 50,
      onShot: copying(copies),
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    await until(() => relay!.connectedToGspro());
    gspro.selectClub('SW');
    await until(() => monitor.received().length > 0);
    // An even shot number: the stand-in holds its answer back (to join it with the next), so none comes.
    await monitor.send([driverShot(8)]);
    await until(() => copies.length === 1);
    expect(copies.map((c) => c.club)).toEqual(['SW']);
    await gspro.close();
    gspro = null;
    await until(() => !relay!.connectedToGspro());
    monitor.close();
  });

  it("waits for GSPro's answer from when GSPro has the shot, however long the spool took", async () => {
    gspro = await startStandInGspro('DR');
    const copies: Copy[] = [];
    const slowDisk = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      answerWaitMs: 100,
      // A busy disk: each shot's spool write takes three times the answer wait, before GSPro gets the shot.
      onShot: async (message, hitAt, club) => {
        await slowDisk(300);
        return copying(copies)(message, hitAt, club);
      },
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    // No club known yet (GSPro has sent no player information): each shot's club is its own answer's.
    await monitor.send([driverShot(1), sevenIronShot(2)]);
    await until(() => copies.length === 2);
    expect(copies.map((c) => c.club)).toEqual(['DR', 'DR']);
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

  it('pairs answers in order and by code: 201/202/203 answer no shot, a late answer never the next shot', async () => {
    gspro = await startStandInGspro('DR', { answer: 'by hand' });
    const copies: Copy[] = [];
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      answerWaitMs: 1_500,
      onShot: copying(copies),
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    const numbers = () => copies.map((c) => [(c.message as { ShotNumber: number }).ShotNumber, c.club]);

    // While shot 1 waits, GSPro sends notices and player information: none is its answer; the 201's club is noted.
    await monitor.send([mlm2proShotText(1)]);
    await until(() => gspro!.unanswered() === 1);
    gspro.say({ Code: 202, Message: 'GSPro ready' }, openConnect.playerInformation('I7'), { Code: 203 });
    await until(() => monitor.received().length > 0);
    expect(copies).toEqual([]);
    gspro.say(openConnect.shotAnswer('I8'));
    await until(() => copies.length === 1);
    expect(numbers()).toEqual([[1, 'I8']]);

    // Shot 2's answer comes after the wait: shot 2 keeps the club it had (I8), and the late answer (naming PW) is
    // shot 2's all the same, so shot 3 takes the answer that is its own (SW).
    await monitor.send([mlm2proShotText(2)]);
    await until(() => copies.length === 2);
    expect(numbers()[1]).toEqual([2, 'I8']);
    await monitor.send([mlm2proShotText(3)]);
    await until(() => gspro!.unanswered() === 2);
    gspro.say(openConnect.shotAnswer('PW'));
    gspro.say(openConnect.shotAnswer('SW'));
    await until(() => copies.length === 3);
    expect(numbers()[2]).toEqual([3, 'SW']);

    // A club picked in GSPro with no shot waiting is the club of the next shot GSPro does not answer in time.
    gspro.say(openConnect.playerInformation('LW'));
    await until(() => monitor.received().includes('"LW"'));
    await monitor.send([mlm2proShotText(4)]);
    await until(() => copies.length === 4);
    expect(numbers()[3]).toEqual([4, 'LW']);
    monitor.close();
  });

  it('hands GSPro the bytes completing a shot only once the shot is copied, in order', async () => {
    gspro = await startStandInGspro('DR');
    const order: string[] = [];
    let release: () => void = () => undefined;
    relay = await startRelay({
      listen: { host: '127.0.0.1', port: 0 },
      gspro: { host: '127.0.0.1', port: gspro.port },
      onShot: () =>
        new Promise((resolve) => {
          release = () => {
            order.push('spooled');
            resolve(null);
          };
        }),
    });
    const monitor = await connectLaunchMonitor(relay.address().port);
    await monitor.send([heartbeat()]);
    await until(() => gspro!.received().length === monitor.sent().length);
    await monitor.send([driverShot(1), heartbeat()]);
    // The shot is not spooled yet: GSPro has only the first heartbeat, and the heartbeat after the shot waits too.
    await until(() => order.length === 0 && monitor.sent().length > gspro!.received().length);
    expect(gspro.received().toString()).toBe(JSON.stringify(heartbeat()));
    release();
    await until(() => gspro!.received().length === monitor.sent().length);
    expect(gspro.received().equals(monitor.sent())).toBe(true);
    expect(order).toEqual(['spooled']);
    monitor.close();
  });
});
