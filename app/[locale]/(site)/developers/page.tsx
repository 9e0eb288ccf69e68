import { staticRoutePage } from '@/components/layout/route-page';
import { ApiReference } from '@/components/providers/api-reference';

const page = staticRoutePage('/developers', () => <ApiReference />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
