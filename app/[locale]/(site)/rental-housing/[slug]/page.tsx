import { townPage } from '@/components/catalogue/town-page';

const page = townPage('/rental-housing/[slug]', 'rentalHousingCity');

export const generateMetadata = page.generateMetadata;
export default page.Page;
