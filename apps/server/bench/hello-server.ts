// Baseline for the benchmark: a bare Express 5 app answering GET / with a small JSON body, nothing else
// (no session, no database). bench/run.ts starts it as its own process, like the real server, and
// compares the two. The port comes as argv[2]; '0' picks a free one. Prints "LISTENING <port>" when ready.
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.json({ hello: 'world' });
});

const server = app.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`LISTENING ${port}\n`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
