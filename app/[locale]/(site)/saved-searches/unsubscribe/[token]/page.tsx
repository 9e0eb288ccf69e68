import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { UnsubscribeConfirm } from '@/components/saved-searches/unsubscribe-confirm';
import { previewUnsubscribe } from '@/lib/saved-searches/alerts-service';

/**
 * Where an alert's unsubscribe link leads, signed in or not: the searches it stops, and the button
 * that does it; a link already used says it is done. A link we did not sign is the 404 page.
 */
const page = entityRoutePage<{ token: string }, { token: string; searches: string[]; used: boolean }>({
  route: '/saved-searches/unsubscribe/[token]',
  load: async ({ token }, locale) => {
    const preview = await previewUnsubscribe(token);
    if (!preview) return null;
    const { title } = await pageTexts('savedSearchUnsubscribe', locale);
    return { title, noindex: true, data: { token, ...preview } };
  },
  body: ({ data }) => <UnsubscribeConfirm token={data.token} searches={data.searches} used={data.used} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
