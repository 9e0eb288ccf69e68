import { personalRoutePage } from '@/components/layout/personal-route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';

const page = personalRoutePage('/application/[id]', () => <SignInRequired />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
