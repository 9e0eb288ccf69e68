import type { Db } from './types';

/**
 * A read built once per database and from then on only executed, its values bound by name
 * (`sql.placeholder`). drizzle otherwise assembles a query's SQL text on every call, which cost
 * more of a signed-in request than the query itself, and PostgreSQL parses and plans a named
 * statement once per connection. For the few reads that every signed-in request makes. `name` is the
 * statement's name in PostgreSQL, so no two reads may share one (tests/unit/prepared-read.test.ts).
 */
export function preparedRead<Query>(name: string, build: (db: Db) => { prepare(name: string): Query }): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db).prepare(name);
      built.set(db, query);
    }
    return query;
  };
}
