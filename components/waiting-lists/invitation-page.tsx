import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import type { LoadedPage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { mitidCprMaskOf } from '@/lib/mitid/service';
import { getInvitation, type InvitationView } from '@/lib/waiting-lists/invitation-service';
import { CompleteSignUp } from './complete-sign-up';
import { SwitchAccount } from './switch-account';
import { affiliationChoices } from '@/lib/waiting-lists/affiliations';
import { NoticeWithAction } from '@/components/console/outcome-panel';

type Loaded = { token: string; user: SessionUser | null; invitation: InvitationView };

/** The invitation the link names; null (404) for a token that names none. */
export async function loadInvitationPage({ token }: { token: string }, locale: Locale): Promise<LoadedPage<Loaded> | null> {
  const user = await getSessionUser(await headers());
  const invitation = await getInvitation(token, user);
  if (!invitation) return null;
  const { title } = await pageTexts('waitingListCompleteSignup', locale);
  return { title, noindex: true, data: { token, user, invitation } };
}

/**
 * /venteliste-tilmelding/{token}: a landlord's member from before Hjemly completes the sign-up —
 * signs in or creates a profile, gives CPR number and wishes — and keeps the old seniority.
 */
export async function InvitationPageBody({ token, user, invitation, locale }: Loaded & { locale: Locale }) {
  const t = await getTranslations('waitingListCompleteSignup');
  if (invitation.state === 'completed') {
    return (
      <NoticeWithAction
        text={t('alreadyCompleted')}
        action={
          <Link href="/waiting-lists" className="btn btn-primary btn-sm">
            {t('success.goToWaitingLists')}
          </Link>
        }
      />
    );
  }
  if (invitation.state === 'expired') {
    return (
      <div className="alert alert-warning" role="alert">
        {t('errors.linkExpired')}
      </div>
    );
  }
  const fee = formatKroner(invitation.yearlyFeeKr);
  return (
    <>
      <p>{t('intro', { name: invitation.listName })}</p>
      <dl className="row">
        <dt className="col-sm-3">{t('summary.waitingList')}</dt>
        <dd className="col-sm-9">{invitation.listName}</dd>
        <dt className="col-sm-3">{t('summary.company')}</dt>
        <dd className="col-sm-9">{invitation.companyName}</dd>
        <dt className="col-sm-3">{t('summary.seniority')}</dt>
        <dd className="col-sm-9">{t('keepsSeniority', { date: formatDate(invitation.seniorityDate, locale) })}</dd>
        <dt className="col-sm-3">{t('summary.fee')}</dt>
        <dd className="col-sm-9">
          {invitation.yearlyFeeKr === 0
            ? t('summary.free')
            : invitation.feePaidUntil
              ? t('summary.yearlyFeePaidUntil', { amount: fee, date: formatDate(invitation.feePaidUntil, locale) })
              : t('summary.yearlyFee', { amount: fee })}
        </dd>
      </dl>
      <InvitationAction token={token} user={user} invitation={invitation} locale={locale} />
    </>
  );
}

/**
 * Only the invited person completes: signed out, sign in as the address the link was mailed to;
 * signed in as someone else, sign out and in again as that address; then the form.
 */
async function InvitationAction({ token, user, invitation, locale }: Loaded & { locale: Locale }) {
  const t = await getTranslations('waitingListCompleteSignup');
  const gate = await signedInGate(user);
  if (gate || !user) {
    return (
      <>
        {user ? null : <p>{t('invitedAddress.signIn', { email: invitation.emailHint })}</p>}
        {gate}
      </>
    );
  }
  if (invitation.addressee === 'another') {
    return (
      <div className="alert alert-warning d-flex flex-wrap gap-3 align-items-center" role="alert">
        <span>{t('invitedAddress.another', { email: invitation.emailHint, current: user.email })}</span>
        <SwitchAccount label={t('invitedAddress.switch', { email: invitation.emailHint })} />
      </div>
    );
  }
  if (invitation.addressee === 'unverified') {
    return (
      <div className="alert alert-warning" role="alert">
        {t('invitedAddress.unverified', { email: invitation.emailHint })}
      </div>
    );
  }
  return (
    <ScopedMessages paths={['waitingList']}>
      <CompleteSignUp
        token={token}
        affiliations={affiliationChoices(invitation.affiliationOptions, invitation.affiliationOptionsEn, locale)}
        offersCriteria={invitation.offersCriteria}
        yearlyFeeKr={invitation.feePaidUntil ? 0 : invitation.yearlyFeeKr}
        cprFromMitid={await mitidCprMaskOf(user.id)}
      />
    </ScopedMessages>
  );
}
