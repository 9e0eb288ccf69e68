import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { waitingListOfferAnswerSchema } from '@/lib/waiting-lists/offer-schema';
import { answerWaitingListOffer, OFFER_LINK_LIMIT } from '@/lib/waiting-lists/offer-service';

const offerPage = ({ params }: { params: { token: string } }) => ({ pathname: '/waiting-list-offer/[token]' as const, params });

/**
 * A member's answer to a waiting-list offer, by whoever holds its link: until the deadline, then 422.
 * The page's buttons post here without JavaScript too; the page then shows the answer given.
 */
export const POST = route(
  {
    params: z.object({ token: z.string().max(100) }),
    body: waitingListOfferAnswerSchema,
    rateLimit: { rule: OFFER_LINK_LIMIT, per: 'ip' },
    htmlForm: { done: offerPage, back: offerPage },
  },
  async ({ params, body }) => answerWaitingListOffer(params.token, body.answer),
);
