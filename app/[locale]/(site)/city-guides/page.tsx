import { staticRoutePage } from '@/components/layout/route-page';
import { CityGuideIndex } from '@/components/content/city-guides';

const page = staticRoutePage('/city-guides', (locale) => <CityGuideIndex locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
