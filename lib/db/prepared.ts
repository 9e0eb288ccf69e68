import type { Db } from './types';

/**
 * A read built once per database and from then on only executed, its values bound by name
 * (`sql.placeholder`). drizzle otherwise assembles a query's SQL text on every call, which cost
 * more of a signed-in request than the query itself, and PostgreSQL parses and plans a named
 * statement once per connection. For the few reads that every signed-in request makes; the name
 * (a PostgreSQL statement name) must be unique among them.
 */
export function preparedRead<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
