import { z } from 'zod';
import { landlordCursorSchema, MESSAGE_MAX_LENGTH } from '@/lib/applications/schema';
import { applicationStatuses } from '@/lib/applications/statuses';

/*
 * The providers area: the company console, API keys and the provider API. Schemas here
 * are shared by the console's forms, its route handlers and the API's OpenAPI document.
 */

/** Each rule names the key of its text in `company.errors`, so the form shows the server's verdict. */
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'keyNameRequired').max(100, 'keyNameTooLong'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const memberAddSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').max(320, 'emailInvalid').pipe(z.email('emailInvalid')),
});
export type MemberAdd = z.infer<typeof memberAddSchema>;

export type { CompanyRole } from '@/lib/db/schema/accounts';
import type { CompanyRole } from '@/lib/db/schema/accounts';
import type { FormMessages } from '@/lib/i18n/message-keys';

/** A key as the console lists it; the secret itself is never stored and never listed. */
export type ApiKeySummary = {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The answer to creating a key: the only time its secret is shown. */
export type CreatedApiKey = { key: ApiKeySummary; secret: string };

export type CompanyMember = { userId: string; name: string; email: string; role: CompanyRole; since: string };

/** The company a signed-in person works for, and what they may do there. */
export type Membership = { companyId: number; companyName: string; companySlug: string; role: CompanyRole };

/** Who is calling the provider API: the key, its label and the company it belongs to. */
export type ApiCaller = { keyId: number; companyId: number; label: string };

export const consoleApplicationsQuerySchema = z.object({
  home: z.string().trim().max(200).optional(),
  status: z.enum(applicationStatuses).optional().catch(undefined),
});

export const providerApplicationsQuerySchema = z.object({
  cursor: landlordCursorSchema.optional().describe('The nextCursor of the page before'),
  updatedSince: z.iso.datetime({ offset: true }).optional().describe('Only applications changed at or after this time'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  home: z.string().trim().max(200).optional().describe("A home's slug"),
  status: z.enum(applicationStatuses).optional(),
});

/** The console names the company it acts for when a person works for several (`?company=`); the first otherwise. */
export const companyQuerySchema = z.object({ company: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const memberParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const apiKeyParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Where the console forms' message keys live (members, API keys, webhooks, answering an application), for the forms and their routes alike. */
export const COMPANY_CONSOLE_MESSAGES: FormMessages = { namespace: 'companyConsole.errors', values: { max: MESSAGE_MAX_LENGTH } };
