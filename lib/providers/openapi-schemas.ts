import { z } from 'zod';
import { householdSchema } from '@/lib/accounts/profile-schema';
import {
  applicationEventSchema,
  landlordApplicationDetailSchema,
  landlordApplicationPageSchema,
  landlordApplicationSchema,
} from '@/lib/applications/schema';
import { auditEntrySchema, auditPageSchema } from '@/lib/audit/schema';
import { companyGroupSchema, companyHomeSchema, companyImageSchema, homesBulkResultSchema } from '@/lib/catalogue/write-schema';
import { insightFiguresSchema } from '@/lib/insight/schema';
import {
  providerConversationDetailSchema,
  providerConversationListSchema,
  providerConversationSchema,
  providerMessageSchema,
} from '@/lib/messages/schema';
import { openBooksSettingsSchema, providerLettingsSchema, publicLettingSchema } from '@/lib/open-books/schema';
import { contractSummarySchema, contractTenantSummarySchema, landlordOfferSchema } from '@/lib/offers/schema';
import { landlordOpenHouseEventDetailSchema, landlordOpenHouseEventSchema, landlordRegistrationSchema } from '@/lib/open-house/schema';
import {
  bookingLinkSchema,
  landlordInvitationSchema,
  landlordSlotSchema,
  landlordSurveySchema,
  landlordViewingSchema,
  surveysSentSchema,
  viewingCreatedSchema,
} from '@/lib/viewings/schema';
import {
  providerMemberSchema,
  providerMembersPageSchema,
  providerOfferRecipientSchema,
  providerWaitingListOfferSchema,
} from '@/lib/waiting-lists/offer-schema';
import { legacyMemberInvitationSchema } from '@/lib/waiting-lists/schema';
import { problemSchema } from './problems';

/*
 * The answers' schemas under the names a generated client knows them by (components.schemas). A
 * named schema inside another is a $ref to its component, so a client gets one type per DTO.
 * They are the output side of the zod schemas the services' types are inferred from.
 */

const named: Record<string, z.ZodType> = {
  Problem: problemSchema,
  CompanyGroup: companyGroupSchema,
  CompanyHome: companyHomeSchema,
  CompanyImage: companyImageSchema,
  HomesBulkResult: homesBulkResultSchema,
  OpenHouseEvent: landlordOpenHouseEventSchema,
  OpenHouseEventDetail: landlordOpenHouseEventDetailSchema,
  OpenHouseRegistration: landlordRegistrationSchema,
  Application: landlordApplicationSchema,
  ApplicationDetail: landlordApplicationDetailSchema,
  ApplicationPage: landlordApplicationPageSchema,
  ApplicationEvent: applicationEventSchema,
  Conversation: providerConversationSchema,
  ConversationDetail: providerConversationDetailSchema,
  ConversationPage: providerConversationListSchema,
  Message: providerMessageSchema,
  Household: householdSchema,
  Offer: landlordOfferSchema,
  Contract: contractSummarySchema,
  ContractTenant: contractTenantSummarySchema,
  WaitingListMember: providerMemberSchema,
  WaitingListMembersPage: providerMembersPageSchema,
  WaitingListMemberInvitation: legacyMemberInvitationSchema,
  WaitingListOffer: providerWaitingListOfferSchema,
  WaitingListOfferRecipient: providerOfferRecipientSchema,
  Viewing: landlordViewingSchema,
  ViewingCreated: viewingCreatedSchema,
  ViewingBookingLink: bookingLinkSchema,
  ViewingSlot: landlordSlotSchema,
  ViewingInvitation: landlordInvitationSchema,
  ViewingSurvey: landlordSurveySchema,
  SurveysSent: surveysSentSchema,
  Insight: insightFiguresSchema,
  Letting: publicLettingSchema,
  LettingPage: providerLettingsSchema,
  OpenBooksSettings: openBooksSettingsSchema,
  AuditEntry: auditEntrySchema,
  AuditPage: auditPageSchema,
};

const registry = z.registry<{ id: string }>();
const nameOf = new Map<z.ZodType, string>();
for (const [id, schema] of Object.entries(named)) {
  registry.add(schema, { id });
  nameOf.set(schema, id);
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** z.int() bounds every integer by JavaScript's safe range, which says nothing to a client. */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: { minimum?: number; maximum?: number } }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** Every named answer schema, as OpenAPI 3.1 (JSON Schema 2020-12) components. */
export function openApiComponents(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(registry, { io: 'output', uri: (id) => ref(id).$ref, override: withoutSafeIntegerBounds }) as {
    schemas: Record<string, Record<string, unknown>>;
  };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

/** The schema of an operation's answer: its component, or a list of one. */
export function responseSchema(schema: z.ZodType): unknown {
  const id = nameOf.get(schema);
  if (id) return ref(id);
  if (schema instanceof z.ZodArray && nameOf.has(schema.element as z.ZodType)) {
    return { type: 'array', items: ref(nameOf.get(schema.element as z.ZodType)!) };
  }
  throw new Error('An answer schema must be named in lib/providers/openapi-schemas.ts (or be a list of one that is)');
}
