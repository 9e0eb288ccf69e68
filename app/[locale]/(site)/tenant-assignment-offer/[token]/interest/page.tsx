import { personalRoutePage } from '@/components/layout/personal-route-page';

const page = personalRoutePage('/tenant-assignment-offer/[token]/interest');

export const generateMetadata = page.generateMetadata;
export default page.Page;
