import { staticRoutePage } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { AccountHome } from '@/components/home-base/account-home';

/**
 * /konto, the person's home base: what waits for their answer (soonest deadline first), what is
 * coming up, their applications, lists and searches, and a link to every personal page. The page
 * reads no session: it is one page for everyone, kept in the page cache, and the browser asks for the
 * person's part.
 */
const page = staticRoutePage('/account', (locale) => (
  <ScopedMessages paths={['homeBase']}>
    <AccountHome locale={locale} />
  </ScopedMessages>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
