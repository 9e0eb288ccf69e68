/** Our serial ids are PostgreSQL int4: a larger number names no row, and the database refuses it. */
export const MAX_ROW_ID = 2_147_483_647;

/** The row id a URL part names, or null when it can name none (`abc`, `0`, `%ff`, `1e3`, past int4). */
export function rowIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
