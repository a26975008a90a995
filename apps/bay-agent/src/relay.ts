// The GSPro Open Connect relay (docs/decisions/240-bay-agent-and-device-keys.md). The launch monitor's connector
// connects to the agent's listen port instead of GSPro's; for each connection the agent connects to GSPro and pipes
// every byte both ways unchanged as it arrives (Nagle off on both sockets, so no byte waits for a fuller packet).
// Beside the pipes it reads a copy of each direction: a shot message (ball data, not a heartbeat) waits for GSPro's
// answer to it, whose `Player.Club` is the club the shot was hit with (else the last club GSPro named), and is then
// handed to `onShot`. Whatever the copy's reader does or throws, the pipes go on: GSPro must not notice the agent.
import net from 'node:net';
import { isOpenConnectAnswer, isOpenConnectShot, openConnectAnswerClub } from '@longwood/core';
import { createJsonScanner } from './json-scanner';

export interface Endpoint {
  host: string;
  port: number;
}

export interface RelayOptions {
  listen: Endpoint;
  gspro: Endpoint;
  /** A shot message seen on its way to GSPro, when it was seen, and the club GSPro's answer names. */
  onShot: (message: unknown, hitAt: Date, club: string | null) => void;
  /** How long a shot waits for GSPro's answer before it is copied with the last club known. */
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

interface PendingShot {
  message: unknown;
  hitAt: Date;
  timer: NodeJS.Timeout;
}

const DEFAULT_ANSWER_WAIT_MS = 1_500;

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const log = options.log ?? (() => undefined);
  const waitMs = options.answerWaitMs ?? DEFAULT_ANSWER_WAIT_MS;
  const sockets = new Set<net.Socket>();
  let throughToGspro = 0;
  /** The club GSPro named last (its answers to shots, and its player information, Code 201). */
  let lastClub: string | null = null;

  /** Runs the copy's work; its failure is logged and never reaches the pipes. */
  const observe = (work: () => void) => {
    try {
      work();
    } catch (error) {
      log(`Could not read a message: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const server = net.createServer({ noDelay: true }, (connector) => {
    connector.setNoDelay(true);
    const gspro = net.connect({ host: options.gspro.host, port: options.gspro.port, noDelay: true });
    gspro.setNoDelay(true);
    sockets.add(connector);
    sockets.add(gspro);
    let connected = false;
    const pending: PendingShot[] = [];
    const fromConnector = createJsonScanner();
    const fromGspro = createJsonScanner();

    const copy = (shot: PendingShot, club: string | null) => {
      clearTimeout(shot.timer);
      observe(() => options.onShot(shot.message, shot.hitAt, club));
    };
    const settleOldest = (club: string | null) => {
      const shot = pending.shift();
      if (shot) copy(shot, club ?? lastClub);
    };

    // Bytes first, unchanged: pipe keeps each side's pace (backpressure) and passes everything it reads.
    connector.pipe(gspro);
    gspro.pipe(connector);

    connector.on('data', (chunk: Buffer) =>
      observe(() => {
        for (const message of fromConnector.push(chunk)) {
          if (!isOpenConnectShot(message)) continue;
          const shot: PendingShot = { message, hitAt: new Date(), timer: setTimeout(() => undefined, 0) };
          shot.timer = setTimeout(() => {
            const at = pending.indexOf(shot);
            if (at >= 0) copy(pending.splice(at, 1)[0]!, lastClub);
          }, waitMs);
          pending.push(shot);
        }
      }),
    );
    gspro.on('data', (chunk: Buffer) =>
      observe(() => {
        for (const answer of fromGspro.push(chunk)) {
          if (!isOpenConnectAnswer(answer)) continue;
          const club = openConnectAnswerClub(answer);
          if (club) lastClub = club;
          // Each shot gets one answer, in order; player information with no shot waiting only names the club.
          settleOldest(club);
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
      // Shots still waiting for an answer are copied with the club known: the ball was hit.
      while (pending.length > 0) settleOldest(null);
      sockets.delete(connector);
      sockets.delete(gspro);
      connector.destroy();
      gspro.destroy();
    };
    // As if the connector spoke to GSPro itself: GSPro gone closes the connector's connection, and the other way.
    gspro.on('error', (error) => log(`GSPro connection: ${error.message}`));
    connector.on('error', (error) => log(`Launch monitor connection: ${error.message}`));
    gspro.on('close', closeBoth);
    connector.on('close', closeBoth);
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
