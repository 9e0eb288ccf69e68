import type { z } from 'zod';

/*
 * What the operations table (operations.ts and the areas' api-operations.ts) is made of. Apart from
 * the table, so an area's part of it imports this file and never the table that spreads it in.
 */

/** The API's parts, in the order the OpenAPI document lists them; every operation belongs to one. */
export const providerTags = [
  { name: 'Groups and homes', description: 'Your groups (properties), their homes, publication and availability.' },
  { name: 'Pictures', description: 'Photos and floor plans of groups and homes.' },
  { name: 'Open houses', description: 'Open-house events of a group and who registered.' },
  { name: 'Applications', description: 'Applications received for your homes, and your answers to them.' },
  { name: 'Messages', description: 'Conversations with tenants about their applications, and your replies.' },
  { name: 'Offers and leases', description: 'Offers to applicants, tenants, leases and their signatures.' },
  { name: 'Waiting lists', description: 'Members of a waiting list, imports from before Hjemly, offers to the next in line.' },
  { name: 'Viewings', description: 'Viewings with slots, invitations and surveys afterwards.' },
  { name: 'Insight', description: 'Key figures of your company or a group.' },
  { name: 'Open books', description: 'Your lettings as the public pages tell them, and how long their details wait.' },
  { name: 'Audit log', description: 'What your members and API keys did.' },
] as const;
export type ProviderTag = (typeof providerTags)[number]['name'];

export type Operation = {
  id: string;
  tag: ProviderTag;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  description: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data with these fields (`body`), not JSON; a file field's example is "@file-name". */
  multipart?: true;
  /** What the multipart's file part takes (default: the picture types). */
  fileContentType?: string;
  requestExample?: unknown;
  /** The success answer's schema (null for no body or a file); the OpenAPI document describes it in its output form. */
  response: z.ZodType | null;
  responseExample: unknown;
  /**
   * The answer is a file, not JSON: its content type, and an example of the name that
   * Content-Disposition gives it (a file download). `responseExample` is then null.
   */
  file?: { contentType: string; filename: string };
  /** Statuses besides 200 this endpoint answers with on success. */
  created?: boolean;
  /** The one status this endpoint answers with on success, when it is not 200. */
  status?: 201 | 204;
};

/**
 * An answer's schema with its example, which the compiler holds to the schema's type. The areas below
 * lib/providers (offers, insight) may import only its types: their examples are typed by the DTO instead.
 */
export function answers<S extends z.ZodType>(
  response: S,
  responseExample: z.output<NoInfer<S>>,
): Pick<Operation, 'response' | 'responseExample'>;
export function answers(response: null, responseExample: null): Pick<Operation, 'response' | 'responseExample'>;
export function answers(response: z.ZodType | null, responseExample: unknown) {
  return { response, responseExample };
}
