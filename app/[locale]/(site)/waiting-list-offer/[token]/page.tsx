import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/waiting-list-offer/[token]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
