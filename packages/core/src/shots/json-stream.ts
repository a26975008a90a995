// A JSON reader that takes its input in chunks of bytes, as they arrive, and reports what it reads as events
// (docs/decisions/222-streaming-shot-file-import.md): the shot-file reader builds each element of a Foresight
// session's `Shots` list from them and lets the element go, so a file is never held whole. It checks the grammar
// as it goes (an error names the line), holds at most one token (a string, number or literal of at most
// `maxTokenBytes`) and the stack of open containers (at most `maxDepth`).

export type JsonScalar = string | number | boolean | null;

export interface JsonEvents {
  startObject(): void;
  endObject(): void;
  startArray(): void;
  endArray(): void;
  key(name: string): void;
  scalar(value: JsonScalar): void;
}

export class JsonStreamError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface JsonStreamReader {
  write(chunk: Uint8Array): void;
  end(): void;
  /** The 1-based line being read. */
  readonly line: number;
  /** Bytes read so far. */
  readonly offset: number;
}

/** What is expected next. */
const enum Expect {
  Value,
  ValueOrEnd, // after '['
  KeyOrEnd, // after '{'
  Key, // after ',' in an object
  Colon,
  CommaOrEnd, // after a value inside a container
  Nothing, // after the root value
}

const enum Token {
  None,
  String,
  Number,
  Literal,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const NUMBER_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** A string's text as written is its value: no escape (a backslash) and no control character, which JSON refuses. */
function plainString(raw: string): boolean {
  for (let i = 0; i < raw.length; i += 1) {
    const code = raw.charCodeAt(i);
    if (code === 0x5c || code < 0x20) return false;
  }
  return true;
}

/**
 * A piece of the file's text. The server hands core UTF-8 only (an older localised export in Windows-1252 is made
 * UTF-8 first, docs/decisions/350-shot-files-read-and-matched.md).
 */
const utf8 = new TextDecoder('utf-8');
export const decodeUtf8 = (bytes: Uint8Array): string => utf8.decode(bytes);

/** Pieces of bytes as one. */
export function joinBytes(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

export function createJsonStreamReader(
  events: JsonEvents,
  limits: { maxTokenBytes: number; maxDepth: number; firstLine?: number },
): JsonStreamReader {
  let line = limits.firstLine ?? 1;
  const decode = decodeUtf8;
  let offset = 0;
  let expect = Expect.Value;
  /** Open containers: true for an object, false for an array. */
  const stack: boolean[] = [];
  let token = Token.None;
  // A string token's bytes (raw, escapes included), kept as copied pieces until its closing quote.
  let pieces: Uint8Array[] = [];
  let tokenBytes = 0;
  let escaped = false;
  // A number's or literal's characters.
  let word = '';

  const fail = (message: string): never => {
    throw new JsonStreamError(line, message);
  };
  const invalid = () => fail('The file is not valid JSON');

  function afterValue() {
    expect = stack.length === 0 ? Expect.Nothing : Expect.CommaOrEnd;
  }

  function beginValue() {
    if (expect !== Expect.Value && expect !== Expect.ValueOrEnd) invalid();
  }

  function finishString(text: string) {
    if (expect === Expect.Key || expect === Expect.KeyOrEnd) {
      events.key(text);
      expect = Expect.Colon;
      return;
    }
    beginValue();
    events.scalar(text);
    afterValue();
  }

  function finishWord() {
    const text = word;
    word = '';
    const kind = token;
    token = Token.None;
    beginValue();
    if (kind === Token.Number) {
      if (!NUMBER_PATTERN.test(text)) invalid();
      events.scalar(Number(text));
    } else if (text === 'true') events.scalar(true);
    else if (text === 'false') events.scalar(false);
    else if (text === 'null') events.scalar(null);
    else invalid();
    afterValue();
  }

  function structural(byte: number) {
    switch (byte) {
      case 0x7b: // {
      case 0x5b: {
        // [
        beginValue();
        if (stack.length >= limits.maxDepth) fail('The file nests deeper than a session file does');
        const object = byte === 0x7b;
        stack.push(object);
        if (object) {
          events.startObject();
          expect = Expect.KeyOrEnd;
        } else {
          events.startArray();
          expect = Expect.ValueOrEnd;
        }
        return;
      }
      case 0x7d: // }
      case 0x5d: {
        // ]
        const object = byte === 0x7d;
        const top = stack.at(-1);
        const canClose = object
          ? top === true && (expect === Expect.KeyOrEnd || expect === Expect.CommaOrEnd)
          : top === false && (expect === Expect.ValueOrEnd || expect === Expect.CommaOrEnd);
        if (!canClose) invalid();
        stack.pop();
        if (object) events.endObject();
        else events.endArray();
        afterValue();
        return;
      }
      case 0x3a: // :
        if (expect !== Expect.Colon) invalid();
        expect = Expect.Value;
        return;
      case 0x2c: // ,
        if (expect !== Expect.CommaOrEnd) invalid();
        expect = stack.at(-1) ? Expect.Key : Expect.Value;
        return;
      default:
        invalid();
    }
  }

  /** Counts `length` more bytes of the token being read, within its bound. */
  function countTokenBytes(length: number) {
    tokenBytes += length;
    if (tokenBytes > limits.maxTokenBytes) fail('A value in the file is longer than a session file has');
  }

  function addPiece(piece: Uint8Array) {
    countTokenBytes(piece.length);
    pieces.push(piece.slice());
  }

  return {
    get line() {
      return line;
    },
    get offset() {
      return offset;
    },
    write(chunk) {
      let i = 0;
      const n = chunk.length;
      while (i < n) {
        if (token === Token.String) {
          // Find the closing quote (one not escaped) in this chunk.
          const start = i;
          let closed = -1;
          for (; i < n; i++) {
            const byte = chunk[i]!;
            if (escaped) escaped = false;
            else if (byte === BACKSLASH) escaped = true;
            else if (byte === QUOTE) {
              closed = i;
              break;
            } else if (byte === NEWLINE) line += 1;
          }
          if (closed < 0) {
            addPiece(chunk.subarray(start));
            offset += n - start;
            return;
          }
          // A string begun in this chunk is decoded where it lies; one begun before is joined to its earlier pieces.
          let raw: string;
          if (pieces.length === 0) {
            countTokenBytes(closed - start);
            raw = decode(chunk.subarray(start, closed));
          } else {
            addPiece(chunk.subarray(start, closed));
            raw = decode(joinBytes(pieces, tokenBytes));
          }
          i = closed + 1;
          offset += i - start;
          pieces = [];
          tokenBytes = 0;
          token = Token.None;
          let text: string;
          if (plainString(raw)) text = raw;
          else {
            try {
              // JSON's own rules for escapes and control characters.
              text = JSON.parse(`"${raw}"`) as string;
            } catch {
              return invalid();
            }
          }
          finishString(text);
          continue;
        }
        const byte = chunk[i]!;
        const isWordByte =
          (byte >= 0x30 && byte <= 0x39) || // 0-9
          (byte >= 0x61 && byte <= 0x7a) || // a-z
          (byte >= 0x41 && byte <= 0x5a) || // A-Z
          byte === 0x2d || // -
          byte === 0x2b || // +
          byte === 0x2e; // .
        if (token !== Token.None) {
          if (isWordByte) {
            word += String.fromCharCode(byte);
            if (word.length > 400) fail('A value in the file is longer than a session file has');
            i++;
            offset++;
            continue;
          }
          finishWord();
        }
        i++;
        offset++;
        if (byte === 0x20 || byte === 0x09 || byte === 0x0d) continue;
        if (byte === NEWLINE) {
          line += 1;
          continue;
        }
        if (byte === QUOTE) {
          if (expect === Expect.Nothing || expect === Expect.Colon || expect === Expect.CommaOrEnd) invalid();
          token = Token.String;
          continue;
        }
        if (isWordByte) {
          token = byte === 0x2d || (byte >= 0x30 && byte <= 0x39) ? Token.Number : Token.Literal;
          word = String.fromCharCode(byte);
          continue;
        }
        structural(byte);
      }
    },
    end() {
      if (token === Token.String) invalid();
      if (token !== Token.None) finishWord();
      if (expect !== Expect.Nothing) invalid();
    },
  };
}
