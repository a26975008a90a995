// The watched export folder (docs/decisions/240-bay-agent-and-device-keys.md): session files the simulator's software
// writes there (FSX `.session`, the CSV exports the server's importer reads) are copied into the spool once each,
// when they have stopped changing (the same size and time on two looks in a row), and again only if they change
// later. What was copied is remembered in the spool (watch-state.json), so a restart sends nothing twice.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Spool } from './spool';

const SESSION_FILE = /\.(session|csv)$/i;

export interface Watcher {
  /** One look at the folder (the timer calls it; tests too). */
  look(): Promise<void>;
  stop(): void;
}

export async function startWatcher(options: {
  dir: string;
  spoolDir: string;
  spool: Spool;
  everyMs?: number;
  onQueued?: () => void;
  log?: (line: string) => void;
}): Promise<Watcher> {
  const log = options.log ?? (() => undefined);
  const statePath = path.join(options.spoolDir, 'watch-state.json');
  const sent = new Map<string, string>(
    Object.entries(
      (await readFile(statePath, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, string>,
        () => ({}),
      )) as Record<string, string>,
    ),
  );
  /** What each file looked like last time: unchanged since then means it is finished. */
  const seen = new Map<string, string>();
  let looking: Promise<void> | null = null;

  const saveState = async () => {
    const temporary = `${statePath}.tmp`;
    await writeFile(temporary, JSON.stringify(Object.fromEntries(sent)));
    await rename(temporary, statePath);
  };

  async function lookOnce() {
    let names: string[];
    try {
      names = (await readdir(options.dir)).filter((name) => SESSION_FILE.test(name));
    } catch (error) {
      log(`Watched folder: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const name of names.sort()) {
      const file = path.join(options.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const signature = `${info.size}:${info.mtimeMs}`;
      if (sent.get(name) === signature) continue;
      if (seen.get(name) !== signature) {
        seen.set(name, signature);
        continue;
      }
      try {
        await options.spool.addFile(name, await readFile(file));
      } catch (error) {
        log(`Could not copy ${name}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      sent.set(name, signature);
      await saveState();
      log(`Session file ${name} queued for the server.`);
      options.onQueued?.();
    }
  }

  const look = () => {
    looking ??= lookOnce().finally(() => {
      looking = null;
    });
    return looking;
  };
  const timer = setInterval(() => void look(), options.everyMs ?? 2_000);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
