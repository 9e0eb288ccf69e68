import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { homeAddressText } from '@/lib/catalogue/address-columns';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { conversationMessages, conversations, type ConversationState, type MessageSide } from '@/lib/db/schema/messages';
import { waitingLists } from '@/lib/db/schema/waiting-lists';
import type { Db, DbOrTx } from '@/lib/db/types';
import type { ConversationSubject, InboxFilter } from './schema';

/*
 * The only code that queries the conversations and their messages. Reads join the home, the list,
 * the company and the people for what each side is shown (their names, the address), as the other
 * areas' overviews do.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

const assignee = alias(users, 'assignee');
const tenant = alias(users, 'tenant');
const listGroup = alias(propertyGroups, 'list_group');

const title = sql<string>`coalesce(${homeAddressText}, ${listGroup.name}, '')`;

const summaryColumns = {
  conversation: conversations,
  title,
  companyName: companies.name,
  tenantName: tenant.name,
  assigneeName: assignee.name,
};

function withNames<T extends ReturnType<Db['select']>>(query: T) {
  return query
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(waitingLists, eq(waitingLists.id, conversations.waitingListId))
    .leftJoin(listGroup, eq(listGroup.id, waitingLists.groupId))
    .leftJoin(tenant, eq(tenant.id, conversations.tenantUserId))
    .leftJoin(assignee, eq(assignee.id, conversations.assignedTo));
}

export type NamedConversation = {
  conversation: ConversationRow;
  title: string;
  companyName: string;
  tenantName: string | null;
  assigneeName: string | null;
};

export async function findConversationBySubject(db: DbOrTx, subject: ConversationSubject): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.subjectType, subject.subjectType), eq(conversations.subjectId, subject.subjectId)));
  return row ?? null;
}

export type NewConversation = Pick<
  typeof conversations.$inferInsert,
  'companyId' | 'subjectType' | 'subjectId' | 'tenantUserId' | 'propertyId' | 'waitingListId'
>;

/** The subject's conversation, made if it has none: two first messages at once meet in the subject's unique index. */
export async function ensureConversation(db: DbOrTx, values: NewConversation, now: Date): Promise<ConversationRow> {
  await db
    .insert(conversations)
    .values({ ...values, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing({ target: [conversations.subjectType, conversations.subjectId] });
  return (await findConversationBySubject(db, values))!;
}

/** The conversation locked for a new message, so its burst marker is decided once. */
export async function lockConversation(db: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row ?? null;
}

export async function insertMessage(
  db: DbOrTx,
  message: Pick<typeof conversationMessages.$inferInsert, 'conversationId' | 'authorSide' | 'authorUserId' | 'authorName' | 'body' | 'scamSignals'>,
  now: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(conversationMessages)
    .values({ ...message, createdAt: now })
    .returning();
  return row;
}

const readColumn = (side: MessageSide) => (side === 'tenant' ? conversations.tenantReadAt : conversations.staffReadAt);
const readKey = (side: MessageSide) => (side === 'tenant' ? 'tenantReadAt' : 'staffReadAt');
const mailedKey = (side: MessageSide) => (side === 'tenant' ? 'tenantMailedAt' : 'staffMailedAt');

/** A new message: the conversation moves up, and its writer's side has read everything in it. */
export async function recordNewMessage(db: DbOrTx, id: string, side: MessageSide, now: Date, mailedOther: boolean): Promise<void> {
  const other: MessageSide = side === 'tenant' ? 'staff' : 'tenant';
  await db
    .update(conversations)
    .set({
      lastMessageAt: now,
      [readKey(side)]: now,
      ...(side === 'tenant' ? { lastTenantMessageAt: now } : {}),
      ...(mailedOther ? { [mailedKey(other)]: now } : {}),
    })
    .where(eq(conversations.id, id));
}

/** The side has read the conversation up to `now`; never moves the marker back. */
export async function markRead(db: DbOrTx, id: string, side: MessageSide, now: Date): Promise<void> {
  const column = readColumn(side);
  await db
    .update(conversations)
    .set({ [readKey(side)]: now })
    .where(and(eq(conversations.id, id), or(isNull(column), sql`${column} < ${now}`)));
}

export async function findNamedConversation(db: DbOrTx, id: string): Promise<NamedConversation | null> {
  const [row] = await withNames(db.select(summaryColumns)).where(eq(conversations.id, id));
  return (row as NamedConversation | undefined) ?? null;
}

export async function listMessages(db: DbOrTx, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

/** Messages of the other side after the side last read: its unread count. */
const unreadOf = (side: MessageSide) => sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and m.author_side <> ${side} and m.withdrawn_at is null
    and (${readColumn(side)} is null or m.created_at > ${readColumn(side)})
)`;

const flagged = sql<boolean>`exists (
  select 1 from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and jsonb_array_length(m.scam_signals) > 0
)`;

export type SummaryRow = NamedConversation & { unread: number; flagged: boolean };

export async function listTenantConversations(db: Db, userId: string, limit: number): Promise<SummaryRow[]> {
  return (await withNames(db.select({ ...summaryColumns, unread: unreadOf('tenant'), flagged }))
    .where(eq(conversations.tenantUserId, userId))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(limit)) as SummaryRow[];
}

export async function countTenantUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadOf('tenant')}), 0)::int` })
    .from(conversations)
    .where(eq(conversations.tenantUserId, userId));
  return row?.unread ?? 0;
}

function inboxWhere(companyId: number, filter: InboxFilter, viewerId: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(conversations.companyId, companyId)];
  if (filter.home) conditions.push(eq(conversations.propertyId, filter.home));
  if (filter.list) conditions.push(eq(conversations.waitingListId, filter.list));
  if (filter.state) conditions.push(eq(conversations.state, filter.state));
  if (filter.assignee === 'none') conditions.push(isNull(conversations.assignedTo));
  else if (filter.assignee) conditions.push(eq(conversations.assignedTo, filter.assignee === 'me' ? viewerId : filter.assignee));
  return and(...conditions)!;
}

/** The company's inbox: conversations with unread messages first, then the most recent. */
export async function listCompanyConversations(
  db: Db,
  companyId: number,
  filter: InboxFilter,
  viewerId: string,
  limit: number,
): Promise<SummaryRow[]> {
  // Sorted by the conversation's own columns, so the counts below run for the page's rows only.
  const hasUnread = sql`coalesce(${conversations.lastTenantMessageAt} > coalesce(${conversations.staffReadAt}, '-infinity'), false)`;
  return (await withNames(db.select({ ...summaryColumns, unread: unreadOf('staff'), flagged }))
    .where(inboxWhere(companyId, filter, viewerId))
    .orderBy(desc(hasUnread), desc(conversations.lastMessageAt))
    .limit(limit)) as SummaryRow[];
}

export async function findMessage(db: DbOrTx, id: string): Promise<(MessageRow & { companyId: number; tenantUserId: string | null }) | null> {
  const [row] = await db
    .select({ message: conversationMessages, companyId: conversations.companyId, tenantUserId: conversations.tenantUserId })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversationMessages.id, id));
  return row ? { ...row.message, companyId: row.companyId, tenantUserId: row.tenantUserId } : null;
}

/** Withdraws a message not yet withdrawn; false when it already was. */
export async function withdrawMessage(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const [withdrawn] = await db
    .update(conversationMessages)
    .set({ withdrawnAt: now })
    .where(and(eq(conversationMessages.id, id), isNull(conversationMessages.withdrawnAt)))
    .returning({ conversationId: conversationMessages.conversationId, side: conversationMessages.authorSide });
  // A withdrawn message is nothing to read: the tenant's newest is the one before it.
  if (withdrawn?.side === 'tenant') {
    await db
      .update(conversations)
      .set({
        lastTenantMessageAt: sql`(select max(m.created_at) from ${conversationMessages} m
          where m.conversation_id = ${withdrawn.conversationId} and m.author_side = 'tenant' and m.withdrawn_at is null)`,
      })
      .where(eq(conversations.id, withdrawn.conversationId));
  }
  return withdrawn !== undefined;
}

export async function updateConversation(
  db: DbOrTx,
  id: string,
  change: { assignedTo?: string | null; state?: ConversationState },
): Promise<void> {
  await db.update(conversations).set(change).where(eq(conversations.id, id));
}

export type Recipient = { userId: string; name: string; email: string };

export async function findPerson(db: DbOrTx, userId: string): Promise<Recipient | null> {
  const [row] = await db.select({ userId: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Who at the company hears of a tenant's message: the assignee, else the company's owners. */
export async function staffRecipients(db: DbOrTx, companyId: number, assignedTo: string | null): Promise<Recipient[]> {
  const who = assignedTo ? eq(companyMembers.userId, assignedTo) : eq(companyMembers.role, 'owner');
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), who, isNull(users.deactivatedAt)));
}

export async function isCompanyMember(db: DbOrTx, companyId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return Boolean(row);
}

/** The homes, lists and members the inbox's filters offer: those its conversations have. */
export async function findInboxChoices(db: Db, companyId: number) {
  const [homes, lists, members] = await Promise.all([
    db
      .selectDistinct({ id: properties.id, label: homeAddressText })
      .from(conversations)
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .where(eq(conversations.companyId, companyId))
      .orderBy(homeAddressText),
    db
      .selectDistinct({ id: waitingLists.id, label: listGroup.name })
      .from(conversations)
      .innerJoin(waitingLists, eq(waitingLists.id, conversations.waitingListId))
      .innerJoin(listGroup, eq(listGroup.id, waitingLists.groupId))
      .where(eq(conversations.companyId, companyId))
      .orderBy(listGroup.name),
    db
      .select({ id: users.id, name: users.name })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(users.name),
  ]);
  return { homes, lists, members };
}

/**
 * The conversations of applications that have been anonymised: their texts, the tenant's name on
 * their messages and the link to the account go too; when and which side wrote stay. Returns how many.
 */
export async function anonymiseConversationsOfAnonymisedApplications(db: DbOrTx, now: Date): Promise<number> {
  const applicationAnonymised = sql`exists (
    select 1 from ${applications} a where a.id::text = ${conversations.subjectId} and a.anonymised_at is not null
  )`;
  const rows = await db
    .update(conversations)
    .set({ anonymisedAt: now, tenantUserId: null })
    .where(and(eq(conversations.subjectType, 'application'), isNull(conversations.anonymisedAt), applicationAnonymised))
    .returning({ id: conversations.id });
  const ids = rows.map((row) => row.id);
  if (ids.length) {
    const ofThem = inArray(conversationMessages.conversationId, ids);
    await db.update(conversationMessages).set({ body: '', scamSignals: [] }).where(ofThem);
    await db
      .update(conversationMessages)
      .set({ authorName: '' })
      .where(and(ofThem, eq(conversationMessages.authorSide, 'tenant')));
  }
  return ids.length;
}
