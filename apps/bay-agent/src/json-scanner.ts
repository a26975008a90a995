// Finds the JSON objects in a byte stream as Open Connect sends them: one after another with or without a newline,
// split or joined across TCP packets any way (docs/decisions/240-bay-agent-and-device-keys.md). It only reads a copy
// of what the relay passes on, so it never changes, delays or refuses a byte. It checks the grammar as it goes, so a
// malformed message (cut off mid-object, an unbalanced `{`, an unterminated string) is noticed where it goes wrong and
// reading starts again at the next top-level `{` (decision 420): one bad message never silences the connection.
// What was skipped is reported once per recovery, with its size.

/** Longest object kept while waiting for its end: a runaway stream is dropped, never held in memory. */
const MAX_OBJECT_BYTES = 1024 * 1024;

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
/** Bytes of numbers, true, false and null. */
const isLiteral = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x2d || byte === 0x2b || byte === 0x2e;

/** What the grammar allows next inside an object or array. */
type Expect = 'keyOrEnd' | 'key' | 'colon' | 'value' | 'valueOrEnd' | 'commaOrEnd';

export interface SkippedBytes {
  /** How many bytes were dropped (not counting whitespace between messages). */
  bytes: number;
  /** The start of what was dropped, for the log. */
  sample: string;
}

export interface JsonScanner {
  /** Reads `chunk` and answers every object it completed, parsed. */
  push(chunk: Buffer): unknown[];
}

export function createJsonScanner(onSkip: (skipped: SkippedBytes) => void = () => undefined): JsonScanner {
  /** The current object's bytes before this chunk. */
  let parts: Buffer[] = [];
  let size = 0;
  const stack: number[] = [];
  let expect: Expect = 'keyOrEnd';
  let inString = false;
  let stringIsKey = false;
  let escaped = false;
  let inLiteral = false;
  /** Bytes dropped since the last good object, and how they began. */
  let skipped = 0;
  let skippedSample = '';

  const reset = () => {
    parts = [];
    size = 0;
    stack.length = 0;
    inString = escaped = inLiteral = false;
  };
  const skip = (bytes: Buffer) => {
    if (skipped === 0) skippedSample = bytes.subarray(0, 60).toString('utf8');
    skipped += bytes.length;
  };
  const reportSkipped = () => {
    if (skipped === 0) return;
    onSkip({ bytes: skipped, sample: skippedSample });
    skipped = 0;
    skippedSample = '';
  };

  /** Reads `data` from its start; answers the offset to read again from after a malformed object, or -1 when done. */
  function scan(data: Buffer, found: unknown[]): Buffer | null {
    let start = stack.length > 0 ? 0 : -1;
    for (let i = 0; i < data.length; i++) {
      const byte = data[i]!;
      if (stack.length === 0) {
        if (byte === OPEN) {
          stack.push(OPEN);
          expect = 'keyOrEnd';
          start = i;
        } else if (!isSpace(byte)) {
          skip(data.subarray(i, i + 1));
        }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) {
          inString = false;
          expect = stringIsKey ? 'colon' : 'commaOrEnd';
        } else if (byte < 0x20) return broken(data, start, i);
        continue;
      }
      if (inLiteral) {
        if (isLiteral(byte)) continue;
        inLiteral = false;
        expect = 'commaOrEnd';
      }
      if (isSpace(byte)) continue;
      let ok = true;
      switch (expect) {
        case 'keyOrEnd':
        case 'key':
          if (byte === QUOTE) {
            inString = true;
            stringIsKey = true;
          } else if (byte === CLOSE && expect === 'keyOrEnd') {
            ok = close(OPEN);
          } else ok = false;
          break;
        case 'colon':
          if (byte === COLON) expect = 'value';
          else ok = false;
          break;
        case 'value':
        case 'valueOrEnd':
          if (byte === OPEN) {
            stack.push(OPEN);
            expect = 'keyOrEnd';
          } else if (byte === OPEN_ARRAY) {
            stack.push(OPEN_ARRAY);
            expect = 'valueOrEnd';
          } else if (byte === QUOTE) {
            inString = true;
            stringIsKey = false;
          } else if (isLiteral(byte)) {
            inLiteral = true;
          } else if (byte === CLOSE_ARRAY && expect === 'valueOrEnd') {
            ok = close(OPEN_ARRAY);
          } else ok = false;
          break;
        case 'commaOrEnd':
          if (byte === COMMA) expect = stack.at(-1) === OPEN ? 'key' : 'value';
          else if (byte === CLOSE) ok = close(OPEN);
          else if (byte === CLOSE_ARRAY) ok = close(OPEN_ARRAY);
          else ok = false;
          break;
      }
      if (!ok) return broken(data, start, i);
      if (stack.length === 0) {
        const bytes =
          parts.length > 0 ? Buffer.concat([...parts, data.subarray(start, i + 1)]) : data.subarray(start, i + 1);
        let value: unknown;
        try {
          value = JSON.parse(bytes.toString('utf8'));
        } catch {
          // The grammar held but a literal or escape did not (`tru`, `1.2.3`): malformed all the same.
          return broken(data, start, i);
        }
        reset();
        reportSkipped();
        found.push(value);
        start = -1;
      }
    }
    if (stack.length > 0 && start >= 0) {
      const rest = data.subarray(start);
      size += rest.length;
      if (size > MAX_OBJECT_BYTES) {
        skip(Buffer.concat([...parts, rest]));
        reset();
        reportSkipped();
      } else parts.push(Buffer.from(rest));
    }
    return null;
  }

  /** Pops the container `kind` (false when the other kind is open). */
  function close(kind: number): boolean {
    if (stack.at(-1) !== kind) return false;
    stack.pop();
    expect = 'commaOrEnd';
    return true;
  }

  /**
   * The object begun at `start` went wrong at `at`. When the byte that broke it is a `{`, a new message began there
   * (the one before was cut off); otherwise the next message began at some `{` after the broken one's own (inside
   * what looked like a string, say). Answers the bytes to read again, from that `{`, with the rest of the chunk.
   */
  function broken(data: Buffer, start: number, at: number): Buffer {
    const object = Buffer.concat([...parts, data.subarray(Math.max(start, 0), at + 1)]);
    reset();
    let resume = data[at] === OPEN ? object.length - 1 : object.indexOf(OPEN, 1);
    if (resume < 0) resume = object.length;
    skip(object.subarray(0, resume));
    return Buffer.concat([object.subarray(resume), data.subarray(at + 1)]);
  }

  return {
    push(chunk) {
      const found: unknown[] = [];
      let data: Buffer | null = chunk;
      while (data) data = scan(data, found);
      return found;
    },
  };
}
