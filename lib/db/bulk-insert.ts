import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/** PostgreSQL's array literal of a JS array (`{"a","b"}`): an array column travels as one text value. */
export function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

function driverValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return value;
}

/**
 * Inserts many rows in one statement with one parameter per column: `insert … select * from
 * unnest($1::int[], $2::text[], …)`. A multi-row VALUES through the query builder costs a parameter
 * (and the builder's work) per value and stops at 65,535 of them; this has neither limit, on
 * PostgreSQL and PGlite alike. Every row must set the same columns (the first row's keys); rows keep
 * their order, so serial ids and `returning` follow it.
 */
export async function insertUnnested<T extends PgTable, R extends Record<string, unknown> = never>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning?: SQL,
): Promise<R[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((key) => columns[key]);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const arrays = keys.map((key) => {
    const type = columns[key].getSQLType();
    // An array column is unnested from an array of its literals, then cast back.
    const elementType = type.endsWith('[]') ? 'text' : type;
    const values = rows.map((row) => driverValue((row as Record<string, unknown>)[key]));
    return sql`${sql.param(values)}::${sql.raw(elementType)}[]`;
  });
  const selected = keys.map((key, i) => {
    const type = columns[key].getSQLType();
    return type.endsWith('[]') ? sql`${sql.identifier(`c${i}`)}::${sql.raw(type)}` : sql.identifier(`c${i}`);
  });
  const aliases = keys.map((_, i) => sql.identifier(`c${i}`));
  const statement = sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select ${sql.join(selected, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) with ordinality as t(${sql.join(aliases, sql`, `)}, ord)
    order by ord
    ${returning ? sql`returning ${returning}` : sql``}`;
  const result = await db.execute(statement);
  return (result as unknown as { rows: R[] }).rows;
}
