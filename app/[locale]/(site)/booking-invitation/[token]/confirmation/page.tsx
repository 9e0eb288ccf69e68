import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/booking-invitation/[token]/confirmation');

export const generateMetadata = page.generateMetadata;
export default page.Page;
