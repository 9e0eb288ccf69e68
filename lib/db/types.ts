import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both engines (PGlite and node-postgres) share this type; repositories take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's WebAssembly memory in bytes (PGlite only: PostgreSQL's is its own). */
  memoryBytes?: () => number;
};

/** What `db.transaction()` hands its callback, on either engine. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a repository or a service run inside its caller's work takes: the database or an open
 * transaction. drizzle's transaction is a database, so passing one needs no cast.
 */
export type DbOrTx = Db | Tx;
