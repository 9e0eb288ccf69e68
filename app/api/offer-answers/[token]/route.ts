import { route } from '@/lib/http/route';
import { offerAnswerSchema, tokenParamsSchema } from '@/lib/offers/schema';
import { answerOffer, TOKEN_PAGE_LIMIT } from '@/lib/offers/service';

/** The answer to an offer, by whoever holds its link: until the deadline, then 422 (binding). */
export const POST = route(
  { params: tokenParamsSchema, body: offerAnswerSchema, rateLimit: { rule: TOKEN_PAGE_LIMIT, per: 'ip' } },
  async ({ params, body }) => answerOffer(params.token, body.answer),
);
