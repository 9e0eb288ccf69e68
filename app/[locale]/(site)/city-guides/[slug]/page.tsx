import { contentEntryPage } from '@/components/content/entry-page';
import { CityGuideBody } from '@/components/content/city-guides';

const page = contentEntryPage('city-guides', '/city-guides/[slug]', (guide, locale) => <CityGuideBody guide={guide} locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
