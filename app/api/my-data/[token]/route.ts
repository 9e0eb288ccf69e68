import { route } from '@/lib/handlers/route';
import { seeOther } from '@/lib/http/html-form';
import { myDataLinkParamsSchema, myDataLinkQuerySchema } from '@/lib/my-data/schema';
import { downloadByLink, MY_DATA_RATE_LIMIT, myDataResponse } from '@/lib/my-data/service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * The mailed link's download, posted from its page (a POST, so a mail scanner that opens the link
 * uses nothing): the JSON file once; after that, or once expired, back to the page that says which.
 */
export const POST = route(
  { params: myDataLinkParamsSchema, query: myDataLinkQuerySchema, rateLimit: { rule: MY_DATA_RATE_LIMIT, per: 'ip' } },
  async ({ params, query, locale, request }) => {
    const result = await downloadByLink(params.token, requestNow(request.headers));
    if (typeof result !== 'string') return myDataResponse(result);
    return seeOther(query.locale ?? locale, { pathname: '/my-data/[token]', params });
  },
);
