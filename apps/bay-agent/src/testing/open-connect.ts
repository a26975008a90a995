// Stand-ins for the third parties the agent sits between, written from GSPro Open Connect API v1 as published and
// as open-source connectors speak it (docs/decisions/240-bay-agent-and-device-keys.md). Where each shape was seen:
//   - shot and heartbeat messages: the "GSPro Open Connect API v1 Specification" of GC2 Connect Unity (v1.1.0,
//     §3.1 shot message, §4.1 heartbeat, §7.1 driver and §7.2 7-iron examples: port 921, JSON with no delimiter,
//     heartbeats get no answer, answers may arrive joined together);
//   - the Garmin R10 connector's OpenConnectApiMessage (gspro-r10 adapter, OpenConnect/OpenConnectApiMessage.cs:
//     DeviceID "GSPRO-R10", Units "Yards", "APIVersion" spelled so, CreateHeartbeat, CreateShotData, ClubData);
//   - the MLM2PRO / Mevo+ connector (springbok/MLM2PRO-GSPro-Connector, src/gspro_connect.py and src/ball_data.py):
//     Python's json.dumps, so `", "` and `": "` between fields, `Backspin` spelled so, ClubData with only Speed,
//     ShotNumber counting from 1, and the same payload sent again when GSPro's answer is late (send_msg's retries);
//   - the GC2 connector (samiur/gc2-connect-unity, Assets/Scripts/Network/GSProClient.cs and GSProResponse.cs): a
//     heartbeat on connecting and every 2 s, shot numbers counting on across reconnects, GSPro's answers joined
//     (`{"Code":200,…}{"Code":200,…}`), 201 carrying the player (club) and 5xx an error;
//   - GSPro's answers: tnbozman/gspro-interface (Models/Response/ResponseDto.cs Code/Message/Player,
//     Models/Response/PlayerDto.cs Handed/Club, Models/enums/ResponseCodes.cs 200 "Shot received successfully",
//     201 "Player information", 501 "Failure occurred") and the club codes of the R10 adapter's Club enum
//     (DR, W2…W7, I1…I9, H2…H7, PW, GW, SW, LW, PT).
import net from 'node:net';
import { createJsonScanner } from '../json-scanner';

/** A driver shot as in the specification's §7.1 (ball data only, newline-free). */
export const driverShot = (shotNumber: number) => ({
  DeviceID: 'GC2 Connect Unity',
  Units: 'Yards',
  ShotNumber: shotNumber,
  APIversion: '1',
  BallData: {
    Speed: 167.0,
    SpinAxis: -3.5,
    TotalSpin: 2686.0,
    BackSpin: 2680.0,
    SideSpin: -164.0,
    HLA: -1.2,
    VLA: 10.9,
  },
  ShotDataOptions: {
    ContainsBallData: true,
    ContainsClubData: false,
    LaunchMonitorIsReady: true,
    LaunchMonitorBallDetected: true,
    IsHeartBeat: false,
  },
});

/** A 7-iron with club data, as the specification's §7.2, and a carry as the R10 adapter's BallData has. */
export const sevenIronShot = (shotNumber: number) => ({
  DeviceID: 'GSPRO-R10',
  Units: 'Yards',
  ShotNumber: shotNumber,
  APIVersion: '1',
  BallData: {
    Speed: 120.0,
    SpinAxis: 8.2,
    TotalSpin: 7097.0,
    BackSpin: 7020.0,
    SideSpin: 1012.0,
    HLA: 2.1,
    VLA: 16.3,
    CarryDistance: 165.4,
  },
  ClubData: { Speed: 87.5, AngleOfAttack: -4.2, FaceToTarget: 0.8, Lie: 1.2, Loft: 31.5, Path: -2.1 },
  ShotDataOptions: {
    ContainsBallData: true,
    ContainsClubData: true,
    LaunchMonitorIsReady: true,
    LaunchMonitorBallDetected: true,
    IsHeartBeat: false,
  },
});

/** The R10 adapter's CreateHeartbeat(true): no ball data, IsHeartBeat true (GSPro does not answer it). */
export const heartbeat = () => ({
  DeviceID: 'GSPRO-R10',
  Units: 'Yards',
  ShotNumber: 0,
  APIVersion: '1',
  BallData: null,
  ClubData: null,
  ShotDataOptions: {
    ContainsBallData: false,
    ContainsClubData: false,
    LaunchMonitorIsReady: true,
    LaunchMonitorBallDetected: true,
    IsHeartBeat: true,
  },
});

/**
 * An MLM2PRO connector's shot as its Python sends it (json.dumps: spaced, `Backspin`, club speed only), as text: the
 * spacing is what the agent must read. Values ours; layout as springbok/MLM2PRO-GSPro-Connector's launch_ball.
 */
export const mlm2proShotText = (shotNumber: number, speed = 102.3) =>
  `{"DeviceID": "MLM2PRO", "Units": "Yards", "ShotNumber": ${shotNumber}, "APIversion": "1", "BallData": {"Speed": ${speed}, "SpinAxis": -2.4, "TotalSpin": 6120.0, "HLA": 1.3, "VLA": 18.7, "Backspin": 6114, "SideSpin": -256}, "ClubData": {"Speed": 75.1}, "ShotDataOptions": {"ContainsBallData": true, "ContainsClubData": true, "LaunchMonitorIsReady": true, "LaunchMonitorBallDetected": true, "IsHeartBeat": false}}`;

/** The GC2 connector's heartbeat (samiur/gc2-connect-unity GSProClient.CreateHeartbeatMessage): no ball data. */
export const gc2Heartbeat = () => {
  const { APIVersion, ShotDataOptions, ...rest } = heartbeat();
  return {
    ...rest,
    DeviceID: 'GC2 Connect Unity',
    APIversion: APIVersion,
    ShotDataOptions: { ...ShotDataOptions, LaunchMonitorBallDetected: false },
  };
};

export const shotAnswer = (club: string) => ({
  Code: 200,
  Message: 'Shot received successfully',
  Player: { Handed: 'RH', Club: club, DistanceToTarget: 450 },
});
export const playerInformation = (club: string) => ({
  Code: 201,
  Message: 'Player information',
  Player: { Handed: 'RH', Club: club, DistanceToTarget: 150 },
});

/** How long an answer waits for the next shot's to go in the same write (GSPro's buffering joins close answers). */
const JOIN_WINDOW_MS = 20;

const isShotAnswer = (message: unknown) => {
  const code = (message as { Code?: unknown }).Code;
  return typeof code === 'number' && ![201, 202, 203].includes(code);
};

export interface StandInGspro {
  port: number;
  /** Every byte GSPro received and sent, in order. */
  received(): Buffer;
  sent(): Buffer;
  /** The golfer picks another club in GSPro: it sends player information (201) on every connection. */
  selectClub(club: string): void;
  /** Shot messages received and not answered yet (a GSPro started with `answer: 'by hand'`). */
  unanswered(): number;
  /** Writes these messages (answers, notices) to every connection, as GSPro would, in one write. */
  say(...messages: unknown[]): void;
  close(): Promise<void>;
}

/**
 * GSPro as the specification describes it: answers each shot message (never a heartbeat) with Code 200 and the
 * player's selected club; sends player information when the club changes; joins the answers of two shots that come
 * close together in one write, as GSPro's buffering does.
 */
export async function startStandInGspro(
  firstClub = 'DR',
  behaviour: { answer?: 'at once' | 'by hand' } = {},
): Promise<StandInGspro> {
  const byHand = behaviour.answer === 'by hand';
  let unanswered = 0;
  const received: Buffer[] = [];
  const sent: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let club = firstClub;
  const write = (socket: net.Socket, messages: unknown[]) => {
    const bytes = Buffer.from(messages.map((m) => JSON.stringify(m)).join(''));
    sent.push(bytes);
    socket.write(bytes);
  };
  const server = net.createServer({ noDelay: true }, (socket) => {
    sockets.add(socket);
    const scanner = createJsonScanner();
    let held: unknown[] = [];
    let joinTimer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(joinTimer);
      joinTimer = undefined;
      if (held.length > 0 && !socket.destroyed) write(socket, held);
      held = [];
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(Buffer.from(chunk));
      for (const message of scanner.push(chunk)) {
        const options = (message as { ShotDataOptions?: { IsHeartBeat?: boolean; ContainsBallData?: boolean } })
          .ShotDataOptions;
        if (!options || options.IsHeartBeat || !options.ContainsBallData) continue;
        if (byHand) {
          unanswered += 1;
          continue;
        }
        held.push(shotAnswer(club));
        // An even shot's answer waits briefly for the next one, so shots close together get both in one write; it
        // never waits on the next shot itself (GSPro answers each shot as it plays it).
        if (held.length === 2 || (message as { ShotNumber: number }).ShotNumber % 2 === 1) flush();
        else joinTimer ??= setTimeout(flush, JOIN_WINDOW_MS);
      }
    });
    socket.on('close', () => {
      clearTimeout(joinTimer);
      sockets.delete(socket);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => Buffer.concat(received),
    sent: () => Buffer.concat(sent),
    selectClub(next) {
      club = next;
      for (const socket of sockets) write(socket, [playerInformation(next)]);
    },
    unanswered: () => unanswered,
    say(...messages) {
      for (const message of messages) {
        if (isShotAnswer(message)) unanswered -= 1;
      }
      for (const socket of sockets) write(socket, messages);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface StandInLaunchMonitor {
  /**
   * Sends the messages one after another, each cut into pieces sent as separate packets; a string is sent as the
   * bytes it is (a connector's own spacing, or a message cut off).
   */
  send(messages: readonly unknown[], cut?: (length: number) => number[]): Promise<void>;
  /** Every byte sent and received, in order. */
  sent(): Buffer;
  received(): Buffer;
  close(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connector that writes Open Connect messages to `port` split across TCP packets any way. */
export async function connectLaunchMonitor(port: number): Promise<StandInLaunchMonitor> {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  // The agent may be gone (a test kills it): what is still written is lost, as for a real connector.
  socket.on('error', () => undefined);
  const sent: Buffer[] = [];
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(Buffer.from(chunk)));
  return {
    async send(messages, cut = () => []) {
      for (const message of messages) {
        const bytes = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message));
        let from = 0;
        for (const to of [...cut(bytes.length), bytes.length]) {
          const piece = bytes.subarray(from, to);
          if (socket.destroyed) return;
          sent.push(piece);
          socket.write(piece);
          from = to;
          await pause(2);
        }
      }
    },
    sent: () => Buffer.concat(sent),
    received: () => Buffer.concat(received),
    close: () => socket.destroy(),
  };
}
