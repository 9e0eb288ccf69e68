import { DeleteAccountSection } from '@/components/accounts/delete-account-section';
import { ChangeEmailForm, ChangePasswordForm, PersonalDetailsForm } from '@/components/accounts/personal-info-forms';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import { getTranslations } from '@/lib/i18n/translations';

const page = signedInRoutePage('/account/personal-info', async (user, searchParams) => {
  const [info, t] = await Promise.all([getPersonalInfo(user), getTranslations('account.personalInfo')]);
  return (
    <div style={{ maxWidth: '40rem' }}>
      {searchParams.email === 'changed' ? (
        <div role="status" className="alert alert-success">
          {t('emailChanged')}
        </div>
      ) : null}
      <PersonalDetailsForm initial={info} />
      <ChangeEmailForm email={info.email} />
      <ChangePasswordForm />
      <DeleteAccountSection />
    </div>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
