import { staticRoutePage } from '@/components/layout/route-page';
import { TownLinks } from '@/components/catalogue/town-links';

const page = staticRoutePage('/rental-housing', () => <TownLinks route="/rental-housing/[slug]" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
