import { clientAddress } from '@/lib/http/client-address';
import { route } from '@/lib/http/route';
import { signContract } from '@/lib/offers/contract-service';
import { contractSignSchema, tokenParamsSchema } from '@/lib/offers/schema';
import { TOKEN_PAGE_LIMIT } from '@/lib/offers/service';

/** Signs the contract version the link names, recording the client's address and user agent. */
export const POST = route(
  { params: tokenParamsSchema, body: contractSignSchema, rateLimit: { rule: TOKEN_PAGE_LIMIT, per: 'ip' } },
  async ({ request, params, body }) =>
    signContract(params.token, body, {
      ip: clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
    }),
);
