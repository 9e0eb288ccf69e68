import { route } from '@/lib/handlers/route';
import { surveyAnswerSchema, tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { submitSurveyAnswers, viewSurvey } from '@/lib/viewings/service';

const rateLimit = { rule: VIEWING_TOKEN_LIMIT, per: 'ip' as const };

export const GET = route({ params: tokenParamsSchema, rateLimit }, async ({ params }) => viewSurvey(params.token));

/** A radio's "yes" or "no" as the schema's boolean; nothing chosen stays undefined, which the schema refuses where it must. */
const yesNo = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/**
 * The answers, once (the comment is optional); the outcome decides the confirmation. The page's form
 * posts here without JavaScript too.
 */
export const POST = route(
  {
    params: tokenParamsSchema,
    body: surveyAnswerSchema,
    rateLimit,
    htmlForm: {
      fields: (form) => ({
        attended: yesNo(form.get('attended')),
        stillInterested: yesNo(form.get('stillInterested')) ?? null,
        comment: form.get('comment') ?? undefined,
      }),
      done: ({ params }) => ({ pathname: '/booking-survey/[token]/confirmation', params }),
      back: ({ params }) => ({ pathname: '/booking-survey/[token]', params }),
    },
  },
  async ({ params, body }) => submitSurveyAnswers(params.token, body),
);
