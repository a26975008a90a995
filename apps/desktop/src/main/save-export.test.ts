// The export is saved by the main process as it arrives: a real HTTP server sends it in parts (waiting for the
// first part to be written before it sends the rest), a temporary folder stands in for the person's choice.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveExport } from './save-export';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const NOW = new Date('2026-11-24T15:00:00Z');

describe('saving an export through the native dialog', () => {
  it('streams the answer into the chosen file, part by part, with the session cookie', async () => {
    let firstPartWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstPartWritten = resolve));
    const seen: Array<{ url?: string; cookie?: string }> = [];
    const rows = Array.from({ length: 2_000 }, (_, i) => `${i},member${i}@example.com,Bay ${1 + (i % 2)}\r\n`);
    const origin = await serve((req, res) => {
      seen.push({ url: req.url, cookie: req.headers.cookie });
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.write(`\uFEFFid,email,bay\r\n${rows.slice(0, 1_000).join('')}`);
      // The rest only once the first part reached the file: a buffered download would never finish.
      void written.then(() => res.end(rows.slice(1_000).join('')));
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-export-'));
    const progress: number[] = [];
    const chooseFile = vi.fn(async (name: string) => path.join(dir, name));

    const result = await saveExport('bookings', {
      serverOrigin: origin,
      fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, cookie: 'lgf.sid=abc' } }),
      chooseFile,
      now: () => NOW,
      onProgress: (bytes) => {
        progress.push(bytes);
        firstPartWritten();
      },
    });

    const expected = `\uFEFFid,email,bay\r\n${rows.join('')}`;
    expect(result).toEqual({
      status: 'saved',
      fileName: 'bookings_2026-11-24.csv',
      bytes: Buffer.byteLength(expected),
    });
    expect(chooseFile).toHaveBeenCalledWith('bookings_2026-11-24.csv');
    expect(readFileSync(path.join(dir, 'bookings_2026-11-24.csv'), 'utf8')).toBe(expected);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(Buffer.byteLength(expected));
    expect(seen).toEqual([{ url: '/api/admin/export/bookings', cookie: 'lgf.sid=abc' }]);
    expect(readdirSync(dir)).toEqual(['bookings_2026-11-24.csv']);
  });

  it("passes the server's refusal on without asking where to save (no data, not allowed)", async () => {
    const origin = await serve((_req, res) => {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"code":"NOT_FOUND","message":"No data to export"}');
    });
    const chooseFile = vi.fn();
    const result = await saveExport('users', { serverOrigin: origin, fetch, chooseFile, now: () => NOW });
    expect(result).toEqual({
      status: 'refused',
      httpStatus: 404,
      statusText: 'Not Found',
      bodyText: '{"code":"NOT_FOUND","message":"No data to export"}',
    });
    expect(chooseFile).not.toHaveBeenCalled();
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const origin = await serve((_req, res) => res.writeHead(200).end('a,b\r\n'));
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-export-'));
    const result = await saveExport('users', {
      serverOrigin: origin,
      fetch,
      chooseFile: async () => null,
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'cancelled' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves no file behind when the download breaks off, and says so', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.write('id,email\r\n1,a@example.com\r\n');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-export-'));
    const result = await saveExport('contact-submissions', {
      serverOrigin: origin,
      fetch,
      chooseFile: async (name) => path.join(dir, name),
      now: () => NOW,
    });
    expect(result).toMatchObject({ status: 'failed' });
    expect((result as { message: string }).message).toMatch(/^The export could not be saved/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports an unreachable server without a dialog', async () => {
    const chooseFile = vi.fn();
    const result = await saveExport('users', {
      serverOrigin: 'http://127.0.0.1:1',
      fetch,
      chooseFile,
      now: () => NOW,
    });
    expect(result).toMatchObject({ status: 'failed' });
    expect(chooseFile).not.toHaveBeenCalled();
  });
});
