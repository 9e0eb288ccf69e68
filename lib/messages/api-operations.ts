import type { Operation } from '@/lib/providers/operation';
import {
  conversationParamsSchema,
  inboxFilterSchema,
  messageFormSchema,
  providerConversationDetailSchema,
  providerConversationListSchema,
  providerMessageSchema,
  type ConversationSummary,
  type ConversationView,
  type MessageView,
} from './schema';

/* The provider API's conversations, spread into lib/providers/operations.ts: a CRM holds them too. */

const conversation: ConversationSummary = {
  id: '7d0f2c4e-5b7a-4c1e-9a52-1f3b6c8d9e01',
  subjectType: 'application',
  subjectId: '3f1c9a2b-8e4d-4b6a-9c0d-2e5f7a1b3c4d',
  title: 'Havnegade 12, 3. tv, 8000 Aarhus C',
  companyName: 'Havnehusene A/S',
  tenantName: 'Ida Holm',
  state: 'open',
  assignedTo: null,
  lastMessageAt: '2027-02-14T09:30:00.000Z',
  unread: 1,
  flagged: false,
};

const reply: MessageView = {
  id: '0b6e3d2a-1c4f-4e8b-a7d9-5f2c1b0a9e83',
  side: 'staff',
  authorName: 'CRM',
  body: 'Ja, lørdag kl. 11 passer fint.',
  createdAt: '2027-02-14T10:05:00.000Z',
  withdrawnAt: null,
  own: false,
  scamSignals: [],
};

const { lastMessageAt: _last, unread: _unread, flagged: _flagged, ...fields } = conversation;

const detail: ConversationView = {
  ...fields,
  messages: [
    {
      id: '5a9c1e7b-2d3f-4a6b-8c0e-9f1d2b3c4a5e',
      side: 'tenant',
      authorName: 'Ida Holm',
      body: 'Kan jeg se boligen på lørdag?',
      createdAt: '2027-02-14T09:30:00.000Z',
      withdrawnAt: null,
      own: false,
      scamSignals: [],
    },
  ],
  otherReadAt: '2027-02-14T09:30:00.000Z',
};

export const messageOperations: Operation[] = [
  {
    id: 'listConversations',
    tag: 'Messages',
    method: 'GET',
    path: '/conversations',
    summary: 'List your conversations with tenants',
    description:
      'Your 100 conversations with tenants, those with unread messages first, then the newest: filter by `home` (its internal id), `list` (a waiting list), `state` (open, closed) or `assignee` (a member\'s user id, or `none`). Each new message, either side\'s, is also sent as a `message.created` webhook with the message as its data and the conversation\'s id.',
    query: inboxFilterSchema,
    response: providerConversationListSchema,
    responseExample: { items: [conversation] },
  },
  {
    id: 'getConversation',
    tag: 'Messages',
    method: 'GET',
    path: '/conversations/{id}',
    summary: 'Read a conversation',
    description:
      'One conversation with every message, oldest first; a withdrawn message keeps its place with `body` null. Reading it marks it read for your company, as opening it in the console does.',
    params: conversationParamsSchema,
    response: providerConversationDetailSchema,
    responseExample: detail,
  },
  {
    id: 'replyToConversation',
    tag: 'Messages',
    method: 'POST',
    path: '/conversations/{id}/messages',
    summary: 'Reply in a conversation',
    description:
      "Your company's reply, in plain text (at most 4,000 characters, no HTML), under the key's label; the tenant is mailed as from the console (once per burst, held over quiet hours 21–07). On your audit log as message.sent. At most 1,000 messages an hour per company (429).",
    params: conversationParamsSchema,
    body: messageFormSchema,
    requestExample: { body: 'Ja, lørdag kl. 11 passer fint.' },
    response: providerMessageSchema,
    responseExample: reply,
    status: 201,
  },
];
