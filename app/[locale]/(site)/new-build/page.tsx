import { staticRoutePage } from '@/components/layout/route-page';
import { TownLinks } from '@/components/catalogue/town-links';

const page = staticRoutePage('/new-build', () => <TownLinks route="/new-build/[slug]" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
