import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { applicationParties } from '@/lib/applications/service';
import { actorName, recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import { mailUrl, type Href } from '@/lib/seo/urls';
import { publishWebhookEvent } from '@/lib/webhooks/service';
import {
  anonymiseConversationsOfAnonymisedApplications,
  ensureConversation,
  findConversationBySubject,
  findInboxChoices,
  findMessage,
  findNamedConversation,
  findPerson,
  isCompanyMember,
  insertMessage,
  listCompanyConversations,
  listMessages,
  listTenantConversations,
  countTenantUnread,
  lockConversation,
  markRead,
  recordNewMessage,
  staffRecipients,
  updateConversation,
  withdrawMessage,
  type ConversationRow,
  type MessageRow,
  type NamedConversation,
  type Recipient,
  type SummaryRow,
} from './repository';
import { subjectPageOf } from './pages';
import { mailsAgain, MESSAGE_COMPANY_LIMIT, MESSAGE_PERSON_LIMIT } from './rules';
import { scanForScam, type ScamSignal } from './scam-guard';
import type {
  ConversationRecord,
  ConversationSubject,
  ConversationSummary,
  ConversationUpdate,
  ConversationView,
  InboxChoices,
  InboxFilter,
  MessageForm,
  MessageSide,
  MessageView,
  TenantMessage,
} from './schema';

/*
 * Messages between a tenant and a company's staff, on the record. The tenant is the owner of the
 * conversation's subject (their application); the staff are members of the subject's company. Every
 * function takes who asks from the session or the console's membership, never from the request, and
 * another person's or company's conversation is "not found". Nothing is deleted: a withdrawn message
 * keeps its place (and, for the company's record, its text in the database).
 */

type Person = Pick<SessionUser, 'id' | 'name'>;
/** A staff member reading the inbox: owners also see what the scam guard flagged. */
export type StaffViewer = { id: string; companyId: number; owner: boolean };

type Parties = { companyId: number; tenantUserId: string; propertyId: number | null; waitingListId: number | null; locale: Locale };

/** The tenant and company of a subject; null for one that does not exist (or cannot be talked about). */
async function partiesOf(subject: ConversationSubject): Promise<Parties | null> {
  if (subject.subjectType === 'application') {
    const application = await applicationParties(subject.subjectId);
    return application && { ...application, tenantUserId: application.userId, waitingListId: null };
  }
  // Offers, viewing invitations and waiting-list memberships are reached by their links today: no
  // signed-in page of theirs holds a conversation yet.
  return null;
}


async function countMessage(companyId: number, writerKey: string, now: Date): Promise<void> {
  await enforceRateLimit(MESSAGE_PERSON_LIMIT, writerKey, now);
  await enforceRateLimit(MESSAGE_COMPANY_LIMIT, String(companyId), now);
}

type Author = { side: MessageSide; userId: string | null; name: string };

/** The message written, the burst decided under the conversation's lock; the mails go with the commit. */
type Writing = { conversationId: string; author: Author; body: string; tenantLocale: Locale };

async function post(
  db: Db,
  { conversationId, author, body, tenantLocale }: Writing,
  now: Date,
  extra: (tx: Db, message: MessageRow) => Promise<void>,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const conversation = (await lockConversation(tx, conversationId))!;
    const scamSignals = scanForScam(body);
    const message = await insertMessage(
      tx,
      { conversationId, authorSide: author.side, authorUserId: author.userId, authorName: author.name, body, scamSignals },
      now,
    );
    const mail = author.side === 'tenant' ? otherSideOf(conversation, 'staff') : otherSideOf(conversation, 'tenant');
    const mailed = mailsAgain(mail, now) && (await mailOtherSide(tx, conversation, author, tenantLocale, now));
    await recordNewMessage(tx, conversationId, author.side, now, mailed);
    if (author.side === 'tenant' && conversation.state === 'closed') await updateConversation(tx, conversationId, { state: 'open' });
    await extra(tx, message);
    // A CRM holds the conversation too: each message, either side's, as the API shows it to a key.
    const data = { conversationId, ...messageView(message, 'staff', '', message.scamSignals) };
    await publishWebhookEvent(tx, conversation.companyId, 'message.created', data, now);
    return message;
  });
}

const otherSideOf = (conversation: ConversationRow, side: MessageSide) =>
  side === 'tenant'
    ? { mailedAt: conversation.tenantMailedAt, readAt: conversation.tenantReadAt }
    : { mailedAt: conversation.staffMailedAt, readAt: conversation.staffReadAt };

/** Mails the side that did not write; false when there was nobody to mail. */
async function mailOtherSide(tx: Db, conversation: ConversationRow, author: Author, tenantLocale: Locale, now: Date): Promise<boolean> {
  const named = (await findNamedConversation(tx, conversation.id))!;
  const recipients: { person: Recipient; locale: Locale; href: Href; from: string }[] = [];
  if (author.side === 'staff') {
    const tenant = conversation.tenantUserId ? await findPerson(tx, conversation.tenantUserId) : null;
    const href = subjectPageOf(conversation);
    if (tenant && href) recipients.push({ person: tenant, locale: tenantLocale, href, from: named.companyName });
  } else {
    const href: Href = { pathname: '/account/company/messages/[id]', params: { id: conversation.id } };
    for (const person of await staffRecipients(tx, conversation.companyId, conversation.assignedTo)) {
      recipients.push({ person, locale: 'da-DK', href, from: author.name });
    }
  }
  for (const { person, locale, href, from } of recipients) {
    await enqueueEmail(tx, {
      to: person.email,
      userId: person.userId,
      locale,
      template: 'newMessage',
      data: { name: person.name, from, subject: named.title || named.companyName, url: mailUrl(locale, href) },
      quietHours: true,
      now,
    });
  }
  return recipients.length > 0;
}

// --- the tenant's side ----------------------------------------------------------------------------

/** The tenant writes about their subject; the first message begins the conversation. */
export async function writeAsTenant(user: Person, input: TenantMessage, now = new Date()): Promise<{ conversationId: string; messageId: string }> {
  const subject = { subjectType: input.subjectType, subjectId: input.subjectId };
  const parties = await partiesOf(subject);
  if (!parties || parties.tenantUserId !== user.id) throw new DomainError('NotFound', 'notFound');
  await countMessage(parties.companyId, user.id, now);
  const db = await getDb();
  const { locale, ...values } = parties;
  const conversation = await ensureConversation(db, { ...subject, ...values }, now);
  const author: Author = { side: 'tenant', userId: user.id, name: user.name };
  const writing = { conversationId: conversation.id, author, body: input.body, tenantLocale: locale };
  const message = await post(db, writing, now, async () => {});
  return { conversationId: conversation.id, messageId: message.id };
}

/** The conversation about the tenant's subject, read now (null while nobody has written). */
export async function readSubjectConversation(user: Person, subject: ConversationSubject, now = new Date()): Promise<ConversationView | null> {
  const db = await getDb();
  const conversation = await findConversationBySubject(db, subject);
  if (!conversation || conversation.tenantUserId !== user.id) return null;
  await markRead(db, conversation.id, 'tenant', now);
  return viewOf(db, conversation.id, { side: 'tenant', viewerId: user.id, signalsOf: (m) => (m.authorSide === 'staff' ? m.scamSignals : []) });
}

/** The tenant's conversations, newest first, with their unread counts. */
export async function listMyConversations(user: Pick<SessionUser, 'id'>, limit = 100): Promise<ConversationSummary[]> {
  return (await listTenantConversations(await getDb(), user.id, limit)).map((row) => summaryOf(row, false));
}

export async function countMyUnread(user: Pick<SessionUser, 'id'>): Promise<number> {
  return countTenantUnread(await getDb(), user.id);
}

/** Every conversation of the tenant with all its messages, for their data export. */
export async function listAllMyConversations(user: Pick<SessionUser, 'id'>): Promise<ConversationRecord[]> {
  const db = await getDb();
  const rows = await listTenantConversations(db, user.id, 10_000);
  return Promise.all(
    rows.map(async ({ conversation, title, companyName }) => ({
      id: conversation.id,
      subjectType: conversation.subjectType,
      subjectId: conversation.subjectId,
      title,
      companyName,
      messages: (await listMessages(db, conversation.id)).map((message) => ({
        side: message.authorSide,
        authorName: message.authorName,
        // What the person wrote is theirs, withdrawn or not; what staff withdrew is not shown to them.
        body: message.withdrawnAt && message.authorSide === 'staff' ? null : message.body,
        createdAt: message.createdAt.toISOString(),
        withdrawnAt: message.withdrawnAt?.toISOString() ?? null,
      })),
    })),
  );
}

/** The tenant withdraws one of their own messages; anyone else's is not found. */
export async function withdrawAsTenant(user: Pick<SessionUser, 'id'>, messageId: string, now = new Date()): Promise<ConversationSubject> {
  const db = await getDb();
  const message = await findOwnMessage(db, messageId, (m) => m.authorSide === 'tenant' && m.tenantUserId === user.id && m.authorUserId === user.id);
  await withdrawMessage(db, message.id, now);
  const conversation = (await findNamedConversation(db, message.conversationId))!.conversation;
  return { subjectType: conversation.subjectType, subjectId: conversation.subjectId };
}

type FoundMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

async function findOwnMessage(db: Db, id: string, own: (message: FoundMessage) => boolean): Promise<FoundMessage> {
  const message = isUuid(id) ? await findMessage(db, id) : null;
  if (!message || !own(message)) throw new DomainError('NotFound', 'notFound');
  if (message.withdrawnAt) throw new DomainError('Conflict', 'messageAlreadyWithdrawn');
  return message;
}

// --- the company's side ---------------------------------------------------------------------------

/** The writer as the record keeps them: the member, or the API key by its label. */
function authorOf(actor: AuditActor): Author {
  return { side: 'staff', userId: actor.who.kind === 'member' ? actor.who.userId : null, name: actorName(actor.who) };
}

async function requireCompanyConversation(db: Db, companyId: number, id: string): Promise<NamedConversation> {
  const named = isUuid(id) ? await findNamedConversation(db, id) : null;
  if (!named || named.conversation.companyId !== companyId) throw new DomainError('NotFound', 'notFound');
  return named;
}

/** A staff member's reply, on the company's record. */
export async function replyAsStaff(actor: AuditActor, conversationId: string, input: MessageForm, now = new Date()): Promise<MessageView> {
  const db = await getDb();
  const named = await requireCompanyConversation(db, actor.companyId, conversationId);
  const author = authorOf(actor);
  await countMessage(actor.companyId, author.userId ?? `company-${actor.companyId}`, now);
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const tenantLocale = (await partiesOf(named.conversation))?.locale ?? 'da-DK';
  const writing = { conversationId, author, body: input.body, tenantLocale };
  const message = await post(db, writing, now, (tx, written) =>
    recordAudit(tx, actor, { action: 'message.sent', subject: conversationSubject(named), detail: { message: written.id } }, now),
  );
  return messageView(message, 'staff', author.userId ?? '', []);
}

const conversationSubject = (named: NamedConversation) => ({
  type: 'conversation',
  id: named.conversation.id,
  tenantRef: named.conversation.tenantUserId,
});

/** A staff member withdraws their own message (the audit keeps that they did). */
export async function withdrawAsStaff(actor: AuditActor, messageId: string, now = new Date()): Promise<string> {
  const db = await getDb();
  const { userId } = authorOf(actor);
  const message = await findOwnMessage(db, messageId, (m) => m.companyId === actor.companyId && m.authorSide === 'staff' && m.authorUserId === userId);
  await db.transaction(async (tx) => {
    await withdrawMessage(tx, message.id, now);
    const subject = { type: 'conversation', id: message.conversationId, tenantRef: message.tenantUserId };
    await recordAudit(tx, actor, { action: 'message.withdrawn', subject, detail: { message: message.id } }, now);
  });
  return message.conversationId;
}

/** Assigns the conversation to a member ('' for nobody) or opens and closes it. */
export async function changeConversation(actor: AuditActor, conversationId: string, change: ConversationUpdate): Promise<void> {
  const db = await getDb();
  const named = await requireCompanyConversation(db, actor.companyId, conversationId);
  const assignedTo = change.assignee === undefined ? undefined : change.assignee || null;
  if (assignedTo && !(await isCompanyMember(db, actor.companyId, assignedTo))) throw new DomainError('Invalid', 'notAMember');
  const update = { ...(assignedTo !== undefined ? { assignedTo } : {}), ...(change.state ? { state: change.state } : {}) };
  if (!Object.keys(update).length) return;
  await db.transaction(async (tx) => {
    await updateConversation(tx, conversationId, update);
    await recordAudit(tx, actor, { action: 'conversation.changed', subject: conversationSubject(named), detail: update });
  });
}

/** The company's inbox: unread first, filtered by home, list, state and assignee. */
export async function listInbox(viewer: StaffViewer, filter: InboxFilter, limit = 100): Promise<ConversationSummary[]> {
  const rows = await listCompanyConversations(await getDb(), viewer.companyId, filter, viewer.id, limit);
  return rows.map((row) => summaryOf(row, viewer.owner));
}

export async function inboxChoices(companyId: number): Promise<InboxChoices> {
  return findInboxChoices(await getDb(), companyId);
}

/** One conversation of the company, read now by the staff side; another company's is not found. */
export async function readCompanyConversation(viewer: StaffViewer, id: string, now = new Date()): Promise<ConversationView> {
  const db = await getDb();
  await requireCompanyConversation(db, viewer.companyId, id);
  await markRead(db, id, 'staff', now);
  return viewOf(db, id, { side: 'staff', viewerId: viewer.id, signalsOf: (m) => (viewer.owner ? m.scamSignals : []) });
}

/** Retention: the conversations of anonymised applications lose their texts with them (the anonymise-applications job). */
export async function anonymiseConversationsOfApplications(db: Db, now: Date): Promise<number> {
  return anonymiseConversationsOfAnonymisedApplications(db, now);
}

// --- views ----------------------------------------------------------------------------------------

type ViewOptions = { side: MessageSide; viewerId: string; signalsOf: (message: MessageRow) => string[] };

async function viewOf(db: Db, id: string, { side, viewerId, signalsOf }: ViewOptions): Promise<ConversationView> {
  const [named, messages] = await Promise.all([findNamedConversation(db, id), listMessages(db, id)]);
  const { conversation } = named!;
  const otherReadAt = side === 'tenant' ? conversation.staffReadAt : conversation.tenantReadAt;
  return {
    ...summaryFields(named!),
    messages: messages.map((message) => messageView(message, side, viewerId, signalsOf(message))),
    otherReadAt: otherReadAt?.toISOString() ?? null,
  };
}

function messageView(message: MessageRow, side: MessageSide, viewerId: string, signals: string[]): MessageView {
  const own = message.authorSide === side && (side === 'tenant' || message.authorUserId === viewerId);
  return {
    id: message.id,
    side: message.authorSide,
    authorName: message.authorName,
    body: message.withdrawnAt ? null : message.body,
    createdAt: message.createdAt.toISOString(),
    withdrawnAt: message.withdrawnAt?.toISOString() ?? null,
    own,
    scamSignals: message.withdrawnAt ? [] : (signals as ScamSignal[]),
  };
}

function summaryFields({ conversation, title, companyName, tenantName, assigneeName }: NamedConversation) {
  return {
    id: conversation.id,
    subjectType: conversation.subjectType,
    subjectId: conversation.subjectId,
    title,
    companyName,
    tenantName,
    state: conversation.state,
    assignedTo: conversation.assignedTo ? { id: conversation.assignedTo, name: assigneeName ?? '' } : null,
  };
}

function summaryOf(row: SummaryRow, showFlag: boolean): ConversationSummary {
  return {
    ...summaryFields(row),
    lastMessageAt: row.conversation.lastMessageAt.toISOString(),
    unread: row.unread,
    flagged: showFlag && row.flagged,
  };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
