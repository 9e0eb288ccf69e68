import { getTranslations } from '@/lib/i18n/translations';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { Section } from './section';

/** The landlord's headline and text; blank lines in the text start new paragraphs. */
export async function PropertyDescription({ headline, text, lang }: { headline: string; text: string; lang?: string }) {
  const m = await getTranslations('moreDetails');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Section id="description-heading" title={m('description')}>
      {headline ? (
        <h3 className="h5" lang={lang}>
          {headline}
        </h3>
      ) : null}
      {paragraphs.length ? (
        <div lang={lang}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="text-body-secondary">{m('empty.description')}</p>
      )}
    </Section>
  );
}

/** The "fixtures and fittings" section: the appliances that come with the home. */
export async function PropertyFixtures({ fixtures }: { fixtures: PropertyPage['fixtures'] }) {
  const [t, m] = await Promise.all([getTranslations('property'), getTranslations('moreDetails')]);
  return (
    <Section id="fixtures-heading" title={m('fixturesAndFittings')}>
      {fixtures.length ? (
        <ul className="row row-cols-1 row-cols-sm-2 list-unstyled mb-0">
          {fixtures.map((fixture) => (
            <li key={fixture} className="col py-1">
              <span aria-hidden="true" className="text-success me-2">
                ✓
              </span>
              {t(`fixtures.${fixture}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{m('empty.fixtures')}</p>
      )}
    </Section>
  );
}
