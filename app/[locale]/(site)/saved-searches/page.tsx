import { headers } from 'next/headers';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { SavedSearchesList } from '@/components/saved-searches/saved-searches-list';
import { requestSite } from '@/lib/http/request-site';
import { listSavedSearches } from '@/lib/saved-searches/service';

const page = signedInRoutePage('/saved-searches', async (user) => (
  <SavedSearchesList initial={await listSavedSearches(user, requestSite(await headers()))} />
));

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
