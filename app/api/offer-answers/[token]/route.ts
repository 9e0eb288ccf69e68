import { route } from '@/lib/handlers/route';
import { offerAnswerSchema, tokenParamsSchema } from '@/lib/offers/schema';
import { answerOffer, TOKEN_PAGE_LIMIT } from '@/lib/offers/service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * The answer to an offer, by whoever holds its link: until the deadline, then 422 (binding). The
 * page's form posts here without JavaScript too.
 */
export const POST = route(
  {
    params: tokenParamsSchema,
    body: offerAnswerSchema,
    rateLimit: { rule: TOKEN_PAGE_LIMIT, per: 'ip' },
    htmlForm: {
      done: ({ params }) => ({ pathname: '/tenant-assignment-offer/[token]/interest', params }),
      back: ({ params }) => ({ pathname: '/tenant-assignment-offer/[token]', params }),
    },
  },
  async ({ params, body, request }) => answerOffer(params.token, body.answer, requestNow(request.headers)),
);
