import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { InterestLists } from '@/components/interest-lists/interest-lists';
import { listInterestLists } from '@/lib/interest-lists/service';

const page = signedInRoutePage('/interest-lists', async (user) => <InterestLists initial={await listInterestLists(user)} />);

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
