import { z } from 'zod';
import type { DomainError } from '@/lib/errors/domain-error';
import { errorMessage, httpStatusOf, OUTAGES, type Outage } from '@/lib/http/errors';

/*
 * The provider API's errors: RFC 9457 problem details (`application/problem+json`) with a stable
 * `type` a client can switch on. The types are the services' error keys in kebab-case, so a rule a
 * service enforces for the console and the API alike has one name; /udvikler lists them.
 */

export const problemSchema = z.object({
  type: z.string().describe('A stable URI reference naming the kind of problem (/udvikler#problem-…), for a client to switch on'),
  title: z.string().describe('What went wrong, in English'),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z
    .array(z.object({ path: z.string().describe('body.…, query.… or path.…'), message: z.string() }))
    .optional()
    .describe('Each field that broke a rule (validation-failed)'),
});
export type ProblemBody = z.output<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The reference page documents each type under this anchor. */
export const problemTypeUri = (slug: string) => `/udvikler#problem-${slug}`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An error of the API's own (authentication, idempotency, validation) with its type and English title. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    readonly title: string,
    readonly extra: Pick<ProblemBody, 'detail' | 'errors'> & { headers?: Record<string, string> } = {},
  ) {
    super(title);
  }

  static fromDomainError(error: DomainError): Problem {
    // API clients read English; the console shows the same rule in the person's language.
    return new Problem(httpStatusOf(error), kebab(error.key), errorMessage('en-DK', error.key, error.values), {
      headers: error.code === 'RateLimited' ? { 'Retry-After': '60' } : undefined,
    });
  }

  /** A service that does not answer: its own type, so a client (and its operator) can tell which. */
  static outage(outage: Outage): Problem {
    const { key, slug, status, retryAfterSeconds } = OUTAGES[outage];
    return new Problem(status, slug, errorMessage('en-DK', key), { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }

  response(): Response {
    const { headers, ...extra } = this.extra;
    const body: ProblemBody = { type: problemTypeUri(this.slug), title: this.title, status: this.status, ...extra };
    return Response.json(body, {
      status: this.status,
      headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
    });
  }
}

/** Every problem type the API answers with, for the reference page: status and what it means. */
export const problemCatalogue: { slug: string; status: number; meaning: string }[] = [
  { slug: 'unauthorized', status: 401, meaning: 'No key, an unknown key or a revoked key in the Authorization header.' },
  { slug: 'not-found', status: 404, meaning: 'No such resource of your company (another company’s resources are not found either).' },
  { slug: 'invalid-json', status: 400, meaning: 'The body is not JSON.' },
  { slug: 'idempotency-key-missing', status: 400, meaning: 'A write without an Idempotency-Key header.' },
  {
    slug: 'invalid-field',
    status: 400,
    meaning: 'A field the schema takes breaks a rule of the service (a date in the future); the title names it.',
  },
  { slug: 'validation-failed', status: 422, meaning: 'The body or query breaks a rule; `errors` lists each field.' },
  { slug: 'idempotency-key-reused', status: 422, meaning: 'The Idempotency-Key was used within 24 hours for a different request.' },
  { slug: 'idempotency-key-in-progress', status: 409, meaning: 'A request with this Idempotency-Key is still running; try again shortly.' },
  { slug: 'group-has-no-homes', status: 422, meaning: 'SHAREABLE and PUBLISHED need at least one home in the group.' },
  {
    slug: 'mitid-not-available',
    status: 422,
    meaning: 'waitingListRequiresMitid is true, but MitID is not switched on for this platform: nobody could sign up. Nothing was saved.',
  },
  {
    slug: 'above-legal-cap',
    status: 422,
    meaning:
      "A home's or an offer's deposit or prepaid rent is above the Danish Rent Act's cap of 3 months' rent each; the title names the amount and the cap.",
  },
  {
    slug: 'application-status-not-allowed',
    status: 409,
    meaning: 'The application cannot take that status from the one it has (it is no longer active).',
  },
  {
    slug: 'no-matching-members',
    status: 422,
    meaning: 'No active member of the waiting list fits the home who was not offered it before.',
  },
  { slug: 'offer-not-accepted', status: 409, meaning: 'A waiting-list offer can only be awarded to a member who answered interested.' },
  { slug: 'offer-already-awarded', status: 409, meaning: 'The waiting-list offer was already awarded to a member.' },
  {
    slug: 'award-reason-required',
    status: 422,
    meaning: 'The home does not go to the first eligible member who said yes, and no reason was given: send `reason`.',
  },
  { slug: 'offer-not-possible', status: 409, meaning: 'An offer needs active applications from people with an account.' },
  { slug: 'already-offered', status: 409, meaning: 'One of the applications already has an offer; nothing was offered.' },
  { slug: 'offer-deadline-invalid', status: 422, meaning: 'The deadline must be between one minute and 60 days ahead.' },
  {
    slug: 'viewing-not-possible',
    status: 422,
    meaning: 'A viewing is for one home: active applications for it made with an account, and members of the waiting list of its group.',
  },
  {
    slug: 'viewing-member-not-active',
    status: 422,
    meaning: 'A waiting-list member invited to a viewing is passive; only active members can be invited.',
  },
  { slug: 'viewing-closed', status: 409, meaning: 'Every slot of the viewing has begun: no new booking link can be made.' },
  { slug: 'viewing-not-started', status: 409, meaning: 'A no-show can be marked only once the booked slot has begun.' },
  { slug: 'contract-not-possible', status: 409, meaning: 'A lease for an offer needs the applicant’s answer interested.' },
  { slug: 'contract-not-pdf', status: 422, meaning: 'The file is not a PDF that can be read (told by its bytes), or it is encrypted.' },
  { slug: 'contract-too-large', status: 422, meaning: 'The lease is over 10 MB.' },
  { slug: 'open-house-in-past', status: 422, meaning: 'An open house must start in the future.' },
  { slug: 'open-house-cancelled', status: 409, meaning: 'The open house is cancelled and can no longer be changed.' },
  { slug: 'payload-too-large', status: 413, meaning: 'The body is larger than the endpoint takes (11 MB for an image upload).' },
  { slug: 'unsupported-media-type', status: 415, meaning: 'An image upload whose body is not multipart/form-data.' },
  { slug: 'invalid-form', status: 400, meaning: 'The multipart/form-data body cannot be read.' },
  {
    slug: 'unsupported-image-type',
    status: 422,
    meaning: 'The file is not a JPEG, PNG or WebP picture (told by its bytes; its name and declared type do not count), or it is damaged.',
  },
  { slug: 'image-too-large', status: 422, meaning: 'The picture is over 10 MB or over 40 megapixels.' },
  { slug: 'image-too-small', status: 422, meaning: 'The picture is under 200 pixels on a side.' },
  { slug: 'too-many-requests', status: 429, meaning: 'The key’s rate limit is used up; wait for Retry-After seconds.' },
  {
    slug: 'database-unavailable',
    status: 503,
    meaning: 'The database does not answer; retry after Retry-After seconds with the same Idempotency-Key.',
  },
  {
    slug: 'storage-unavailable',
    status: 503,
    meaning:
      'The storage of pictures and leases does not answer; nothing was saved. Retry after Retry-After seconds with the same Idempotency-Key.',
  },
  {
    slug: 'storage-full',
    status: 507,
    meaning:
      'The storage of pictures and leases is full; nothing was saved. Our operators have to make room: retry after Retry-After seconds with the same Idempotency-Key.',
  },
  {
    slug: 'email-unavailable',
    status: 503,
    meaning: 'The mail server does not answer; retry after Retry-After seconds with the same Idempotency-Key.',
  },
  { slug: 'cms-unavailable', status: 503, meaning: 'The content system does not answer; retry after Retry-After seconds.' },
  { slug: 'flags-unavailable', status: 503, meaning: 'The feature-flag service does not answer; retry after Retry-After seconds.' },
  {
    slug: 'payments-unavailable',
    status: 503,
    meaning: 'The payment service does not answer; retry after Retry-After seconds with the same Idempotency-Key.',
  },
  { slug: 'internal', status: 500, meaning: 'A fault of ours; it has been reported. Retrying with the same Idempotency-Key is safe.' },
];
