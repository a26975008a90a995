// Rows read from Postgres in COPY's binary format (docs/decisions/220-shot-data-import.md): every
// field arrives as its raw bytes. node-postgres decodes every field of a query's result as text, so a `bytea` column
// arrives as hex, twice its size, and is decoded back into bytes; a member's shot summary reads 4.8 MB of runs that way
// (9.6 MB of text to decode). `COPY (query) TO STDOUT (FORMAT binary)` through pg-copy-streams (node-postgres's own
// COPY streams) sends the bytes as stored.
// The format, as PostgreSQL's documentation of COPY defines it ("Binary Format"): an 11-byte signature
// `PGCOPY\n\377\r\n\0`, a 32-bit flags field, a 32-bit header-extension length and that many bytes; then each row as a
// 16-bit field count and, per field, a 32-bit length (-1 for NULL) and that many bytes; then a 16-bit -1 that ends the
// data. Integers are in network byte order; each value is the type's binary send form (text as UTF-8, int4 as 4 bytes,
// bytea as its bytes).
import type { Knex } from 'knex';
import { escapeLiteral, type Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { isConnectionLost } from './dialect';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** One row: each field's bytes (a view of the whole answer), or null. */
export type BinaryRow = Array<Buffer | null>;

/** The rows of a COPY binary answer; throws a clear error on anything but that format, whole. */
export function parseCopyBinary(data: Buffer): BinaryRow[] {
  const fail = (what: string, at: number): never => {
    throw new Error(`COPY binary answer: ${what} at byte ${at} of ${data.length}`);
  };
  const need = (at: number, bytes: number, what: string) => {
    if (at + bytes > data.length) fail(`cut short in ${what}`, at);
  };
  need(0, SIGNATURE.length + 8, 'the header');
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) fail('no PGCOPY signature', 0);
  let at = SIGNATURE.length + 4; // the flags: bit 16 (OIDs included) is never set by a COPY of a query
  const extension = data.readInt32BE(at);
  at += 4;
  if (extension < 0) fail('a negative header extension length', at - 4);
  need(at, extension, 'the header extension');
  at += extension;
  const rows: BinaryRow[] = [];
  for (;;) {
    need(at, 2, 'a row');
    const fieldCount = data.readInt16BE(at);
    at += 2;
    if (fieldCount === -1) break;
    if (fieldCount < 0) fail(`a field count of ${fieldCount}`, at - 2);
    const row: BinaryRow = [];
    for (let field = 0; field < fieldCount; field++) {
      need(at, 4, `field ${field + 1}'s length`);
      const length = data.readInt32BE(at);
      at += 4;
      if (length === -1) {
        row.push(null);
        continue;
      }
      if (length < 0) fail(`field ${field + 1}'s length of ${length}`, at - 4);
      need(at, length, `field ${field + 1}`);
      row.push(data.subarray(at, at + length));
      at += length;
    }
    rows.push(row);
  }
  if (at !== data.length) fail('bytes after the end of the data', at);
  return rows;
}

/**
 * A literal of `value` for SQL that takes no parameters (COPY's query does not): numbers as written (finite only),
 * booleans as true/false, strings through node-postgres's own escapeLiteral.
 */
export function sqlLiteral(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number for SQL: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new Error('A string for SQL holds a NUL character');
  return escapeLiteral(value);
}

/** The rows of `query` (a SELECT with its values written in, see sqlLiteral), on one of `db`'s Postgres connections. */
export async function copyBinaryRows(db: Knex, query: string): Promise<BinaryRow[]> {
  const client = db.client as Knex.Client;
  const connection = (await client.acquireConnection()) as Client;
  try {
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const stream = connection.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    return parseCopyBinary(Buffer.concat(chunks));
  } catch (error) {
    // A connection Postgres ended is not given out again (Knex's pool drops a connection so marked): the error comes
    // before the socket closes, and the next read must not be the one to find it closed.
    if (isConnectionLost(error)) (connection as Client & { __knex__disposed?: unknown }).__knex__disposed = error;
    throw error;
  } finally {
    await client.releaseConnection(connection);
  }
}
