// The agent's spool on disk (docs/decisions/240-bay-agent-and-device-keys.md): every shot is a file of its own,
// written under a temporary name and renamed, so a crash leaves a whole shot or none; its name orders the spool
// (milliseconds, then a counter) and its stable id was made when it was copied, so a resend after a lost answer is
// stored once by the server. Files leave the spool only once the server has answered for them. Nothing is refused:
// a spool that cannot be written (a full disk) loses the copy, never anything GSPro gets.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BayShot } from '@longwood/core';

export interface SpooledShot {
  /** The spool file's name. */
  name: string;
  shot: BayShot;
}

export interface Spool {
  /** A new stable id for a shot. */
  newShotId(): string;
  /** Writes the shot to disk; resolves once it is there. */
  addShot(shot: BayShot): Promise<void>;
  /** The oldest `max` shots waiting, oldest first. */
  shots(max: number): Promise<SpooledShot[]>;
  /** The server has them: they leave the spool. */
  remove(names: readonly string[]): Promise<void>;
  /** The server refused them as malformed: kept aside in `rejected/`, out of the way of the rest. */
  reject(names: readonly string[]): Promise<void>;
  /** How many shots are waiting. */
  waiting(): Promise<number>;
  /** A session file from the watched folder, copied whole into the spool. */
  addFile(fileName: string, bytes: Buffer): Promise<void>;
  /** The oldest file waiting: its spool name, its own name and bytes. */
  nextFile(): Promise<{ name: string; fileName: string; bytes: Buffer } | null>;
  /** The server has it (or refused it: then kept in `rejected/`). */
  removeFile(name: string): Promise<void>;
  rejectFile(name: string): Promise<void>;
}

const isShotFile = (name: string) => /^\d{13}-\d{6}\.json$/.test(name);

export async function openSpool(dir: string): Promise<Spool> {
  const shotsDir = path.join(dir, 'shots');
  const filesDir = path.join(dir, 'files');
  const tmpDir = path.join(dir, 'tmp');
  const rejectedDir = path.join(dir, 'rejected');
  await Promise.all([shotsDir, filesDir, tmpDir, rejectedDir].map((d) => mkdir(d, { recursive: true })));
  // A write cut off by a crash left only a temporary file: it was never a spooled shot.
  for (const stale of await readdir(tmpDir)) await rm(path.join(tmpDir, stale), { force: true });
  let counter = 0;
  let lastMs = 0;

  const nextName = () => {
    const ms = Math.max(Date.now(), lastMs);
    counter = ms === lastMs ? counter + 1 : 0;
    lastMs = ms;
    return `${String(ms).padStart(13, '0')}-${String(counter).padStart(6, '0')}.json`;
  };

  /** Writes under a temporary name, then renames: a crash leaves the whole file or none. */
  const writeWhole = async (target: string, name: string, bytes: Buffer | string) => {
    const temporary = path.join(tmpDir, name);
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path.join(target, name));
  };

  const names = async () => (await readdir(shotsDir)).filter(isShotFile).sort();

  return {
    newShotId: () => `s-${randomUUID()}`,

    async addShot(shot) {
      await writeWhole(shotsDir, nextName(), JSON.stringify(shot));
    },

    async shots(max) {
      const found: SpooledShot[] = [];
      for (const name of (await names()).slice(0, max)) {
        try {
          found.push({ name, shot: JSON.parse(await readFile(path.join(shotsDir, name), 'utf8')) as BayShot });
        } catch {
          // Unreadable (edited by hand?): set aside rather than blocking the spool.
          await rename(path.join(shotsDir, name), path.join(rejectedDir, name)).catch(() => undefined);
        }
      }
      return found;
    },

    async remove(list) {
      await Promise.all(list.map((name) => rm(path.join(shotsDir, name), { force: true })));
    },

    async reject(list) {
      await Promise.all(list.map((name) => rename(path.join(shotsDir, name), path.join(rejectedDir, name))));
    },

    waiting: async () => (await names()).length,

    async addFile(fileName, bytes) {
      // The spool name keeps the order and the file's own name after '--'.
      await writeWhole(filesDir, `${nextName().replace(/\.json$/, '')}--${path.basename(fileName)}`, bytes);
    },

    async nextFile() {
      const name = (await readdir(filesDir)).filter((n) => /^\d{13}-\d{6}--/.test(n)).sort()[0];
      if (!name) return null;
      return { name, fileName: name.slice(name.indexOf('--') + 2), bytes: await readFile(path.join(filesDir, name)) };
    },

    removeFile: (name) => rm(path.join(filesDir, name), { force: true }),
    rejectFile: (name) => rename(path.join(filesDir, name), path.join(rejectedDir, name)),
  };
}
