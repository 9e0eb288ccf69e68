import { ProfileForm } from '@/components/accounts/account-forms';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getApplicantProfile } from '@/lib/accounts/profile-service';

const page = signedInRoutePage('/account/profile', async (user) => <ProfileForm initial={await getApplicantProfile(user)} />);

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
