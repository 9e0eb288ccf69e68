import { personalPartOnServer } from '@/components/accounts/personal-part';
import { staticRoutePage } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { MyWaitingListsView } from '@/components/waiting-lists/my-waiting-lists-view';
import { listMyWaitingListsWithChances } from '@/lib/open-books/service';

/**
 * /ventelister: every waiting list of the signed-in person, with place, history and estimated wait,
 * the homes offered to them, the viewings a landlord invited them to as a member and, per list, the
 * seniority that won its last homes (open books). It is one page
 * for everyone, kept in the page cache, and the browser asks for the person's part; only for a
 * signed-in browser without scripts is that part read here (personalPartOnServer). On the day a
 * popular list opens, thousands reload it to see their place.
 */
const page = staticRoutePage('/waiting-lists', async (locale) => {
  const initial = await personalPartOnServer(listMyWaitingListsWithChances);
  return (
    <ScopedMessages paths={['waitingList', 'bookingInvitation']}>
      <MyWaitingListsView locale={locale} initial={initial} />
    </ScopedMessages>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
