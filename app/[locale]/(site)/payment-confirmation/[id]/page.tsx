import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/payment-confirmation/[id]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
