import { route } from '@/lib/handlers/route';
import { surveyAnswerSchema, tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { submitSurveyAnswers, viewSurvey } from '@/lib/viewings/service';

const rateLimit = { rule: VIEWING_TOKEN_LIMIT, per: 'ip' as const };

export const GET = route({ params: tokenParamsSchema, rateLimit }, async ({ params }) => viewSurvey(params.token));

/** The answers, once (the comment is optional); the outcome decides the confirmation. */
export const POST = route({ params: tokenParamsSchema, body: surveyAnswerSchema, rateLimit }, async ({ params, body }) =>
  submitSurveyAnswers(params.token, body),
);
