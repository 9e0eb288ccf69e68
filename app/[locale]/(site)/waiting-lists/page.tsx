import { staticRoutePage } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { MyWaitingListsView } from '@/components/waiting-lists/my-waiting-lists-view';

/**
 * /ventelister: every waiting list of the signed-in person, with place, history and estimated wait,
 * and the viewings a landlord invited them to as a member. The page reads no session: it is one page
 * for everyone, kept in the page cache, and the browser asks for the person's part. On the day a
 * popular list opens, thousands reload it to see their place.
 */
const page = staticRoutePage('/waiting-lists', (locale) => (
  <ScopedMessages paths={['waitingList', 'bookingInvitation']}>
    <MyWaitingListsView locale={locale} />
  </ScopedMessages>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
