import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/waiting-list-complete-signup/[token]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
