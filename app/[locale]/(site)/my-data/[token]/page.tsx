import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { MyDataLink } from '@/components/my-data/my-data-link';
import type { MyDataLinkState } from '@/lib/my-data/schema';
import { myDataLinkState } from '@/lib/my-data/service';
import { requestNow } from '@/lib/time/test-clock';
import { headers } from 'next/headers';

/**
 * /mine-data/{token}: the mailed link to a person's data export, without signing in. Opening it uses
 * nothing (a mail scanner may open it first); the download button does, once. A link that expired,
 * was used or is unknown says so in the page's language.
 */
const page = entityRoutePage<{ token: string }, { token: string; state: MyDataLinkState }>({
  route: '/my-data/[token]',
  load: async ({ token }, locale) => {
    const state = await myDataLinkState(token, requestNow(await headers()));
    const { title } = await pageTexts('myDataLink', locale);
    return { title, noindex: true, data: { token, state } };
  },
  body: ({ data }, locale) => <MyDataLink token={data.token} state={data.state} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
