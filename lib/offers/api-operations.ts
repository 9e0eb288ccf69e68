import { z } from 'zod';
import type { Operation } from '@/lib/providers/operation';
import { contractExample, contractTenantExample, externalTenantExample, offerCreateExample, offerExample } from './api-examples';
import {
  contractFileQuerySchema,
  contractSummarySchema,
  contractTenantSummarySchema,
  contractUploadSchema,
  externalTenantSchema,
  landlordOfferSchema,
  offerCreateSchema,
  offerIdParamsSchema,
  providerOffersQuerySchema,
} from './schema';

/* The provider API's offer and contract endpoints, spread into lib/providers/operations.ts. */

export const tenantParamsSchema = z.object({ id: z.uuid() });
export const contractParamsSchema = z.object({ id: z.uuid() });
export const landlordContractFileQuerySchema = contractFileQuerySchema.pick({ kind: true });

const PDF_UPLOAD =
  'multipart/form-data with the lease as a PDF in `file` (told by its bytes, never its name; at most 10 MB; not encrypted). The tenant gets a mail with a link to read and sign it; a version they have not signed yet is replaced (superseded), a signed one never changes, and the new version needs its own signature. Answers 201 with the contract version.';

export const offerOperations: Operation[] = [
  {
    id: 'postOffers',
    tag: 'Offers and leases',
    method: 'POST',
    path: '/offers',
    summary: 'Offer a home to one or several applicants',
    description:
      'The same rent, move-in date and deadline for each named application (active ones, of your company; at most 50). Each applicant gets a mail with a link to the offer, in the language they applied in (unless they switched offer mails off; none 21:00–07:00 Danish time), and a reminder 24 hours before the deadline if they have not answered. They answer interested or not interested and may change it until the deadline; after it the answer is binding. The deadline must be between one minute and 60 days ahead. All offers are made or none (an application offered before is a 409). Each answer is an offer.answered webhook.',
    body: offerCreateSchema,
    requestExample: offerCreateExample,
    response: z.array(landlordOfferSchema),
    responseExample: [{ ...offerExample, answer: null, answeredAt: null }],
    status: 201,
  },
  {
    id: 'listOffers',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/offers',
    summary: 'List your offers and their answers',
    description:
      'Newest first, 50 by default (limit up to 100); `application` narrows to one application. binding is true once the deadline has passed.',
    query: providerOffersQuerySchema,
    response: z.array(landlordOfferSchema),
    responseExample: [offerExample],
  },
  {
    id: 'getOffer',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/offers/{id}',
    summary: 'Read an offer',
    description: 'One offer with its answer; contractTenantId names the tenant once a lease was sent for it.',
    params: offerIdParamsSchema,
    response: landlordOfferSchema,
    responseExample: offerExample,
  },
  {
    id: 'postOfferContract',
    tag: 'Offers and leases',
    method: 'POST',
    path: '/offers/{id}/contracts',
    summary: 'Send the lease for an accepted offer',
    description: `Only when the applicant answered interested (else 409). The applicant becomes the contract's tenant. ${PDF_UPLOAD}`,
    params: offerIdParamsSchema,
    body: contractUploadSchema,
    multipart: true,
    fileContentType: 'application/pdf',
    requestExample: { file: '@lejekontrakt.pdf' },
    response: contractSummarySchema,
    responseExample: contractExample,
    status: 201,
  },
  {
    id: 'postTenant',
    tag: 'Offers and leases',
    method: 'POST',
    path: '/tenants',
    summary: 'Register a tenant found outside Hjemly',
    description:
      'An external tenant: name, e-mail, phone and the home by your own ids. No account is made; the tenant only receives the contract for signature by mail, in `locale` (da-DK by default). Answers 201 with the tenant.',
    body: externalTenantSchema,
    requestExample: externalTenantExample,
    response: contractTenantSummarySchema,
    responseExample: { ...contractTenantExample, contracts: [] },
    status: 201,
  },
  {
    id: 'listTenants',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/tenants',
    summary: 'List the tenants you sent leases to',
    description: 'External tenants and applicants of accepted offers, newest first, each with every contract version and its signature.',
    response: z.array(contractTenantSummarySchema),
    responseExample: [contractTenantExample],
  },
  {
    id: 'getTenant',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/tenants/{id}',
    summary: 'Read a tenant with their contracts',
    description: 'The tenant and every version of their lease, with the signature record of a signed one.',
    params: tenantParamsSchema,
    response: contractTenantSummarySchema,
    responseExample: contractTenantExample,
  },
  {
    id: 'postTenantContract',
    tag: 'Offers and leases',
    method: 'POST',
    path: '/tenants/{id}/contracts',
    summary: 'Send a lease to a tenant',
    description: PDF_UPLOAD,
    params: tenantParamsSchema,
    body: contractUploadSchema,
    multipart: true,
    fileContentType: 'application/pdf',
    requestExample: { file: '@lejekontrakt.pdf' },
    response: contractSummarySchema,
    responseExample: contractExample,
    status: 201,
  },
  {
    id: 'getContract',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/contracts/{id}',
    summary: 'Read a contract version',
    description:
      'Its status (awaitingSignature, signed, superseded), the SHA-256 of the document and, once signed, the signature: who typed which name and when, by which method, and the SHA-256 of the signed copy. The landlord also hears of it by the contract.signed webhook.',
    params: contractParamsSchema,
    response: contractSummarySchema,
    responseExample: {
      ...contractExample,
      status: 'signed',
      signature: {
        signedAt: '2026-12-06T19:41:00.000Z',
        signerName: 'Karl Jensen',
        provider: 'simple-electronic-signature',
        signedFileSha256: '8b1a9953c4611296a827abf8c47804d7e6c49c6b1a1f3d0e2c4b5a69788f7e6d',
      },
    },
  },
  {
    id: 'getContractDocument',
    tag: 'Offers and leases',
    method: 'GET',
    path: '/contracts/{id}/document',
    summary: 'Download the lease or its signed copy',
    description:
      'application/pdf with its name in Content-Disposition. kind=original (default) is the file as uploaded; kind=signed the signed copy with its signature page appended (404 until signed).',
    params: contractParamsSchema,
    query: landlordContractFileQuerySchema,
    response: null,
    responseExample: null,
    file: { contentType: 'application/pdf', filename: 'Lejekontrakt Havnegade-v1-underskrevet.pdf' },
  },
];
