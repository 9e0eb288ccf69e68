import { clientAddress } from '@/lib/http/client-address';
import { route } from '@/lib/handlers/route';
import { signContract } from '@/lib/offers/contract-service';
import { contractSignSchema, tokenParamsSchema } from '@/lib/offers/schema';
import { TOKEN_PAGE_LIMIT } from '@/lib/offers/service';

/**
 * Signs the contract version the link names, recording the client's address and user agent. The
 * page's form posts here without JavaScript too; the page itself then shows the signature.
 */
export const POST = route(
  {
    params: tokenParamsSchema,
    body: contractSignSchema,
    rateLimit: { rule: TOKEN_PAGE_LIMIT, per: 'ip' },
    htmlForm: {
      // A ticked box posts "on"; an unticked one posts nothing, which the schema refuses.
      fields: (form) => ({ fullName: form.get('fullName') ?? '', consent: form.get('consent') === 'on' || undefined }),
      done: ({ params }) => ({ pathname: '/contract/[token]', params }),
      back: ({ params }) => ({ pathname: '/contract/[token]', params }),
    },
  },
  async ({ request, params, body }) =>
    signContract(params.token, body, {
      ip: clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
    }),
);
