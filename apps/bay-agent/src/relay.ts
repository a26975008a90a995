// The GSPro Open Connect relay (docs/decisions/240-bay-agent-and-device-keys.md). The launch monitor's connector
// connects to the agent's listen port instead of GSPro's; for each connection the agent connects to GSPro and passes
// every byte both ways unchanged, in order (Nagle off on both sockets). Beside that it reads a copy of each direction.
// A shot message (ball data, not a heartbeat) is handed to `onShot` with the club GSPro has selected, and the bytes
// that complete it go on to GSPro only once `onShot` has settled: the agent writes the shot to its spool first, so a
// shot GSPro played is never lost to a crash (decision 420). GSPro's answers pair with the shots in order, by code:
// 201 (player information, the club) and 202/203 answer no shot; an answer after `answerWaitMs` still pairs with its
// own shot, never the next (decision 420). Whatever the copy's reader does or throws, the bytes go on.
import net from 'node:net';
import {
  isOpenConnectAnswer,
  isOpenConnectShot,
  isOpenConnectShotAnswer,
  openConnectAnswerClub,
  openConnectSelectedClub,
} from '@longwood/core';
import { createJsonScanner, type SkippedBytes } from './json-scanner';

export interface Endpoint {
  host: string;
  port: number;
}

/** What became of a copied shot once GSPro answered it in time, or the wait ended. */
export interface ShotCopy {
  /** GSPro's answer (in time) named `club`, or null: no answer in time, or one without a club. */
  settle(club: string | null): void;
}

export interface RelayOptions {
  listen: Endpoint;
  gspro: Endpoint;
  /**
   * A shot message on its way to GSPro, when it was seen and the club GSPro had selected then. The bytes completing
   * it reach GSPro once this settles; it answers what to tell of GSPro's answer (null: nothing).
   */
  onShot: (message: unknown, hitAt: Date, club: string | null) => Promise<ShotCopy | null> | ShotCopy | null;
  /** How long a shot waits for GSPro's answer, from when GSPro got it, before its copy is final with its club. */
  answerWaitMs?: number;
  log?: (line: string) => void;
}

export interface Relay {
  /** Where the relay listens (the port chosen when `listen.port` was 0). */
  address(): Endpoint;
  /** Is at least one connector connected through to GSPro? */
  connectedToGspro(): boolean;
  close(): Promise<void>;
}

interface AwaitingAnswer {
  copy: Promise<ShotCopy | null>;
  /** The wait ended: a later answer is this shot's all the same, and changes nothing. */
  expired: boolean;
  /** The wait, from when GSPro got the shot (after the spool write, which a busy disk can make slow). */
  timer?: NodeJS.Timeout;
  /** Forgotten after this long: GSPro never answers some messages (a connector's resend, say). */
  forgetAt: number;
}

const DEFAULT_ANSWER_WAIT_MS = 1_500;
/** A shot GSPro has not answered after this long takes no answer any more (GSPro dropped it). */
const FORGET_AFTER_MS = 30_000;

const describeSkip = (from: string, skipped: SkippedBytes) =>
  `Skipped ${skipped.bytes} bytes of a malformed message from ${from} (began ${JSON.stringify(skipped.sample)}); reading again from the next message.`;

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const log = options.log ?? (() => undefined);
  const waitMs = options.answerWaitMs ?? DEFAULT_ANSWER_WAIT_MS;
  const sockets = new Set<net.Socket>();
  let throughToGspro = 0;
  /** The club GSPro named last (its player information, Code 201, and its answers to shots). */
  let lastClub: string | null = null;

  /** Runs the copy's work; its failure is logged and never reaches the bytes. */
  const observe = (work: () => void) => {
    try {
      work();
    } catch (error) {
      log(`Could not read a message: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const settle = (copy: Promise<ShotCopy | null>, club: string | null) =>
    void copy.then((c) => c?.settle(club)).catch((error: unknown) => log(`Could not settle a shot: ${String(error)}`));

  const server = net.createServer({ noDelay: true }, (connector) => {
    connector.setNoDelay(true);
    const gspro = net.connect({ host: options.gspro.host, port: options.gspro.port, noDelay: true });
    gspro.setNoDelay(true);
    sockets.add(connector);
    sockets.add(gspro);
    let connected = false;
    const awaiting: AwaitingAnswer[] = [];
    const fromConnector = createJsonScanner((skipped) => log(describeSkip('the launch monitor', skipped)));
    const fromGspro = createJsonScanner((skipped) => log(describeSkip('GSPro', skipped)));
    /** The connector's bytes go to GSPro in order; a chunk completing a shot waits for the spool behind the rest. */
    let forwarding: Promise<void> = Promise.resolve();
    let queued = 0;

    const forward = (chunk: Buffer) => {
      if (!gspro.write(chunk)) {
        connector.pause();
        gspro.once('drain', () => connector.resume());
      }
    };

    // GSPro's bytes go to the connector as they come (pipe keeps each side's pace); the copy reads them beside.
    gspro.pipe(connector);

    /** GSPro has the shot: its answer is awaited from now on. */
    const awaitAnswer = (entry: AwaitingAnswer) => {
      entry.forgetAt = Date.now() + FORGET_AFTER_MS;
      if (entry.expired || entry.timer) return;
      entry.timer = setTimeout(() => {
        entry.expired = true;
        settle(entry.copy, null);
      }, waitMs);
    };

    connector.on('data', (chunk: Buffer) => {
      const copies: Array<Promise<ShotCopy | null>> = [];
      const entries: AwaitingAnswer[] = [];
      observe(() => {
        for (const message of fromConnector.push(chunk)) {
          if (!isOpenConnectShot(message)) continue;
          const club = lastClub;
          const copy = Promise.resolve()
            .then(() => options.onShot(message, new Date(), club))
            .catch((error: unknown) => {
              log(`Could not copy a shot: ${error instanceof Error ? error.message : String(error)}`);
              return null;
            });
          copies.push(copy);
          const entry: AwaitingAnswer = { copy, expired: false, forgetAt: Infinity };
          entries.push(entry);
          awaiting.push(entry);
        }
      });
      if (copies.length === 0 && queued === 0) {
        forward(chunk);
        return;
      }
      queued += 1;
      forwarding = forwarding
        .then(() => Promise.all(copies))
        .then(() => {
          queued -= 1;
          if (gspro.destroyed) return;
          forward(chunk);
          entries.forEach(awaitAnswer);
        });
    });

    gspro.on('data', (chunk: Buffer) =>
      observe(() => {
        for (const answer of fromGspro.push(chunk)) {
          if (!isOpenConnectAnswer(answer)) continue;
          const selected = openConnectSelectedClub(answer);
          if (selected) lastClub = selected;
          if (!isOpenConnectShotAnswer(answer)) continue;
          const club = openConnectAnswerClub(answer);
          while (awaiting.length > 0 && awaiting[0]!.forgetAt < Date.now()) awaiting.shift();
          const entry = awaiting.shift();
          if (club) lastClub = club;
          if (!entry || entry.expired) continue;
          clearTimeout(entry.timer);
          settle(entry.copy, club);
        }
      }),
    );

    gspro.on('connect', () => {
      connected = true;
      throughToGspro += 1;
    });
    const closeBoth = () => {
      if (connected) {
        connected = false;
        throughToGspro -= 1;
      }
      // Shots still waiting for an answer are final with the club they had: the ball was hit.
      for (const entry of awaiting.splice(0)) {
        clearTimeout(entry.timer);
        if (!entry.expired) settle(entry.copy, null);
      }
      sockets.delete(connector);
      sockets.delete(gspro);
      connector.destroy();
      gspro.destroy();
    };
    // As if the connector spoke to GSPro itself: GSPro gone closes the connector's connection, and the other way.
    gspro.on('error', (error) => log(`GSPro connection: ${error.message}`));
    connector.on('error', (error) => log(`Launch monitor connection: ${error.message}`));
    gspro.on('close', closeBoth);
    // What the connector sent before it closed still reaches GSPro (once spooled), then GSPro's side closes too.
    connector.on('close', () => void forwarding.then(closeBoth));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listen.port, options.listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    address() {
      const address = server.address() as net.AddressInfo;
      return { host: address.address, port: address.port };
    },
    connectedToGspro: () => throughToGspro > 0,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
