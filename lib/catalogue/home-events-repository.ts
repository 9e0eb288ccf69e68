import { sql } from 'drizzle-orm';
import { homeEvents, properties, searchable, type HomeEventKind } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

/**
 * Records `kind` for each of the homes that is open to search now (public, not let), in the
 * caller's transaction, so the alert outbox and the change commit or fail together. When a home is
 * published or available again in a group that had no other home open to search, the first of them
 * is marked `starts_letting`: the group's interest list is told (lib/jobs/send-alerts).
 * `searchable` names bare columns: each use reads the innermost table (`p`, and `o` in the subquery).
 */
export async function recordHomeEvents(tx: Db, kind: HomeEventKind, homeIds: readonly number[]): Promise<void> {
  if (!homeIds.length) return;
  const ids = sql`array[${sql.join(
    homeIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    insert into ${homeEvents} (property_id, group_id, kind, starts_letting)
    select p.id, p.group_id, ${kind},
      ${kind !== 'priceLowered'} and row_number() over (partition by p.group_id order by p.id) = 1
      and not exists (
        select 1 from ${properties} o
        where o.group_id = p.group_id and o.id <> all(${ids}) and ${searchable}
      )
    from ${properties} p
    where p.id = any(${ids}) and ${searchable}
    order by p.id`);
}
