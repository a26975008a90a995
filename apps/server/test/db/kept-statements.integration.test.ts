// Statements kept prepared per connection (src/db/kept-statements.ts; decision 370), on each real database: a kept
// read answers with its own values every time, as an unkept one does; a SQLite connection keeps at most its limit; a statement
// the database refuses, a table renamed away and back, a connection Postgres ends and a SQLite database closed with
// statements kept each behave as without kept statements.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { keepStatements, keptStatement } from '../../src/db/kept-statements';
import { readPage } from '../../src/db/paging';
import { describeEachDatabase } from '../support/databases';

const TABLE = 'kept_statement_probe';

describeEachDatabase('kept statements', (ctx) => {
  const postgres = ctx.dialect === 'postgres';
  /** One connection, so a kept statement is on the connection the next read uses; `limit` kept statements. */
  const oneConnection = (limit: number): Knex =>
    keepStatements(
      postgres
        ? knex({ client: 'pg', connection: ctx.dbSettings.DATABASE_URL, pool: { min: 1, max: 1 } })
        : knex({
            client: 'sqlite3',
            connection: { filename: ctx.dbSettings.SQLITE_FILE },
            useNullAsDefault: true,
            pool: { min: 1, max: 1 },
          }),
      limit,
    );
  const labelOf = (db: Knex, id: number) =>
    keptStatement(db(TABLE).select('id', 'label').where('id', id).orderBy('id')).then(
      (rows: Array<{ id: number; label: string }>) => rows.map((row) => row.label),
    );
  /** The names of the prepared statements on the connection (Postgres); the one connection's when `db` has one. */
  const preparedOn = async (db: Knex) =>
    (
      (await db.raw('SELECT name FROM pg_prepared_statements ORDER BY name')) as { rows: Array<{ name: string }> }
    ).rows.map((row) => row.name);

  beforeAll(async () => {
    await ctx.db.schema.dropTableIfExists(TABLE);
    await ctx.db.schema.createTable(TABLE, (table) => {
      table.integer('id').primary();
      table.string('label').notNullable();
    });
    await ctx.db(TABLE).insert([
      { id: 1, label: 'Bay 1' },
      { id: 2, label: 'Bay 2' },
      { id: 3, label: "O'Neil's bay" },
    ]);
  });
  afterAll(async () => {
    await ctx.db.schema.dropTableIfExists(TABLE);
  });

  it('a kept read answers with its own values every time, the same rows as an unkept read', async () => {
    const db = oneConnection(8);
    try {
      for (const id of [1, 2, 3, 1, 4, 2]) {
        const unkept = (await db(TABLE).select('label').where('id', id)).map((row: { label: string }) => row.label);
        expect(await labelOf(db, id)).toEqual(unkept);
      }
      expect(await labelOf(db, 3)).toEqual(["O'Neil's bay"]);
      expect(await labelOf(db, 4)).toEqual([]);
      // The same statement, kept once: on Postgres the connection lists it by its one name.
      if (postgres) expect(await preparedOn(db)).toHaveLength(1);
      // .first() and a count through a kept statement.
      expect(await keptStatement(db(TABLE).first('label').where('id', 2))).toEqual({ label: 'Bay 2' });
      expect(Number(((await keptStatement(db(TABLE).count({ n: '*' }))) as Array<{ n: unknown }>)[0]!.n)).toBe(3);
    } finally {
      await db.destroy();
    }
  });

  it('a SQLite connection keeps at most its limit (Postgres every one); reads past it answer the same', async () => {
    const db = oneConnection(2);
    try {
      for (let round = 0; round < 2; round++) {
        for (let extra = 0; extra < 4; extra++) {
          const rows = (await keptStatement(
            db(TABLE)
              .select('id')
              .select(db.raw(`? + ${extra} as plus`, [10]))
              .where('id', '<=', 2)
              .orderBy('id'),
          )) as Array<{ id: number; plus: number }>;
          expect(rows.map((row) => [row.id, Number(row.plus)])).toEqual([
            [1, 10 + extra],
            [2, 10 + extra],
          ]);
        }
      }
      if (postgres) expect(await preparedOn(db)).toHaveLength(4);
    } finally {
      await db.destroy();
    }
  });

  it('a statement the database refuses fails its read each time with the database’s error; the next read runs', async () => {
    const db = oneConnection(8);
    try {
      for (let i = 0; i < 2; i++) {
        await expect(keptStatement(db(TABLE).select('no_such_column'))).rejects.toThrow(/no_such_column/);
      }
      expect(await labelOf(db, 2)).toEqual(['Bay 2']);
    } finally {
      await db.destroy();
    }
  });

  it('a table renamed away fails the kept read; renamed back and given a column, the same kept read answers', async () => {
    const db = oneConnection(8);
    try {
      expect(await labelOf(db, 1)).toEqual(['Bay 1']);
      await ctx.db.schema.renameTable(TABLE, `${TABLE}_away`);
      try {
        await expect(labelOf(db, 1)).rejects.toThrow(new RegExp(TABLE));
      } finally {
        await ctx.db.schema.renameTable(`${TABLE}_away`, TABLE);
      }
      await ctx.db.schema.alterTable(TABLE, (table) => table.string('note'));
      await ctx.db(TABLE).where('id', 1).update({ label: 'Bay 1 (renamed)' });
      expect(await labelOf(db, 1)).toEqual(['Bay 1 (renamed)']);
    } finally {
      await ctx.db(TABLE).where('id', 1).update({ label: 'Bay 1' });
      await ctx.db.schema.alterTable(TABLE, (table) => table.dropColumn('note'));
      await db.destroy();
    }
  });

  it.runIf(postgres)('a connection Postgres ends: the next connection prepares the kept statement again', async () => {
    const db = oneConnection(8);
    try {
      expect(await labelOf(db, 2)).toEqual(['Bay 2']);
      const [{ pid }] = ((await db.raw('SELECT pg_backend_pid() AS pid')) as { rows: Array<{ pid: number }> }).rows as [
        { pid: number },
      ];
      await ctx.db.raw('SELECT pg_terminate_backend(?)', [pid]);
      // The pool may hand out the ended connection once more (its first read fails); then it makes a new one.
      let answer: string[] | undefined;
      for (let tries = 0; tries < 3 && answer === undefined; tries++) {
        answer = await labelOf(db, 2).catch(() => undefined);
      }
      expect(answer).toEqual(['Bay 2']);
      const [{ pid: after }] = ((await db.raw('SELECT pg_backend_pid() AS pid')) as { rows: Array<{ pid: number }> })
        .rows as [{ pid: number }];
      expect(after).not.toBe(pid);
      expect(await preparedOn(db)).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(!postgres)('a SQLite connection closes with its kept statements (they are finalized first)', async () => {
    const db = oneConnection(8);
    const client = db.client as unknown as {
      acquireConnection(): Promise<object>;
      releaseConnection(connection: object): Promise<void>;
      destroyRawConnection(connection: object): Promise<void>;
    };
    try {
      expect(await labelOf(db, 1)).toEqual(['Bay 1']);
      expect(await labelOf(db, 2)).toEqual(['Bay 2']);
      // The pool's one connection, which ran both: SQLite refuses to close it while a statement is open (SQLITE_BUSY).
      const connection = await client.acquireConnection();
      await expect(client.destroyRawConnection(connection)).resolves.toBeUndefined();
      await client.releaseConnection(connection);
    } finally {
      await db.destroy();
    }
  });

  it('every kind of value, in order, reads the same kept as unkept, run after run (SQLite reads each row as JSON)', async () => {
    const typed = `${TABLE}_typed`;
    await ctx.db.schema.dropTableIfExists(typed);
    await ctx.db.schema.createTable(typed, (table) => {
      table.integer('id').primary();
      table.text('words');
      table.double('measure');
      table.bigInteger('big');
      table.boolean('flag');
      table.binary('bytes');
    });
    const words = ['', 'O\'Neil "Ace"', 'Line one\nline two\t', 'Café ⛳ 🏌️‍♀️', null, '\\ back', '{"json": [1]}'];
    await ctx.db(typed).insert(
      words.map((text, i) => ({
        id: i + 1,
        words: text,
        measure: [0, 1, -1.5, 61.234567890123, 1e-7, null, 12345.0][i],
        big: [0, 9007199254740991, -42, null, 1, 2, 3][i],
        flag: i % 2 === 0,
        bytes: null,
      })),
    );
    const db = oneConnection(8);
    try {
      const read = (kept: boolean, from: number) => {
        const query = db(typed)
          .select('id', 'words', 'measure', 'big', 'flag')
          .select(db.raw('? as asked', [`asked ${from}`]))
          .where('id', '>=', from)
          .orderBy('id', 'desc');
        return kept ? keptStatement(query) : query;
      };
      // SQLite: what the connection ran (node-sqlite3's trace of each statement's SQL).
      const traced: string[] = [];
      if (!postgres) {
        const client = db.client as unknown as {
          acquireConnection(): Promise<{ on(event: 'trace', listener: (sql: string) => void): void }>;
          releaseConnection(connection: object): Promise<void>;
        };
        const connection = await client.acquireConnection();
        connection.on('trace', (sql) => traced.push(sql));
        await client.releaseConnection(connection);
      }
      for (const from of [1, 2, 1, 5, 1, 8]) expect(await read(true, from)).toEqual(await read(false, from));
      // From the second run on, the kept read ran as JSON rows, and its plain statement only once, the first time.
      if (!postgres) {
        // (node-sqlite3 reports each statement a moment after it ran.)
        await expect.poll(() => traced.filter((sql) => sql.startsWith('select json_array(')).length).toBe(6);
        await expect.poll(() => traced.filter((sql) => sql.startsWith('select `id`')).length).toBe(7);
      }
      // Two columns of one name: the kept read answers as the unkept one (the last of them), never the other.
      const twoIds = (kept: boolean) => {
        const query = db(typed).select('id', db.raw('id * 10 as id')).where('id', '<=', 2).orderByRaw('1');
        return kept ? keptStatement(query) : query;
      };
      for (let i = 0; i < 3; i++) expect(await twoIds(true)).toEqual(await twoIds(false));
      // A BLOB, which JSON cannot hold, comes back as its bytes.
      await ctx
        .db(typed)
        .where('id', 1)
        .update({ bytes: Buffer.from([0, 255, 10]) });
      const bytes = () => keptStatement(db(typed).select('bytes').where('id', 1));
      for (let i = 0; i < 3; i++) expect(Buffer.from((await bytes())[0].bytes)).toEqual(Buffer.from([0, 255, 10]));
    } finally {
      await db.destroy();
      await ctx.db.schema.dropTableIfExists(typed);
    }
  });

  it('the app’s own database keeps the statement of a list page, and pages still follow their values', async () => {
    const db = createDb(ctx.dbSettings);
    try {
      const page = (pageNumber: number) =>
        readPage(
          db(TABLE),
          { page: pageNumber, pageSize: 2 },
          (query) => query.select('id', 'label').orderBy('id'),
          (row: { id: number; label: string }) => row.label,
        );
      expect(await page(1)).toMatchObject({ items: ['Bay 1', 'Bay 2'], total: 3, totalExact: true });
      expect(await page(2)).toMatchObject({ items: ["O'Neil's bay"], total: 3, totalExact: true });
      expect(await page(1)).toMatchObject({ items: ['Bay 1', 'Bay 2'] });
      if (postgres) expect((await preparedOn(db)).length).toBeGreaterThanOrEqual(1);
    } finally {
      await db.destroy();
    }
  });

  it('a list page is planned once on Postgres, not on every run: its limits are in its text, its filter a value', async () => {
    const db = oneConnection(8);
    try {
      const page = (label: string) =>
        readPage(
          db(TABLE).where('label', label),
          { page: 1, pageSize: 2 },
          (query) => query.select('id', 'label').orderBy('id'),
          (row: { id: number; label: string }) => row.id,
        );
      for (let run = 0; run < 8; run += 1) {
        expect(await page(run % 2 === 0 ? 'Bay 1' : 'Bay 2')).toMatchObject({
          items: [run % 2 === 0 ? 1 : 2],
          total: 1,
        });
      }
      if (!postgres) return;
      const { rows } = (await db.raw('SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements')) as {
        rows: Array<{ statement: string; generic_plans: string; custom_plans: string }>;
      };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.statement).toMatch(/limit 2\b/i);
      expect(rows[0]!.statement).toMatch(/limit 1001\b/i);
      // Postgres plans a statement for its values five times, then keeps the generic plan when it costs no more.
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(2);
    } finally {
      await db.destroy();
    }
  });

  it('a page size or page that is not a whole count is refused before any SQL is written', async () => {
    const db = oneConnection(8);
    try {
      const page = (pageSize: number) =>
        readPage(
          db(TABLE),
          { page: 1, pageSize },
          (query) => query.select('id'),
          (row: { id: number }) => row.id,
        );
      await expect(page(2.5)).rejects.toThrow('Not a row count: 2.5');
      await expect(page(Number.NaN)).rejects.toThrow('Not a row count');
    } finally {
      await db.destroy();
    }
  });
});
