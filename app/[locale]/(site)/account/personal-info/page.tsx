import { staticRoutePage } from '@/components/layout/route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';

const page = staticRoutePage('/account/personal-info', () => <SignInRequired />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
