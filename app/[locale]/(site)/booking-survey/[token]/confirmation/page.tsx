import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/booking-survey/[token]/confirmation');

export const generateMetadata = page.generateMetadata;
export default page.Page;
