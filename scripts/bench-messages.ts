// `npm run bench -- messages [--conversations 10000] [--messages 100000] [--runs 20]`: how long a
// large company's inbox takes (lib/messages): `conversations` conversations about its applications,
// `messages` messages spread over them (both sides, one in a hundred flagged by the scam guard), the
// staff having read most of them; timed: the inbox as the console opens it (unread first, 100), the
// same filtered to one home and to the unassigned, and a tenant's own list and unread count with 50
// conversations. With BENCH_DATABASE_URL it runs on that PostgreSQL database (its data is replaced);
// otherwise on an in-memory PGlite.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { countMyUnread, listInbox, listMyConversations } from '@/lib/messages/service';
import { freshBenchDatabase, loadAverage, rows, timeRuns } from './bench-support';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    conversations: { type: 'string', default: '10000' },
    messages: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
  },
});
const CONVERSATIONS = Number(values.conversations);
const PER_CONVERSATION = Math.max(1, Math.round(Number(values.messages) / CONVERSATIONS));
const RUNS = Number(values.runs);
const HOMES = 1000;
/** One tenant talks about 50 of the applications: their own list. */
const HEAVY_TENANT = 'bench-tenant-heavy';
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

/** One company with 1,000 homes, its owner, a tenant per conversation (one with 50), the conversations and their messages. */
async function seedInbox(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`select setseed(0.47)`);
  await db.execute(sql`insert into companies (slug, name) values ('bench-udlejer', 'Bench Udlejer')`);
  await db.execute(sql`insert into users (id, name, email) values ('bench-owner', 'Bench Ejer', 'owner@bench.invalid')`);
  await db.execute(sql`
    insert into property_groups (slug, company_id, name, street, postcode, postcode_name, city, city_slug, municipality_code, publication_status)
    select 'bench-gruppe-' || n, (select id from companies), 'Gruppe ' || n, 'Benchvej ' || n, '8000', 'Aarhus C', 'Aarhus', 'aarhus', '0751', 3
    from generate_series(1, ${HOMES / 10}) n`);
  await db.execute(sql`
    insert into properties (slug, group_id, street, postcode, postcode_name, city, city_slug, municipality_code, is_public, rooms, size_m2, monthly_rent)
    select 'bench-bolig-' || n, g.id, g.street, g.postcode, g.postcode_name, g.city, g.city_slug, g.municipality_code, true, 3, 80, 9000
    from generate_series(1, ${HOMES}) n join property_groups g on g.slug = 'bench-gruppe-' || (1 + n % ${HOMES / 10})`);
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-tenant-' || n, 'Lejer ' || n, 'lejer' || n || '@bench.invalid' from generate_series(1, ${CONVERSATIONS}) n
    union all select ${HEAVY_TENANT}, 'Travl Lejer', 'travl@bench.invalid'`);
  await db.execute(sql`
    insert into conversations (company_id, subject_type, subject_id, tenant_user_id, property_id, assigned_to, last_message_at, staff_read_at, tenant_read_at, created_at)
    select (select id from companies), 'application', 'bench-' || n,
      case when n % ${Math.max(1, Math.floor(CONVERSATIONS / 50))} = 0 then ${HEAVY_TENANT} else 'bench-tenant-' || n end,
      (select min(id) from properties) + n % ${HOMES}, case when n % 3 = 0 then 'bench-owner' end,
      ${at} - (n || ' minutes')::interval,
      -- Seven in ten read by the staff since their last message; the others have some unread.
      case when random() < 0.7 then ${at} else ${at} - (n || ' minutes')::interval - interval '2 hours' end,
      ${at}, ${at} - (n || ' minutes')::interval - interval '30 days'
    from generate_series(1, ${CONVERSATIONS}) n`);
  await db.execute(sql`
    insert into conversation_messages (conversation_id, author_side, author_name, body, scam_signals, created_at)
    select c.id, case when k % 2 = 0 then 'tenant' else 'staff' end, 'Bench', 'Hej, er boligen stadig ledig? ' || k,
      case when random() < 0.01 then '["mobilePay"]'::jsonb else '[]'::jsonb end,
      c.last_message_at - ((${PER_CONVERSATION} - k) || ' hours')::interval
    from conversations c cross join generate_series(1, ${PER_CONVERSATION}) k`);
  await db.execute(sql`
    update conversations c set last_tenant_message_at = (select max(m.created_at) from conversation_messages m
      where m.conversation_id = c.id and m.author_side = 'tenant' and m.withdrawn_at is null)`);
}

const seeding = performance.now();
const handle = await freshBenchDatabase();
const { db } = handle;
const now = new Date();
await seedInbox(db, now);
await db.execute(sql`analyze`);
const [sizes] = rows<Record<string, number>>(
  await db.execute(sql`select (select count(*)::int from conversations) as conversations,
    (select count(*)::int from conversation_messages) as messages,
    (select count(*)::int from conversations where tenant_user_id = ${HEAVY_TENANT}) as "heavyTenant"`),
);
console.log(
  `${handle.engine}: ${JSON.stringify(sizes)}, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load ${loadAverage()}`,
);

const owner = {
  id: 'bench-owner',
  companyId: Number(rows<{ id: number }>(await db.execute(sql`select id from companies`))[0].id),
  owner: true,
};
const [home] = rows<{ id: number }>(await db.execute(sql`select min(id) + 7 as id from properties`));
await timeRuns('the inbox (unread first, 100)', RUNS, () => listInbox(owner, {}));
await timeRuns('the inbox of one home', RUNS, () => listInbox(owner, { home: Number(home.id) }));
await timeRuns('the inbox of the unassigned', RUNS, () => listInbox(owner, { assignee: 'none' }));
await timeRuns("a tenant's 50 conversations", RUNS, () => listMyConversations({ id: HEAVY_TENANT }));
await timeRuns("a tenant's unread count", RUNS, () => countMyUnread({ id: HEAVY_TENANT }));
console.log(`load ${loadAverage()}`);
await handle.close();
