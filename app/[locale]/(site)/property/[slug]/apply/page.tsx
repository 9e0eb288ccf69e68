import { getTranslations } from 'next-intl/server';
import { entityRoutePage } from '@/components/layout/entity-page';
import { loadProperty } from '@/components/catalogue/catalogue-loaders';

const page = entityRoutePage({
  route: '/property/[slug]/apply',
  load: async (params: { slug: string }, locale) => {
    const property = await loadProperty(params);
    if (!property) return null;
    const t = await getTranslations({ locale, namespace: 'common.pages.propertyApply' });
    const home = { label: property.title, href: { pathname: '/property/[slug]' as const, params } };
    return { ...property, title: t('title'), intro: t('intro', { name: property.title }), crumbs: [...property.crumbs, home], noindex: true };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
