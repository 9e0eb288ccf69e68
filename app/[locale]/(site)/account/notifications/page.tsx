import { staticRoutePage } from '@/components/layout/route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';

const page = staticRoutePage('/account/notifications', () => <SignInRequired />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
