import { DeletableAccount, DeleteAccountSection } from '@/components/accounts/delete-account-section';
import { ChangeEmailForm, ChangePasswordForm, PersonalDetailsForm } from '@/components/accounts/personal-info-forms';
import { MitidSection } from '@/components/accounts/mitid-section';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import { getTranslations } from '@/lib/i18n/translations';
import { mitidOfAccount } from '@/lib/mitid/service';

const page = signedInRoutePage('/account/personal-info', async (user, searchParams) => {
  const [info, mitid, t] = await Promise.all([getPersonalInfo(user), mitidOfAccount(user.id), getTranslations('account.personalInfo')]);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <DeletableAccount>
        {searchParams.email === 'changed' ? (
          <div role="status" className="alert alert-success">
            {t('emailChanged')}
          </div>
        ) : null}
        <PersonalDetailsForm initial={info} />
        {mitid.enabled || mitid.identity ? <MitidSection identity={mitid.identity} /> : null}
        <ChangeEmailForm email={info.email} />
        <ChangePasswordForm />
        <DeleteAccountSection />
      </DeletableAccount>
    </div>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
