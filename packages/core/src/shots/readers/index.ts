// Reads a launch monitor's session file into shots in stored units (docs/decisions/220-shot-data-import.md,
// 236-device-readers-from-real-exports.md): one reader per device in this folder — fsx.ts (Foresight's JSON
// `.session`), and the CSV exports through csv.ts with each device's layout (trackman.ts, gspro.ts, uneekor.ts,
// flightscope.ts, rapsodo.ts, foresight-csv.ts, squaregolf.ts, garmin.ts) — chosen by detect.ts from the content, never
// from the file's name. Values
// the devices write for "no reading" are missing; a value no golf shot can have is dropped (and counted); a cell that
// is not a number, or a file that is none of these, is an error naming the device, the line and the field, so the
// caller stores nothing of it.
import { csvReader, MAX_CSV_RECORD_BYTES, type CsvRecordsFactory } from './csv';
import { beginsJson } from './detect';
import { fsxReader, JsonSyntaxError, type JsonSessionParser } from './fsx';
import { FileProblem, type ChunkSink, type ShotFileError, type ShotFileResult } from './session';

export {
  inUnits,
  SHOT_MEASURES,
  SHOT_SOURCE_NAMES,
  SHOT_SOURCES,
  type ParsedSession,
  type ParsedShot,
  type ShotFileError,
  type ShotFileResult,
  type ShotMeasure,
  type ShotSource,
} from './session';
export { CsvSyntaxError, type CsvRecordsFactory } from './csv';
export { JsonSyntaxError, type JsonSessionEvents, type JsonSessionParser } from './fsx';

/** The first bytes of a UTF-8 byte-order mark. */
const BOM = [0xef, 0xbb, 0xbf];

export interface ShotFileReader {
  /** The next bytes of the file. Returns false once the file is known to be bad (the rest need not be sent). */
  write(chunk: Uint8Array): boolean;
  /** The file is complete: its session, or the first problem found. */
  end(): ShotFileResult;
}

/**
 * Reads one session file as its bytes arrive, holding only the record (CSV) or the shot (FSX) being read and the shots
 * read so far (at most MAX_SHOTS_PER_FILE). The format is recognised from the first bytes that are not white space:
 * `{` or `[` is a Foresight session, anything else a CSV export.
 */
export function createShotFileReader(csv: CsvRecordsFactory, json: JsonSessionParser): ShotFileReader {
  let sink: ChunkSink | null = null;
  let failure: ShotFileError | null = null;
  let bomBytes = 0;
  // Before the format is known: the lines of white space seen, and the white space of the line begun.
  let blankLines = 0;
  let lineStart: number[] = [];

  function guard<T>(action: () => T): T | null {
    if (failure) return null;
    try {
      return action();
    } catch (error) {
      const source = sink?.source() ?? null;
      if (error instanceof FileProblem) {
        failure = { source, line: error.line, field: error.field, message: error.message };
      } else if (error instanceof JsonSyntaxError) {
        failure = { source, line: error.line, field: error.field, message: error.message };
      } else {
        throw error;
      }
      return null;
    }
  }

  function sniff(chunk: Uint8Array): void {
    let i = 0;
    // A leading byte-order mark is no content (it may come a byte at a time).
    while (bomBytes < BOM.length && i < chunk.length) {
      if (chunk[i] === BOM[bomBytes] && blankLines === 0 && lineStart.length === 0) {
        bomBytes += 1;
        i += 1;
      } else {
        bomBytes = BOM.length;
      }
    }
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0x0a) {
        blankLines += 1;
        lineStart = [];
      } else if (byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0b || byte === 0x0c) {
        if (lineStart.length < MAX_CSV_RECORD_BYTES) lineStart.push(byte);
      } else {
        if (beginsJson(byte)) {
          sink = fsxReader(blankLines + 1, json);
        } else {
          sink = csvReader(blankLines + 1, csv);
          sink.write(Uint8Array.from(lineStart));
        }
        sink.write(chunk.subarray(i));
        return;
      }
    }
  }

  return {
    write(chunk) {
      guard(() => (sink ? sink.write(chunk) : sniff(chunk)));
      return failure === null;
    },
    end() {
      const session = guard(() => (sink ?? csvReader(blankLines + 1, csv)).end());
      return failure ? { ok: false, error: failure } : { ok: true, session: session! };
    },
  };
}
