import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both engines (PGlite and node-postgres) share this type; repositories take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };
