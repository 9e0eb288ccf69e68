import { personalPartOnServer } from '@/components/accounts/personal-part';
import { staticRoutePage } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { AccountHome } from '@/components/home-base/account-home';
import { getHomeBase, menuSummary } from '@/lib/home-base/service';

/**
 * /konto, the person's home base: what waits for their answer (soonest deadline first), what is
 * coming up, their applications, lists and searches, and a link to every personal page. It is one
 * page for everyone, kept in the page cache, and the browser asks for the person's part; only for a
 * signed-in browser without scripts is that part read here (personalPartOnServer).
 */
const page = staticRoutePage('/account', async (locale) => {
  const initial = await personalPartOnServer(async (user, now) => {
    const [base, menu] = await Promise.all([getHomeBase(user, now), menuSummary(user, now)]);
    return { base, menu, user: { id: user.id, name: user.name, email: user.email } };
  });
  return (
    <ScopedMessages paths={['homeBase']}>
      <AccountHome locale={locale} initial={initial} />
    </ScopedMessages>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
