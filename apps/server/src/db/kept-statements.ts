// Statements kept prepared on each connection for the few reads every screen repeats (the list pages' read,
// docs/decisions/370-infrastructure-that-earns-its-keep.md): parsed and planned once per connection instead of on every
// request. On Postgres a marked query is a named prepared statement, node-postgres's own (`name`, which knex hands the
// driver): Parse once, then Bind/Execute; after five runs Postgres may keep a generic plan. On SQLite, which knex gives
// no such option, its sqlite3 Statement is kept and run again with the new values (at most KEPT_PER_CONNECTION per
// connection; a marked query beyond that runs as any other). Nothing else changes: the same SQL, values and rows.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { Statement } from 'sqlite3';
import { isPostgres } from './dialect';

/** The query option that marks a kept statement on SQLite (knex hands a query's options to the client's _query). */
const KEEP = 'keptStatement';

/** At most this many kept statements per SQLite connection: a bound on the server's memory. */
export const KEPT_PER_CONNECTION = 64;

/** Marks `query` as a read whose statement each connection keeps prepared. */
export function keptStatement<Q extends Knex.QueryBuilder>(query: Q): Q {
  if (query.client.config.client === 'pg') {
    return query.options({ name: statementName(query.toSQL().sql) });
  }
  return query.options({ [KEEP]: true });
}

/** What knex's clients hand to `_query` (knex/lib/execution: the compiled query and, after it ran, its answer). */
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  method?: string;
  options?: Record<string, unknown>;
  response?: unknown;
  context?: unknown;
}

/** The two methods of a knex client this module wraps (knex/lib/client.js and its dialects). */
interface ClientInternals {
  _query(connection: object, obj: QueryObject): Promise<QueryObject>;
  destroyRawConnection(connection: object): Promise<void>;
}

/** A statement's name on Postgres: the same text always gets the same name, on every connection. */
export function statementName(sql: string): string {
  return `lgf_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;
}

/** The options without the mark; `null` when the query was not marked. */
function unmarked(obj: QueryObject): Record<string, unknown> | null {
  if (obj.options?.[KEEP] !== true) return null;
  const { [KEEP]: _mark, ...rest } = obj.options;
  return rest;
}

/** node-sqlite3's Database as used here. */
interface SqliteConnection {
  prepare(sql: string, callback: (err: Error | null) => void): Statement;
}

/** The column of a kept SQLite read's rows as JSON arrays (no table has a column of that name). */
const JSON_ROW = 'lgf_json_row';

/**
 * A read kept on a SQLite connection: its statement and, once a run has shown its columns, the same read with each
 * row as one JSON array (`null`: not to be read so, e.g. a BLOB column). node-sqlite3 builds every row as an object
 * whose keys it makes anew for each value; one text per row parsed with JSON.parse costs under half as much for a
 * page of 50 rows of 28 columns (0.18 against 0.37 ms).
 */
interface SqliteRead {
  statement: Promise<Statement>;
  asJson?: { keys: string[]; statement: Promise<Statement> } | null;
}

const prepareOn = (connection: SqliteConnection, sql: string) =>
  new Promise<Statement>((resolve, reject) => {
    const made = connection.prepare(sql, (err) => (err ? reject(err) : resolve(made)));
  });

/** All of the values every time: a kept statement would otherwise run with the last ones bound. */
const allOf = (statement: Statement, bindings: unknown[]) =>
  new Promise<{ rows: Array<Record<string, unknown>>; context: Statement }>((resolve, reject) => {
    statement.all(bindings, function (this: Statement, err: Error | null, rows: Array<Record<string, unknown>>) {
      if (err) reject(err);
      else resolve({ rows, context: this });
    });
  });

const finalized = (statement: Promise<Statement>) =>
  statement.then(
    (made) => new Promise<void>((resolve) => made.finalize(() => resolve())),
    () => undefined,
  );

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of a run of `asJson`: each JSON array back into an object with the keys of the read's columns. */
function rowsOfJson(keys: readonly string[], rows: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return rows.map((row) => {
    const values = JSON.parse(row[JSON_ROW] as string) as unknown[];
    const object: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) object[keys[i]!] = values[i];
    return object;
  });
}

/**
 * The read of `sql` with each row as one JSON array, when it gives exactly `rows` (the rows its plain statement just
 * gave, on this connection, which nothing else used in between); null when it does not or SQLite refuses it.
 */
async function readAsJson(
  connection: SqliteConnection,
  sql: string,
  bindings: unknown[],
  rows: Array<Record<string, unknown>>,
): Promise<SqliteRead['asJson']> {
  const keys = Object.keys(rows[0]!);
  const statement = prepareOn(
    connection,
    `select json_array(${keys.map(quoted).join(', ')}) as ${JSON_ROW} from (${sql})`,
  );
  try {
    const same = isDeepStrictEqual(rowsOfJson(keys, (await allOf(await statement, bindings)).rows), rows);
    if (same) return { keys, statement };
  } catch {
    // e.g. a BLOB column: JSON cannot hold it. The read keeps its plain statement.
  }
  await finalized(statement);
  return null;
}

function keepOnSqlite(client: ClientInternals, limit: number): void {
  const run = client._query.bind(client);
  const destroy = client.destroyRawConnection.bind(client);
  const keptOf = new WeakMap<object, Map<string, SqliteRead>>();

  client._query = async (connection, obj) => {
    const options = unmarked(obj);
    // Only reads: knex runs writes with `run` for their lastID and changes.
    if (options === null || !['select', 'first', 'pluck'].includes(obj.method ?? 'select')) return run(connection, obj);
    obj.options = options;
    let kept = keptOf.get(connection);
    if (!kept) keptOf.set(connection, (kept = new Map<string, SqliteRead>()));
    const sql = obj.sql;
    let read = kept.get(sql);
    if (!read) {
      if (kept.size >= limit) return run(connection, obj);
      read = { statement: prepareOn(connection as SqliteConnection, sql) };
      kept.set(sql, read);
      // A statement SQLite refuses is not kept: the next run prepares it again (and fails the same way).
      read.statement.catch(() => kept.delete(sql));
    }
    const bindings = obj.bindings ?? [];
    if (read.asJson) {
      const { rows, context } = await allOf(await read.asJson.statement, bindings);
      obj.response = rowsOfJson(read.asJson.keys, rows);
      obj.context = context;
      return obj;
    }
    const { rows, context } = await allOf(await read.statement, bindings);
    if (read.asJson === undefined && rows.length > 0) {
      read.asJson = await readAsJson(connection as SqliteConnection, sql, bindings, rows);
    }
    obj.response = rows;
    obj.context = context;
    return obj;
  };

  // SQLite will not close a database that still has statements: they are finalized first.
  client.destroyRawConnection = async (connection) => {
    const kept = keptOf.get(connection);
    keptOf.delete(connection);
    for (const read of kept?.values() ?? []) {
      await finalized(read.statement);
      if (read.asJson) await finalized(read.asJson.statement);
    }
    return destroy(connection);
  };
}

/**
 * Makes a SQLite `db` keep the statements of the queries marked with keptStatement() (createDb calls it once); on
 * Postgres node-postgres keeps them, and `db` is left as it is.
 */
export function keepStatements(db: Knex, limit = KEPT_PER_CONNECTION): Knex {
  const client = db.client as unknown as ClientInternals;
  if (!isPostgres(db)) keepOnSqlite(client, limit);
  return db;
}
