import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { HeaderContent } from '@/lib/content/schema';
import { HeaderAuth } from '@/components/accounts/header-auth';
import { CmsLink } from '@/components/ui/cms-link';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';

type Props = { content: HeaderContent; brand: string };

export async function SiteHeader({ content, brand }: Props) {
  const t = await getTranslations('common');
  return (
    <header className="hj-header navbar navbar-expand-lg">
      <div className="container-xxl">
        <Link href="/" className="navbar-brand fw-bold hj-brand">
          {brand}
        </Link>
        <HeaderNav toggleLabel={t('nav.toggle')} navLabel={t('nav.label')}>
          <ul className="navbar-nav me-auto">
            {content.menuLinks.map((link) => (
              <li key={link.id} className="nav-item">
                <CmsLink link={link} className="nav-link" />
              </li>
            ))}
          </ul>
          <div className="d-flex flex-column flex-lg-row align-items-lg-center gap-2">
            <div className="hj-auth-slot d-flex gap-2" data-testid="auth-slot">
              <HeaderAuth signInLabel={content.login.signIn} signUpLabel={content.login.signUp} />
            </div>
            <Suspense>
              <LanguageSwitcher />
            </Suspense>
          </div>
        </HeaderNav>
      </div>
    </header>
  );
}
