import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import type { GroupPage } from '@/lib/catalogue/schema';
import { DetailList } from './detail-list';
import { groupAddress } from './catalogue-loaders';

/** A group at a glance: homes, rents, sizes, address and landlord. */
export async function GroupFacts({ group }: { group: GroupPage }) {
  const [t, g] = await Promise.all([getTranslations('property'), getTranslations('general')]);
  const { stats } = group;
  const range = (from: number | null, to: number | null, one: string, many: string) =>
    from === null || to === null ? t('values.notStated') : from === to ? one : many;
  const items = [
    { label: t('labels.homes'), value: stats.homes },
    { label: t('labels.availableHomes'), value: stats.available },
    {
      label: t('labels.rent'),
      value: range(
        stats.minRent,
        stats.maxRent,
        g('units.pricePerMonth', { amount: formatKroner(stats.minRent ?? 0) }),
        g('units.priceFrom', { amount: formatKroner(stats.minRent ?? 0) }),
      ),
    },
    {
      label: t('labels.size'),
      value: range(
        stats.minSize,
        stats.maxSize,
        g('units.size', { size: stats.minSize ?? 0 }),
        g('units.sizeRange', { from: stats.minSize ?? 0, to: stats.maxSize ?? 0 }),
      ),
    },
    { label: t('labels.address'), value: <address className="mb-0">{groupAddress(group)}</address> },
    {
      label: g('company.landlord'),
      value: <Link href={{ pathname: '/company/[slug]', params: { slug: group.company.slug } }}>{group.company.name}</Link>,
    },
  ];
  return (
    <section aria-labelledby="facts-heading" className="card shadow-sm">
      <div className="card-body">
        <h2 id="facts-heading" className="h5">
          {t('sections.groupFacts')}
        </h2>
        {group.isNewBuild ? <span className="badge text-bg-info mb-2">{g('newBuild')}</span> : null}
        <DetailList items={items} columns={1} />
      </div>
    </section>
  );
}
