// Finds the JSON objects in a byte stream as Open Connect sends them: one after another with or without a newline,
// split or joined across TCP packets any way (docs/decisions/240-bay-agent-and-device-keys.md). It only reads a copy
// of what the relay passes on, so it never changes, delays or refuses a byte; what is not an object is skipped.

/** Longest object kept while waiting for its end: a runaway stream is dropped, never held in memory. */
const MAX_OBJECT_BYTES = 1024 * 1024;

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;

export interface JsonScanner {
  /** Reads `chunk` and answers every object it completed, parsed (objects that fail to parse are skipped). */
  push(chunk: Buffer): unknown[];
}

export function createJsonScanner(): JsonScanner {
  let parts: Buffer[] = [];
  let size = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;

  const reset = () => {
    parts = [];
    size = 0;
    depth = 0;
    inString = false;
    escaped = false;
  };

  return {
    push(chunk) {
      const found: unknown[] = [];
      let start = depth > 0 ? 0 : -1;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (depth === 0) {
          if (byte === OPEN) {
            depth = 1;
            start = i;
          }
          continue;
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
          continue;
        }
        if (byte === QUOTE) inString = true;
        else if (byte === OPEN) depth += 1;
        else if (byte === CLOSE) {
          depth -= 1;
          if (depth === 0) {
            const text = Buffer.concat([...parts, chunk.subarray(start, i + 1)]).toString('utf8');
            reset();
            start = -1;
            try {
              found.push(JSON.parse(text));
            } catch {
              // Not JSON after all: skipped.
            }
          }
        }
      }
      if (depth > 0 && start >= 0) {
        const rest = chunk.subarray(start);
        size += rest.length;
        if (size > MAX_OBJECT_BYTES) reset();
        else parts.push(Buffer.from(rest));
      }
      return found;
    },
  };
}
