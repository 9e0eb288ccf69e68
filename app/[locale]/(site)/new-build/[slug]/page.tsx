import { getTranslations } from 'next-intl/server';
import { entityRoutePage } from '@/components/layout/entity-page';
import { findTownBySlug } from '@/lib/addresses/towns';

const page = entityRoutePage({
  route: '/new-build/[slug]',
  load: async ({ slug }: { slug: string }, locale) => {
    const town = findTownBySlug(slug);
    if (!town) return null;
    const t = await getTranslations({ locale, namespace: 'common.pages.newBuildCity' });
    return { title: t('title', { city: town.name }), intro: t('intro', { city: town.name }), data: town };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
