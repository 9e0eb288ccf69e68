import { getTranslations } from '@/lib/i18n/translations';
import { entityRoutePage } from '@/components/layout/entity-page';
import { loadProperty } from '@/components/catalogue/catalogue-loaders';
import { ApplyPageBody } from '@/components/applications/apply-page-body';
import { atSentenceEnd } from '@/lib/i18n/format';

const page = entityRoutePage({
  route: '/property/[slug]/apply',
  load: async (params: { slug: string }, locale) => {
    const property = await loadProperty(params, locale);
    if (!property) return null;
    const t = await getTranslations({ locale, namespace: 'common.pages.propertyApply' });
    const home = { label: property.title, href: { pathname: '/property/[slug]' as const, params } };
    return {
      ...property,
      title: t('title'),
      intro: t('intro', { name: atSentenceEnd(property.title) }),
      crumbs: [...property.crumbs, home],
      noindex: true,
    };
  },
  body: ({ data }) => <ApplyPageBody property={data} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
