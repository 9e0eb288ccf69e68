import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';

export type ConsoleSection =
  | 'homes'
  | 'applications'
  | 'messages'
  | 'waitingLists'
  | 'openHouse'
  | 'members'
  | 'apiKeys'
  | 'webhooks'
  | 'embed'
  | 'offers'
  | 'contracts'
  | 'viewings'
  | 'insight'
  | 'log';

const sections = [
  { key: 'homes', href: '/account/company' },
  { key: 'applications', href: '/account/company/applications' },
  { key: 'messages', href: '/account/company/messages' },
  { key: 'offers', href: '/account/company/offers' },
  { key: 'contracts', href: '/account/company/contracts' },
  { key: 'waitingLists', href: '/account/company/waiting-lists' },
  { key: 'openHouse', href: '/account/company/open-house' },
  { key: 'viewings', href: '/account/company/viewings' },
  { key: 'insight', href: '/account/company/insight' },
  { key: 'members', href: '/account/company/members' },
  { key: 'apiKeys', href: '/account/company/api-keys', ownerOnly: true },
  { key: 'webhooks', href: '/account/company/webhooks', ownerOnly: true },
  { key: 'log', href: '/account/company/log', ownerOnly: true },
  { key: 'embed', href: '/account/company/embed' },
] as const;

/** The console's sections as tabs; API keys, webhooks and the log are the owner's. */
export async function ConsoleNav({ current, isOwner }: { current: ConsoleSection; isOwner: boolean }) {
  const t = await getTranslations('companyConsole.nav');
  return (
    <nav aria-label={t('label')} className="mb-4">
      <ul className="nav nav-tabs flex-wrap">
        {sections
          .filter((section) => !('ownerOnly' in section) || isOwner)
          .map((section) => (
            <li key={section.key} className="nav-item">
              <Link
                href={section.href}
                className={`nav-link${section.key === current ? ' active' : ''}`}
                aria-current={section.key === current ? 'page' : undefined}
              >
                {t(section.key)}
              </Link>
            </li>
          ))}
        <li className="nav-item ms-auto">
          <Link href="/developers" className="nav-link">
            {t('developers')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
