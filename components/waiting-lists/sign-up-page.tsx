import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { GroupInterestList } from '@/components/interest-lists/group-interest-list';
import type { LoadedPage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { getSessionUser } from '@/lib/accounts/session';
import { formatKroner } from '@/lib/i18n/format';
import { Link, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { WaitingListSettings } from '@/lib/waiting-lists/schema';
import { getWaitingListSettings, myMembershipIdOnGroup } from '@/lib/waiting-lists/service';
import { mitidCprMaskOf, mitidOfAccount } from '@/lib/mitid/service';
import { GroupSignUp } from './group-sign-up';
import { affiliationChoices } from '@/lib/waiting-lists/affiliations';
import { NoticeWithAction, OutcomeActions, OutcomePanel } from '@/components/console/outcome-panel';

type Page = 'waitingListApply' | 'waitingListConfirmation';

/** A public group's list, titled for `page`; null (404) for a group without a public waiting list. */
export async function loadListPage(page: Page, slug: string, locale: Locale): Promise<LoadedPage<WaitingListSettings> | null> {
  const settings = await getWaitingListSettings(slug, await pageCompanyScope());
  if (!settings) return null;
  const { title, intro } = await pageTexts(page, locale, { name: settings.groupName });
  const crumbs = [{ label: settings.groupName, href: { pathname: '/property-group/[slug]', params: { slug } } } as const];
  return { title, intro, crumbs, noindex: true, data: settings };
}

function GroupLink({ slug, children }: { slug: string; children: React.ReactNode }) {
  return (
    <Link href={{ pathname: '/property-group/[slug]', params: { slug } }} className="btn btn-outline-primary">
      {children}
    </Link>
  );
}

/**
 * The sign-up page's body: a closed list says so and offers its interest list ("tell me when it
 * opens"); signed out, the visitor is asked to sign in and comes back to the form; someone already
 * on the list is told.
 */
export async function SignUpPageBody({ list, locale }: { list: WaitingListSettings; locale: Locale }) {
  const t = await getTranslations('waitingList');
  const fee = list.yearlyFeeKr > 0 ? t('fee.yearly', { amount: formatKroner(list.yearlyFeeKr) }) : t('fee.free');
  const summary = (
    <>
      <p>
        <strong>{t('fee.label')}:</strong> {fee}. {list.yearlyFeeKr > 0 ? t('fee.yearlyText') : t('fee.freeText')}
      </p>
      {list.requiresMitid ? <p>{t('signUp.mitidRequired')}</p> : null}
    </>
  );
  if (!list.open) {
    return (
      <>
        <div className="alert alert-warning" role="status">
          <p className="fw-semibold">{t('signUp.closed')}</p>
          <GroupLink slug={list.groupSlug}>{t('signUp.seeProperty')}</GroupLink>
        </div>
        {/* The interest list's own "tell me when it opens" (lib/interest-lists): it mails when the list opens. */}
        <GroupInterestList group={{ slug: list.groupSlug, name: list.groupName, company: { name: list.companyName } }} />
      </>
    );
  }
  const user = await getSessionUser(await headers());
  const gate = await signedInGate(user);
  if (gate || !user) {
    return (
      <>
        {summary}
        {gate}
      </>
    );
  }
  if ((await myMembershipIdOnGroup(user, list.groupSlug, await pageCompanyScope())) !== null) {
    return (
      <NoticeWithAction
        text={t('signUp.alreadySignedUp')}
        action={
          <Link href="/waiting-lists" className="btn btn-primary btn-sm">
            {t('confirmation.goToWaitingLists')}
          </Link>
        }
      />
    );
  }
  const mitidMissing = list.requiresMitid ? await mitidMissingNotice(user.id) : null;
  if (mitidMissing) {
    return (
      <>
        {summary}
        {mitidMissing}
      </>
    );
  }
  return (
    <>
      {summary}
      <ScopedMessages paths={['waitingList']}>
        <GroupSignUp
          groupSlug={list.groupSlug}
          affiliations={affiliationChoices(list.affiliationOptions, list.affiliationOptionsEn, locale)}
          offersCriteria={list.offersCriteria}
          yearlyFeeKr={list.yearlyFeeKr}
          cprFromMitid={await mitidCprMaskOf(user.id)}
        />
      </ScopedMessages>
    </>
  );
}

/**
 * Where the list requires MitID and the person's identity is not confirmed: why they cannot sign up
 * yet and how to (link MitID on their personal information page, which brings them back signed in
 * with it), or that MitID cannot be reached from here at all. Null when nothing stands in the way.
 */
async function mitidMissingNotice(userId: string) {
  const { enabled, identity } = await mitidOfAccount(userId);
  if (identity) return null;
  const t = await getTranslations('waitingList.signUp');
  if (!enabled) return <p className="alert alert-warning">{t('mitidUnavailable')}</p>;
  return (
    <NoticeWithAction
      text={t('mitidMissing')}
      action={
        <Link href={{ pathname: '/account/personal-info', hash: 'hj-mitid-heading' }} className="btn btn-primary btn-sm">
          {t('mitidLink')}
        </Link>
      }
    />
  );
}

/** The confirmation: only for someone on the list; anyone else is sent on to the sign-up. */
export async function ConfirmationPageBody({ list, locale }: { list: WaitingListSettings; locale: Locale }) {
  const t = await getTranslations('waitingList');
  const user = await getSessionUser(await headers());
  const gate = await signedInGate(user);
  if (gate || !user) return gate;
  if ((await myMembershipIdOnGroup(user, list.groupSlug, await pageCompanyScope())) === null) {
    redirect({ href: { pathname: '/property-group/[slug]/waiting-list/apply', params: { slug: list.groupSlug } }, locale });
  }
  return (
    <OutcomePanel>
      <p>{t('confirmation.text', { name: list.groupName })}</p>
      <OutcomeActions>
        <Link href="/waiting-lists" className="btn btn-primary">
          {t('confirmation.goToWaitingLists')}
        </Link>
        <GroupLink slug={list.groupSlug}>{t('signUp.seeProperty')}</GroupLink>
      </OutcomeActions>
    </OutcomePanel>
  );
}
