import { townPage } from '@/components/catalogue/town-page';

const page = townPage('/new-build/[slug]', 'newBuildCity');

export const generateMetadata = page.generateMetadata;
export default page.Page;
