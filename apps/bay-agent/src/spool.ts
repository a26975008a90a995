// The agent's spool on disk (docs/decisions/240-bay-agent-and-device-keys.md): every shot is a file of its own,
// written under a temporary name, synced and renamed (the folder synced too), so a crash leaves a whole shot or none,
// and a shot is on disk before GSPro gets it (decision 420); its name orders the spool
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
  /** The connector's DeviceID, when the shot came from Open Connect. */
  device?: string;
}

export interface Spool {
  /** A new stable id for a shot. */
  newShotId(): string;
  /**
   * Writes a shot whole and returns its name. `naming` hears the name before the shot can be seen in the spool (the
   * sender must not take a shot still waiting for GSPro's answer).
   */
  addShot(shot: BayShot, device?: string, naming?: (name: string) => void): Promise<string>;
  /** Writes a spooled shot again (GSPro's answer named its club), whole or not at all. */
  rewrite(name: string, shot: BayShot, device?: string): Promise<void>;
  /** The newest shots spooled at or after `sinceMs`, oldest first (to know a resend after a restart). */
  since(sinceMs: number): Promise<SpooledShot[]>;
  /**
   * The oldest `max` shots waiting, oldest first, up to the first one `held` names. Held is asked before a file is
   * read: a shot let go is final on disk, while one read first could be rewritten (its club) before it is let go.
   */
  shots(max: number, held?: (name: string) => boolean): Promise<SpooledShot[]>;
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
    // The rename itself survives a power cut once the folder is synced (Windows cannot open a folder: NTFS journals it).
    const folder = await open(target, 'r').catch(() => null);
    if (!folder) return;
    try {
      await folder.sync();
    } catch {
      // A file system that cannot sync a folder: the rename is as durable as it makes it.
    } finally {
      await folder.close();
    }
  };

  /** A spooled shot: `{ shot, device }`, or the shot alone as agents before decision 420 wrote it. */
  const read = async (name: string): Promise<SpooledShot | null> => {
    try {
      const stored = JSON.parse(await readFile(path.join(shotsDir, name), 'utf8')) as
        { shot: BayShot; device?: string } | BayShot;
      return 'shot' in stored ? { name, ...stored } : { name, shot: stored };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      // Unreadable (edited by hand?): set aside rather than blocking the spool.
      await rename(path.join(shotsDir, name), path.join(rejectedDir, name)).catch(() => undefined);
      return null;
    }
  };

  const names = async () => (await readdir(shotsDir)).filter(isShotFile).sort();

  return {
    newShotId: () => `s-${randomUUID()}`,

    async addShot(shot, device, naming) {
      const name = nextName();
      naming?.(name);
      await writeWhole(shotsDir, name, JSON.stringify(device === undefined ? { shot } : { shot, device }));
      return name;
    },

    async rewrite(name, shot, device) {
      await writeWhole(shotsDir, name, JSON.stringify(device === undefined ? { shot } : { shot, device }));
    },

    async shots(max, held) {
      const found: SpooledShot[] = [];
      for (const name of (await names()).slice(0, max)) {
        if (held?.(name)) break;
        const entry = await read(name);
        if (entry) found.push(entry);
      }
      return found;
    },

    async since(sinceMs) {
      const first = `${String(sinceMs).padStart(13, '0')}-`;
      const found: SpooledShot[] = [];
      for (const name of (await names()).filter((n) => n >= first)) {
        const entry = await read(name);
        if (entry) found.push(entry);
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
