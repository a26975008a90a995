// Session files as the server reads them (docs/decisions/236-device-readers-from-real-exports.md): core's device
// readers over the records of csv-parse, the maintained CSV parser (quoted newlines, quotes, a byte-order mark, `;`
// files). Core reads no bytes itself, so it stays free of Node's Buffer; this is the one place CSV bytes become records.
import { Parser, type CsvError } from 'csv-parse';
import {
  CsvSyntaxError,
  createShotFileReader,
  parseShotFile,
  type CsvRecordsFactory,
  type ShotFileReader,
  type ShotFileResult,
} from '@longwood/core';

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
    // Each cell as its bytes, one character per byte (decision 222): core decodes the file's text.
    encoding: 'latin1',
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

/** A reader of one session file as its bytes arrive. */
export const createSessionFileReader = (): ShotFileReader => createShotFileReader(csvParseRecords);

/** One whole session file read at once (tests, scripts). */
export const readSessionFile = (content: string | Uint8Array): ShotFileResult =>
  parseShotFile(content, csvParseRecords);
