import { once } from 'node:events';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/types';
import { arrayLiteral } from './bulk-insert';

/*
 * `COPY … FROM STDIN` for the seed's bulk tables: PostgreSQL parses its text format several times
 * faster than an `insert … select from unnest(…)` of the same rows, on both engines. node-postgres
 * streams it (below); PGlite reads it from a blob.
 */

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: `\N` is null, and backslash, tab and line breaks are escaped. */
function copyText(value: unknown): string {
  if (value === undefined || value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  const text = Array.isArray(value) ? arrayLiteral(value) : String(value);
  // Most values have nothing to escape: a test is cheaper than a replace (50 million values at 1M homes).
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPED[c]) : text;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

type PgConnection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
};
/** The client behind a drizzle transaction: a node-postgres client checked out of the pool, or PGlite's transaction. */
type Client = { query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>; query(submittable: object): unknown };

function clientOf(tx: Db): Client {
  return (tx as unknown as { session: { client: Client } }).session.client;
}

async function isNodePostgres(client: Client): Promise<boolean> {
  const { default: pg } = await import('pg');
  return client instanceof pg.Client;
}

/**
 * `COPY … FROM STDIN` on node-postgres, which runs the protocol for any object with these hooks: the
 * chunks are sent as PostgreSQL asks for them, waiting whenever the socket is full, so the rows are
 * made while the server stores the ones before (and never all held at once).
 */
function copyFromStdin(client: Client, statement: string, chunks: Iterable<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error);
    };
    const copy = {
      // node-postgres wraps this to clear its query timer (`query_timeout`): it must be called once done.
      callback: () => {},
      submit: (connection: PgConnection) => connection.query(statement),
      handleCopyInResponse: async (connection: PgConnection) => {
        try {
          for (const chunk of chunks) {
            if (failed) return;
            connection.sendCopyFromChunk(Buffer.from(chunk));
            if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
          }
          connection.endCopyFrom();
        } catch (error) {
          connection.sendCopyFail(error instanceof Error ? error.message : String(error));
          fail(error);
        }
      },
      // An error ends the statement; node-postgres sends nothing else until the server is ready again.
      handleError: (error: unknown) => {
        copy.callback();
        fail(error);
      },
      handleCommandComplete: () => {},
      handleReadyForQuery: () => {
        copy.callback();
        resolve();
      },
    };
    client.query(copy);
  });
}

/** The rows as COPY text, `ROWS_PER_CHUNK` at a time, in the columns of `keys`. */
function* copyChunks(rows: Iterator<Record<string, unknown>>, first: Record<string, unknown>, keys: string[]): Generator<string> {
  let lines: string[] = [];
  for (let row: Record<string, unknown> | undefined = first; row;) {
    lines.push(keys.map((key) => copyText(row![key])).join('\t') + '\n');
    if (lines.length === ROWS_PER_CHUNK) {
      yield lines.join('');
      lines = [];
    }
    const next = rows.next();
    row = next.done ? undefined : next.value;
  }
  if (lines.length) yield lines.join('');
}

const ROWS_PER_CHUNK = 5_000;

/**
 * Copies `rows` into `table`, made as they are read: every row sets the first row's columns (the
 * others take their defaults). `tx` must be a transaction: COPY needs the one connection it holds.
 * PostgreSQL gets one statement whose rows stream in; PGlite one statement per chunk (a blob each).
 */
export async function copyRows<T extends PgTable>(tx: Db, table: T, rows: Iterable<T['$inferInsert']>): Promise<void> {
  const iterator = rows[Symbol.iterator]() as Iterator<Record<string, unknown>>;
  const first = iterator.next();
  if (first.done) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first.value).filter((key) => columns[key]);
  const target = `${quoted(getTableName(table))} (${keys.map((key) => quoted(columns[key].name)).join(', ')})`;
  const chunks = copyChunks(iterator, first.value, keys);
  const client = clientOf(tx);
  if (await isNodePostgres(client)) return copyFromStdin(client, `copy ${target} from stdin`, chunks);
  for (const chunk of chunks) await client.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([chunk]) });
}

/**
 * Takes the next `count` values of `table`'s serial id at once and returns the first, so rows that
 * reference each other can be copied without a `returning`. The block is the sequence's own, so
 * rows inserted later by anyone get ids after it.
 */
export async function reserveIds(tx: Db, table: PgTable, count: number): Promise<number> {
  const sequence = sql`pg_get_serial_sequence(${getTableName(table)}, 'id')`;
  const result = await tx.execute(sql`select setval(${sequence}, nextval(${sequence}) + ${count - 1})::int - ${count - 1} as first`);
  return (result as unknown as { rows: { first: number }[] }).rows[0].first;
}
