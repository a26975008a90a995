// Waits until the server process on 127.0.0.1:<port> answers GET /readyz with 200 (listening, database answering,
// migrations current), then waits the proxy's fail_timeout again, so that the proxy has taken the process back before
// anything else is restarted (docs/decisions/209-restarts-nobody-notices.md). systemd runs it after starting a
// process (ExecStartPost in longwood@.service): `systemctl restart longwood@3001` returns once the process is serving,
// and restarting the processes one after another never leaves the proxy without one.
//   node deploy/wait-ready.mjs <port> [settle seconds, default 6] [timeout seconds, default 60]
// Exits 0 when ready, 1 when the timeout passes first (systemd then counts the start as failed).
const [port, settleArg = '6', timeoutArg = '60'] = process.argv.slice(2);
if (!port || !/^\d+$/.test(port)) {
  console.error('Usage: node deploy/wait-ready.mjs <port> [settle seconds] [timeout seconds]');
  process.exit(2);
}
const settleMs = Number(settleArg) * 1000;
const deadline = Date.now() + Number(timeoutArg) * 1000;
const url = `http://127.0.0.1:${port}/readyz`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (;;) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    if (res.status === 200) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error(`${url} did not answer 200 within ${timeoutArg} s`);
    process.exit(1);
  }
  await sleep(200);
}
// The proxy stops sending to a process for fail_timeout (nginx.conf: 5 s) after connections to it were refused while
// it restarted; until that has passed, the process is ready but gets no requests.
await sleep(settleMs);
