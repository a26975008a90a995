// @module-tag heavy
// A restart nobody notices (docs/decisions/209-restarts-nobody-notices.md): two real server processes on one Postgres
// database behind a real nginx running the shipped deploy/nginx.conf, members booking, cancelling and reading the day
// over keep-alive connections the whole time, and each process restarted in turn the way the shipped systemd unit
// does it (SIGTERM, wait for the exit, start it again, then its ExecStartPost). No member may see a 5xx or a broken
// connection, and nginx may meet at most one reset on its side per restart (it retries a GET quietly, and a write
// that carries an Idempotency-Key; one without a key it could not): the one a drain cannot prevent, a connection still
// queued on the listening socket when the process closes it. More would be the drain resetting kept-alive connections.
// Every booking and cancellation carries an Idempotency-Key and is sent once more with it after a reset or a 502, as
// the web client does (decision 280); at the end the database must hold exactly the writes the members were told of:
// none lost, none stored unanswered. SQLite serves one process per database file (decision 012).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { loadEnv } from '../../src/env';
import { describeEachDatabase, type ServerProcess } from '../support/databases';
import { findNginx, REPO_ROOT, startShippedNginx, type RunningNginx } from '../support/nginx';
import { bookingRequest } from '../support/requests';

const MEMBERS = 12;

const nginxPath = findNginx();
const nginxMissingInCI = !nginxPath && process.env.CI === 'true';
if (!nginxPath && !nginxMissingInCI) {
  console.warn(
    '\n!!! nginx not found (NGINX_PATH, /usr/sbin/nginx): the restart-under-load test is SKIPPED. ' +
      'Install it (apt-get install -y nginx; scripts/test-all.mjs does so as root) to run it.\n',
  );
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

interface Tally {
  sent: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  /** Each 5xx a member met: when, the call and what came back (a failure names them). */
  failures: string[];
  /** Writes sent a second time with their Idempotency-Key after a reset or a 502, and how many were replayed. */
  resent: number;
  replayed: number;
}

/** One member's keep-alive connection to the proxy, as a browser tab holds one. */
function memberConnection(port: number) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
  let cookie = '';
  const send = (
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        {
          host: '127.0.0.1',
          port,
          servername: 'longwoodgolf.example',
          method,
          path: urlPath,
          agent,
          headers: {
            host: 'longwoodgolf.example',
            ...(cookie ? { cookie } : {}),
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    send,
    async signIn(username: string, password: string) {
      const res = await send('POST', '/api/login', { username, password });
      if (res.status !== 200) throw new Error(`sign-in through nginx failed: ${res.status} ${res.body}`);
      cookie = res.cookies.map((line) => line.split(';')[0]).join('; ');
    },
    close: () => agent.destroy(),
  };
}

describe('the shipped proxy configuration', () => {
  it("closes an idle upstream connection before the server's keep-alive timeout would", () => {
    // Otherwise nginx may send a request on a connection the process is closing at that moment: a reset, and a 502
    // for a POST, which nginx does not retry.
    const config = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const upstream = /upstream longwood \{[^}]*\}/.exec(config)?.[0] ?? '';
    const proxySeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(proxySeconds).toBeGreaterThan(0);
    expect(proxySeconds).toBeLessThan(loadEnv({ NODE_ENV: 'test' }).HTTP_KEEP_ALIVE_TIMEOUT_SECONDS);
  });
});

/** `server` listening on a free loopback port: the port, and a close that waits for it. */
async function onLoopback(server: net.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A process as a restart leaves it for a moment: it takes the connection, reads the request and resets the connection
 * without answering — what a connection still queued on a listening socket gets when the process closes that socket.
 */
async function resettingUpstream() {
  let requests = 0;
  const server = net.createServer((socket) => {
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      requests += 1;
      socket.resetAndDestroy();
    });
    socket.on('error', () => {});
  });
  return { ...(await onLoopback(server)), requests: () => requests };
}

/** A process that answers every request 201 with what it received, and keeps each one. */
async function answeringUpstream() {
  const received: Array<{ method: string; url: string; key: string | undefined; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        key: typeof key === 'string' ? key : undefined,
        body,
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: received.length, body }));
    });
  });
  return { ...(await onLoopback(server)), received };
}

describe('the shipped proxy configuration, with a process that resets a write it was sent', () => {
  // Seen in a loaded CI run (2026-11-28): 6 ms after SIGTERM, nginx's error log read "recv() failed (104: Connection
  // reset by peer) while reading response header from upstream" for a booking's POST, then "Connection refused" from
  // the same process: the process had closed its listening socket with that connection still in its queue.
  it.runIf(nginxPath !== null)(
    'a write with an Idempotency-Key is sent once more, to the other process; one without is answered 502, never sent twice',
    { timeout: 60_000 },
    async () => {
      const resetting = await resettingUpstream();
      const answering = await answeringUpstream();
      let nginx: RunningNginx | undefined;
      const connection = () => memberConnection(nginx!.httpsPort);
      try {
        // Keyed writes until one went to the resetting process first (least_conn starts with the first server).
        nginx = await startShippedNginx(nginxPath!, [resetting.port, answering.port]);
        const member = connection();
        const keyed: Array<{ key: string; body: unknown; answer: Answer }> = [];
        for (let n = 0; n < 10 && resetting.requests() === 0; n += 1) {
          const key = randomUUID();
          const body = {
            date: '2026-12-01',
            start: '18:00',
            end: '19:00',
            bay: n % 2 === 0 ? 1 : 2,
            note: 'é'.repeat(n),
          };
          keyed.push({
            key,
            body,
            answer: await member.send('POST', '/api/bookings', body, { 'idempotency-key': key }),
          });
        }
        member.close();
        expect(resetting.requests(), 'a keyed write reached the resetting process').toBeGreaterThan(0);
        // Every keyed write was answered by the process that answers, once, with its key and its whole body.
        expect(keyed.map(({ answer }) => answer.status)).toEqual(keyed.map(() => 201));
        for (const { key, body } of keyed) {
          const arrived = answering.received.filter((r) => r.key === key);
          expect(arrived, `the write with key ${key}`).toHaveLength(1);
          expect(arrived[0]).toMatchObject({ method: 'POST', url: '/api/bookings' });
          expect(JSON.parse(arrived[0]!.body)).toEqual(body);
        }
        // nginx's own account: each write ended at the answering process, one after the resetting one.
        const lines = nginx.accessLog();
        expect(lines, lines.join('\n')).toHaveLength(keyed.length);
        // `<msec> <status> POST <addresses> <statuses>`: "… 127.0.0.1:<resetting> : 127.0.0.1:<answering> 502 : 201"
        // (or, when the second try met the resetting process again and went on: "… : <resetting>, <answering> …").
        const endsAnswered = new RegExp(` 201 POST [\\d.:, ]*127\\.0\\.0\\.1:${answering.port} [\\d :,]*201$`);
        for (const line of lines) expect(line, lines.join('\n')).toMatch(endsAnswered);
        expect(lines.filter((line) => line.includes(`127.0.0.1:${resetting.port} `)).length).toBeGreaterThan(0);
        await nginx.stop();
        nginx = undefined;

        // A write without a key (a sign-in, the contact form) that reached the resetting process: a 502, and the
        // other process never sees it.
        const before = resetting.requests();
        nginx = await startShippedNginx(nginxPath!, [resetting.port, answering.port]);
        const visitor = connection();
        const unkeyed: number[] = [];
        for (let n = 0; n < 10 && resetting.requests() === before; n += 1) {
          unkeyed.push((await visitor.send('POST', '/api/contact', { name: 'Sam Ortiz', n })).status);
        }
        visitor.close();
        expect(resetting.requests(), 'an unkeyed write reached the resetting process').toBe(before + 1);
        expect(unkeyed.at(-1)).toBe(502);
        expect(unkeyed.slice(0, -1)).toEqual(unkeyed.slice(0, -1).map(() => 201));
        expect(answering.received.filter((r) => r.url === '/api/contact')).toHaveLength(unkeyed.length - 1);
      } finally {
        await nginx?.stop();
        await resetting.close();
        await answering.close();
      }
    },
  );
});

const randomInt = (n: number) => Math.floor(Math.random() * n);
const pad = (n: number) => String(n).padStart(2, '0');

describeEachDatabase('restarts under load behind the shipped nginx', (ctx) => {
  it.runIf(ctx.dialect === 'postgres' && nginxMissingInCI)('needs nginx (CI=true requires this test to run)', () => {
    throw new Error('CI=true but nginx is not installed: apt-get install nginx, or set NGINX_PATH.');
  });

  it.runIf(ctx.dialect === 'postgres' && nginxPath !== null)(
    'each of two processes restarted in turn: no member sees a 5xx or a reset, and nginx meets at most one reset per restart',
    { timeout: 120_000 },
    async () => {
      const ports = [0, 0];
      const processes: ServerProcess[] = await Promise.all([ctx.startProcess(), ctx.startProcess()]);
      const everyProcess = [...processes];
      processes.forEach((p, i) => (ports[i] = Number(new URL(p.baseUrl).port)));
      let nginx: RunningNginx | undefined;
      const connections: Array<ReturnType<typeof memberConnection>> = [];
      try {
        nginx = await startShippedNginx(nginxPath!, [ports[0]!, ports[1]!]);
        const members = await Promise.all(Array.from({ length: MEMBERS }, () => ctx.createMember()));
        for (const member of members) {
          const connection = memberConnection(nginx.httpsPort);
          await connection.signIn(member.username, member.password);
          connections.push(connection);
        }

        // Booking load: every member books a random hour in the coming week, cancels it when it was theirs, and
        // reads the day, back to back, until the restarts are over.
        const tally: Tally = { sent: 0, statuses: {}, errors: {}, failures: [], resent: 0, replayed: 0 };
        // What the members were told: each booking made (201) and whether its cancellation was answered.
        const told = new Map<number, { canceled: boolean }>();
        const startedAt = Date.now();
        const today = facilityToday(new Date());
        let stopped = false;
        const record = async (call: string, send: () => Promise<Answer>): Promise<Answer | undefined> => {
          tally.sent += 1;
          try {
            const answer = await send();
            tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
            if (answer.status >= 500)
              tally.failures.push(
                `${Date.now() - startedAt} ms: ${call} → ${answer.status} ${answer.body.slice(0, 200)}`,
              );
            return answer;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
            tally.errors[code] = (tally.errors[code] ?? 0) + 1;
            return undefined;
          }
        };
        // A pause lets every connection go idle; the members then all click at the moment the signal is sent, so
        // requests arrive on idle keep-alive connections just as the process starts to drain.
        /** A write as the web client sends it: with a new Idempotency-Key, once more with the same key after a reset or a 502. */
        const write = async (call: string, send: (headers: Record<string, string>) => Promise<Answer>) => {
          const headers = { 'idempotency-key': randomUUID() };
          const first = await record(call, () => send(headers));
          if (first && first.status !== 502) return first;
          tally.resent += 1;
          const again = await record(`${call} (resent)`, () => send(headers));
          if (again?.status && again.status < 300) tally.replayed += 1;
          return again;
        };
        let paused: Promise<void> | undefined;
        let pausedCount = 0;
        const memberLoop = async (connection: ReturnType<typeof memberConnection>) => {
          while (!stopped) {
            if (paused) {
              pausedCount += 1;
              await paused;
            }
            const day = addDaysToDateString(today, 1 + randomInt(7));
            const hour = 8 + randomInt(12);
            const half = randomInt(2) === 1 ? '30' : '00';
            const booking = bookingRequest(day, `${pad(hour)}:${half}`, `${pad(hour + 1)}:${half}`, 1 + randomInt(2));
            const made = await write('POST /api/bookings', (headers) =>
              connection.send('POST', '/api/bookings', booking, headers),
            );
            if (made?.status === 201) {
              const { id } = JSON.parse(made.body) as { id: number };
              told.set(id, { canceled: false });
              const canceled = await write(`DELETE /api/bookings/${id}`, (headers) =>
                connection.send('DELETE', `/api/bookings/${id}`, undefined, headers),
              );
              if (canceled && canceled.status < 300) told.set(id, { canceled: true });
            }
            await record(`GET /api/bookings?date=${day}`, () => connection.send('GET', `/api/bookings?date=${day}`));
          }
        };
        const load = Promise.all(connections.map(memberLoop));

        // The shipped unit's ExecStartPost (waits for /readyz, then the proxy's fail_timeout), run as systemd would.
        const unit = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'longwood@.service'), 'utf8');
        const startPost = /^ExecStartPost=(.+)$/m.exec(unit)?.[1];
        expect(startPost, 'longwood@.service has an ExecStartPost').toBeTruthy();
        // Not spawnSync: the members' requests go on from this process meanwhile.
        const runStartPost = (port: number) => {
          const [command, ...args] = startPost!.replaceAll('%i', String(port)).split(/\s+/);
          expect(command).toBe('/usr/bin/node');
          const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
          let stderr = '';
          child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
          return new Promise<{ status: number | null; stderr: string }>((resolve) =>
            child.once('exit', (status) => resolve({ status, stderr })),
          );
        };

        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const figures: string[] = [];
        for (const i of [0, 1]) {
          const port = ports[i]!;
          let resume = () => {};
          pausedCount = 0;
          paused = new Promise<void>((resolve) => (resume = resolve));
          while (pausedCount < MEMBERS) await new Promise((resolve) => setTimeout(resolve, 20));
          await new Promise((resolve) => setTimeout(resolve, 300));
          paused = undefined;
          resume();
          const stopAt = Date.now();
          // systemctl restart: SIGTERM, wait for the exit (the drain), start again, ExecStartPost.
          expect(await processes[i]!.stop(), `process on ${port} drained and exited 0`).toBe(0);
          const drainedAt = Date.now();
          processes[i] = await ctx.startProcess({ PORT: String(port) });
          everyProcess.push(processes[i]!);
          const listeningAt = Date.now();
          const post = await runStartPost(port);
          expect(post.status, post.stderr).toBe(0);
          figures.push(
            `process ${i + 1}: signalled at ${stopAt - startedAt} ms, drained in ${drainedAt - stopAt} ms, listening again ${listeningAt - drainedAt} ms later, ` +
              `ready and taken back after ${Date.now() - listeningAt} ms more`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        stopped = true;
        await load;

        // Lost writes: a booking a member was told of that is not stored, or a cancellation answered but not stored.
        // Unanswered writes: a booking stored that no member was told of (a write repeated without its key would be).
        const stored = new Map(
          (
            await ctx
              .db('bookings')
              .whereIn(
                'user_id',
                members.map((m) => m.id),
              )
              .select<Array<{ id: number; canceled_at: string | null }>>('id', 'canceled_at')
          ).map((row) => [Number(row.id), row.canceled_at !== null]),
        );
        const lost = [...told].filter(([id, { canceled }]) => !stored.has(id) || (canceled && !stored.get(id)));
        const unanswered = [...stored.keys()].filter((id) => !told.has(id));

        const access = nginx.accessLog();
        const errorLog = nginx.errorLog();
        const fiveXx = Object.entries(tally.statuses)
          .filter(([status]) => Number(status) >= 500)
          .reduce((sum, [, n]) => sum + n, 0);
        const resets = errorLog.filter((line) => /reset by peer|prematurely closed|broken pipe/i.test(line));
        const refused = errorLog.filter((line) => /Connection refused/.test(line)).length;
        const retried = access.filter((line) => line.includes(',')).length;
        const byProcess = ports.map((port) => access.filter((line) => line.includes(`127.0.0.1:${port}`)).length);
        console.log(
          [
            `Rolling restart under load (${MEMBERS} members on keep-alive connections through nginx):`,
            ...figures.map((f) => `  ${f}`),
            `  requests sent ${tally.sent}; statuses ${JSON.stringify(tally.statuses)}; 5xx ${fiveXx}; ` +
              `client errors ${JSON.stringify(tally.errors)}; writes resent with their key ${tally.resent} ` +
              `(${tally.replayed} answered); bookings told ${told.size}, lost ${lost.length}, stored unanswered ${unanswered.length}`,
            `  nginx: upstream resets or half answers ${resets.length}; connections refused by a restarting process ` +
              `${refused} (each retried on the other process); requests nginx passed to a second process ${retried}; ` +
              `answered by process 1 / 2: ${byProcess.join(' / ')}`,
          ].join('\n'),
        );
        if (fiveXx > 0 || resets.length > 0 || Object.keys(tally.errors).length > 0)
          console.log(`nginx error log:\n${errorLog.slice(0, 40).join('\n')}`);

        expect(tally.errors).toEqual({});
        expect(lost, 'writes the members were told of, missing from the database').toEqual([]);
        expect(unanswered, 'bookings stored that no member was told of').toEqual([]);
        expect(
          fiveXx,
          [
            '5xx met by members:',
            ...tally.failures,
            'nginx error log:',
            ...errorLog.slice(0, 20),
            "the processes' errors and warnings:",
            ...everyProcess.flatMap((p, n) =>
              p
                .output()
                .split('\n')
                .filter((line) => /error|warn|fail/i.test(line))
                .slice(0, 10)
                .map((line) => `  [${n}] ${line}`),
            ),
          ].join('\n'),
        ).toBe(0);
        // Linux resets the connections still queued on a listening socket when it is closed, requests already sent on
        // them included: a race no drain can close, met in two loaded CI runs. nginx sends such a write once more
        // (deploy/nginx.conf, tested above), so no member sees it; each restart may leave one. The drain's own bug of
        // decision 209 (kept-alive connections closed under requests) left 3 and 7 here; shutdown-and-health's
        // keep-alive test catches that bug on its own, every time.
        expect(resets.length, resets.join('\n')).toBeLessThanOrEqual(2);
        expect(errorLog.filter((line) => /no live upstreams|upstream timed out/.test(line))).toEqual([]);
        // The load was real: bookings were made throughout, and both restarted processes answered.
        expect(tally.statuses['201'] ?? 0).toBeGreaterThan(50);
        expect(byProcess.every((n) => n > 0)).toBe(true);
      } finally {
        for (const connection of connections) connection.close();
        await nginx?.stop();
      }
    },
  );
});
