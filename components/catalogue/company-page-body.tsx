import { getTranslations } from '@/lib/i18n/translations';
import type { CompanyPage } from '@/lib/catalogue/schema';
import { CompanyBox } from './company-box';
import { GroupCard } from './group-card';
import { HomeList } from './home-list';
import { Section } from './section';

/** `/virksomhed/{slug}`: the landlord's public groups and newest listed homes, with its contact details beside them. */
export async function CompanyPageBody({ page }: { page: CompanyPage }) {
  const t = await getTranslations('property');
  const { company, groups, homes, homesTotal } = page;
  return (
    <div className="row g-4">
      <div className="col-lg-4 order-lg-2">
        <CompanyBox company={company} title={t('company.contact')} linkToCompany={false} />
      </div>
      <div className="col-lg-8 order-lg-1">
        <Section id="groups-heading" title={t('company.groups')}>
          {groups.length ? (
            <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-0" data-testid="group-list">
              {groups.map((group) => (
                <li key={group.slug} className="col">
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-body-secondary">{t('company.noGroups')}</p>
          )}
        </Section>
        <Section id="homes-heading" title={t('company.homes')}>
          {homes.length ? <HomeList homes={homes} /> : <p className="text-body-secondary">{t('company.noHomes')}</p>}
          {homesTotal > homes.length ? (
            <p className="text-body-secondary mt-3">{t('company.homesShown', { shown: homes.length, total: homesTotal })}</p>
          ) : null}
        </Section>
      </div>
    </div>
  );
}
