import { getTranslations } from '@/lib/i18n/translations';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { listFollowableNewBuilds } from '@/lib/interest-lists/service';
import { Link } from '@/lib/i18n/navigation';
import { FOLLOW_ANCHOR, NEW_BUILDS_TO_FOLLOW } from './follow-anchor';

/**
 * "Hold mig orienteret" on the new-build overview pages: the new builds (of the town) that can be
 * followed, each leading straight to its "Hold mig orienteret" box. Nothing when none can be.
 */
export async function FollowableNewBuilds({ citySlug }: { citySlug?: string }) {
  const groups = await listFollowableNewBuilds({ citySlug, scope: await pageCompanyScope() });
  if (!groups.length) return null;
  const t = await getTranslations('newBuilds.follow');
  return (
    <section id={NEW_BUILDS_TO_FOLLOW} aria-labelledby="follow-new-builds" className="mt-4">
      <h2 id="follow-new-builds" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.slug}>
            <Link
              href={{ pathname: '/property-group/[slug]', params: { slug: group.slug }, hash: FOLLOW_ANCHOR }}
              className="btn btn-outline-primary btn-sm"
            >
              {t('action', { name: `${group.name}, ${group.city}` })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
