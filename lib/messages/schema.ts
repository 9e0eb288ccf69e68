import { z } from 'zod';
import {
  conversationStates,
  conversationSubjectTypes,
  type ConversationState,
  type ConversationSubjectType,
  type MessageSide,
} from '@/lib/db/schema/messages';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { scamSignals, type ScamSignal } from './scam-guard';

export { conversationStates, conversationSubjectTypes, messageSides } from '@/lib/db/schema/messages';
export type { ConversationState, ConversationSubjectType, MessageSide } from '@/lib/db/schema/messages';

/*
 * The messages area's shapes: the one form (a message's text), the requests of both sides, and
 * what each side sees. Each rule names the key of its text in `conversations.errors`.
 */

export const MESSAGE_BODY_MAX = 4000;
export const MESSAGE_FORM_MESSAGES: FormMessages = { namespace: 'conversations.errors', values: { max: MESSAGE_BODY_MAX } };

// Plain text only: something that reads as a tag is refused rather than shown as markup later.
const MARKUP = /<\/?[a-z][\w-]*(?:\s[^<>]*)?\/?>/i;

export const messageFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'bodyRequired')
    .max(MESSAGE_BODY_MAX, 'bodyTooLong')
    .refine((body) => !MARKUP.test(body), 'bodyMarkup'),
});
export type MessageForm = z.infer<typeof messageFormSchema>;

export const subjectSchema = z.object({
  subjectType: z.enum(conversationSubjectTypes),
  subjectId: z.string().trim().min(1).max(100),
});
export type ConversationSubject = z.infer<typeof subjectSchema>;

/** The tenant's message: the subject it is about (a conversation begins with its first message). */
export const tenantMessageSchema = messageFormSchema.extend(subjectSchema.shape);
export type TenantMessage = z.infer<typeof tenantMessageSchema>;

export const idParamsSchema = z.object({ id: z.string().max(100) });

const optionalInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional());

/** The inbox's filters, from its GET form: empty fields are no filter. */
export const inboxFilterSchema = z.object({
  home: optionalInt,
  list: optionalInt,
  state: z.preprocess((value) => (value === '' ? undefined : value), z.enum(conversationStates).optional()),
  /** 'me', 'none' (nobody assigned) or a member's user id. */
  assignee: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(100).optional()),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** The staff's changes to a conversation: who handles it ('' for nobody) and whether it is open. */
export const conversationUpdateSchema = z.object({
  assignee: z.string().max(100).optional(),
  state: z.enum(conversationStates).optional(),
});
export type ConversationUpdate = z.infer<typeof conversationUpdateSchema>;

/** One message as a side sees it: a withdrawn one keeps its place, not its text. */
export type MessageView = {
  id: string;
  side: MessageSide;
  authorName: string;
  body: string | null;
  createdAt: string;
  withdrawnAt: string | null;
  own: boolean;
  /** What the scam guard found (shown to the tenant beside a staff message, flagged to the owner). */
  scamSignals: ScamSignal[];
};

export type ConversationView = {
  id: string;
  subjectType: ConversationSubjectType;
  subjectId: string;
  title: string;
  companyName: string;
  tenantName: string | null;
  state: ConversationState;
  assignedTo: { id: string; name: string } | null;
  messages: MessageView[];
  /** When the other side last read it: a read receipt for one's own messages. */
  otherReadAt: string | null;
};

export type ConversationSummary = {
  id: string;
  subjectType: ConversationSubjectType;
  subjectId: string;
  title: string;
  companyName: string;
  tenantName: string | null;
  state: ConversationState;
  assignedTo: { id: string; name: string } | null;
  lastMessageAt: string;
  unread: number;
  /** A message in it tripped the scam guard: the owner's console shows it. */
  flagged: boolean;
};

export type InboxChoices = {
  homes: { id: number; label: string }[];
  lists: { id: number; label: string }[];
  members: { id: string; name: string }[];
};

/** A conversation in the tenant's data export: every message, their own withdrawn ones with their text. */
export type ConversationRecord = {
  id: string;
  subjectType: ConversationSubjectType;
  subjectId: string;
  title: string;
  companyName: string;
  messages: { side: MessageSide; authorName: string; body: string | null; createdAt: string; withdrawnAt: string | null }[];
};

// --- the provider API's shapes (lib/messages/api-operations.ts): the same DTOs, described ----------

const assigneeSchema = z.object({ id: z.string(), name: z.string() }).nullable().describe('The member who handles it; null for nobody');

export const providerMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(['tenant', 'staff']).describe('Who wrote it: the tenant, or your company'),
  authorName: z.string().describe("The writer's name when they wrote (an API key's label for a reply through the API)"),
  body: z.string().nullable().describe('Plain text, never HTML; null once withdrawn'),
  createdAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  own: z.boolean().describe('Written by this caller (always false for an API key: its replies are not its own to withdraw)'),
  scamSignals: z.array(z.enum(scamSignals)).describe('What the scam guard found: payment or contact outside Hjemly'),
}) satisfies z.ZodType<MessageView>;

const conversationFields = {
  id: z.uuid(),
  subjectType: z.enum(conversationSubjectTypes).describe('What it is about'),
  subjectId: z.string().describe("The subject's id (an application's id)"),
  title: z.string().describe("The home's address, or the waiting list's name"),
  companyName: z.string(),
  tenantName: z.string().nullable().describe("The tenant's name; null once their application was anonymised"),
  state: z.enum(conversationStates),
  assignedTo: assigneeSchema,
};

export const providerConversationSchema = z.object({
  ...conversationFields,
  lastMessageAt: z.iso.datetime(),
  unread: z.number().int().describe("The tenant's messages your company has not read"),
  flagged: z.boolean().describe('A message in it tripped the scam guard'),
}) satisfies z.ZodType<ConversationSummary>;

export const providerConversationDetailSchema = z.object({
  ...conversationFields,
  messages: z.array(providerMessageSchema),
  otherReadAt: z.iso.datetime().nullable().describe('When the tenant last read it'),
}) satisfies z.ZodType<ConversationView>;

export const providerConversationListSchema = z.object({ items: z.array(providerConversationSchema) });
export const conversationParamsSchema = z.object({ id: z.uuid() });
