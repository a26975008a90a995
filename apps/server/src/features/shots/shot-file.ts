// Session files as the server reads them (docs/decisions/236-device-readers-from-real-exports.md,
// 350-shot-files-read-and-matched.md): the file's bytes made UTF-8 (an older localised export is Windows-1252), then
// core's device readers, a CSV export's records coming from csv-parse, the maintained CSV parser (quoted newlines,
// quotes, a byte-order mark, `;` files), and a Foresight session's shots from session-json.ts. Core stays free of Node's Buffer; this is the one place CSV bytes become
// records.
import { isUtf8 } from 'node:buffer';
import { Parser, type CsvError } from 'csv-parse';
import {
  CsvSyntaxError,
  createShotFileReader,
  type CsvRecordsFactory,
  type ShotFileReader,
  type ShotFileResult,
} from '@longwood/core';
import { streamedSessionJson } from './session-json';

/** What csv-parse's api gives: the parser behind its stream, fed bytes and handing records back at once. */
interface CsvParseApi {
  parse(
    chunk: Buffer | undefined,
    end: boolean,
    push: (record: { record: string[]; info: { lines: number } }) => void,
    close: () => void,
  ): CsvError | undefined;
}

/** Why csv-parse stopped, as a member reads it. */
function problem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'A quoted cell is never closed';
    case 'CSV_MAX_RECORD_SIZE':
      return 'A record is longer than 64 kB';
    default:
      return 'A quoted cell is not closed where it should be';
  }
}

export const csvParseRecords: CsvRecordsFactory = ({ delimiter, maxRecordBytes }) => {
  const parser = new Parser({
    delimiter,
    encoding: 'utf8',
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxRecordBytes,
  });
  const api = (parser as unknown as { api: CsvParseApi }).api;
  const run = (chunk: Uint8Array | undefined, end: boolean, record: (cells: string[], line: number) => void) => {
    const bytes = chunk && Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const error = api.parse(
      bytes,
      end,
      ({ record: cells, info }) => record(cells, info.lines),
      () => {},
    );
    if (error) throw new CsvSyntaxError((error as CsvError & { lines?: number }).lines ?? null, problem(error));
  };
  return {
    write: (chunk, record) => run(chunk, false, record),
    end: (record) => run(undefined, true, record),
  };
};

/** Where the first UTF-8 sequence of `bytes` that is not whole and valid begins (`bytes.length` when none). */
function firstNotUtf8(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length;) {
    const lead = bytes[at]!;
    const length = lead < 0x80 ? 1 : lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0;
    if (length === 0 || !isUtf8(bytes.subarray(at, at + length)) || at + length > bytes.length) return at;
    at += length;
  }
  return bytes.length;
}

/**
 * A file's bytes as UTF-8, as they arrive: as they are while they are UTF-8 (the exports' usual encoding); from the
 * first byte that is not, read as Windows-1252 (older localised exports) and written as UTF-8. A sequence cut at the
 * end of a piece waits for the next, so the pieces a file arrives in change nothing.
 */
export function utf8Stream() {
  let held: Uint8Array = new Uint8Array(0);
  let windows1252: { decode(bytes: Uint8Array): string } | null = null;
  const encoder = new TextEncoder();
  const fromWindows1252 = (bytes: Uint8Array) => encoder.encode(windows1252!.decode(bytes));
  return {
    write(chunk: Uint8Array): Uint8Array {
      if (windows1252) return fromWindows1252(chunk);
      const bytes = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      // The last sequence may be cut short by the piece's end: it is held for the next piece.
      let whole = bytes.length;
      for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
        const byte = bytes[bytes.length - back]!;
        if (byte < 0x80) break;
        if (byte >= 0xc0) {
          const length = byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : 4;
          if (length > back) whole = bytes.length - back;
          break;
        }
      }
      held = bytes.slice(whole);
      const body = bytes.subarray(0, whole);
      if (isUtf8(body)) return body;
      const valid = firstNotUtf8(body);
      windows1252 = new TextDecoder('windows-1252');
      const rest = Buffer.concat([body.subarray(valid), held]);
      held = new Uint8Array(0);
      return Buffer.concat([body.subarray(0, valid), fromWindows1252(rest)]);
    },
    /** What is left at the end: a sequence the file cut short, read as Windows-1252. */
    end(): Uint8Array {
      if (held.length === 0) return held;
      windows1252 ??= new TextDecoder('windows-1252');
      return fromWindows1252(held);
    },
  };
}

/** A reader of one session file as its bytes arrive. */
export function createSessionFileReader(): ShotFileReader {
  const reader = createShotFileReader(csvParseRecords, streamedSessionJson);
  const utf8 = utf8Stream();
  return {
    write: (chunk) => reader.write(utf8.write(chunk)),
    end() {
      const rest = utf8.end();
      if (rest.length > 0) reader.write(rest);
      return reader.end();
    },
  };
}

/** One whole session file read at once (tests, scripts). */
export function readSessionFile(content: string | Uint8Array): ShotFileResult {
  const reader = createSessionFileReader();
  reader.write(typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return reader.end();
}
