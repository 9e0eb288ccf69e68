import { route } from '@/lib/handlers/route';
import { contractFileByToken } from '@/lib/offers/contract-service';
import { pdfResponse } from '@/lib/offers/pdf-response';
import { contractFileQuerySchema, tokenParamsSchema } from '@/lib/offers/schema';
import { TOKEN_PAGE_LIMIT } from '@/lib/offers/service';

/**
 * The lease (or its signed copy) for the holder of the link: inline for the page's frame, or as an
 * attachment with its name in Content-Disposition (a file download).
 */
export const GET = route(
  { params: tokenParamsSchema, query: contractFileQuerySchema, rateLimit: { rule: TOKEN_PAGE_LIMIT, per: 'ip' } },
  async ({ params, query }) => pdfResponse(await contractFileByToken(params.token, query.kind), query.disposition),
);
