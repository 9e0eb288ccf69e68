import { useTranslations } from 'next-intl';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { landlordTextLang } from '@/lib/i18n/landlord-text';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { ListChances } from '@/lib/open-books/schema';
import type { Criteria, MyMembership } from '@/lib/waiting-lists/schema';
import { ListChancesPart } from '@/components/open-books/list-chances';
import { AllStatesButtons, CriteriaEditor, LeaveButton, StateSwitch } from './membership-actions';
import { criteriaRange } from './criteria-range';
import { PositionChart } from './position-chart';

function CriteriaSummary({ criteria }: { criteria: Criteria }) {
  const t = useTranslations('waitingList.criteria');
  const rows = [
    [t('size'), criteriaRange(t, 'size', criteria.sizeFrom, criteria.sizeTo)],
    [t('rooms'), criteriaRange(t, 'rooms', criteria.roomsFrom, criteria.roomsTo)],
    [t('price'), criteriaRange(t, 'price', criteria.rentFrom, criteria.rentTo)],
  ];
  return (
    <dl className="row small mb-2">
      {rows.map(([label, value]) => (
        <div key={label} className="col-sm-4">
          <dt>{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Fee({ membership, locale }: { membership: MyMembership; locale: Locale }) {
  const t = useTranslations('waitingList');
  if (membership.yearlyFeeKr === 0) return <>{t('fee.free')}</>;
  const sub = membership.subscription;
  const renewal = !sub
    ? null
    : sub.state === 'grace'
      ? t('mine.inGrace', { date: formatDate(sub.renewsOn, locale) })
      : sub.autoRenew
        ? t('mine.renewsOn', { date: formatDate(sub.renewsOn, locale) })
        : t('mine.endsOn', { date: formatDate(sub.renewsOn, locale) });
  return (
    <>
      {t('fee.yearly', { amount: formatKroner(sub?.annualFeeKr ?? membership.yearlyFeeKr) })}
      {renewal ? <> · {renewal}</> : null} · <Link href="/subscriptions">{t('mine.manageSubscription')}</Link>
    </>
  );
}

function MembershipCard({ membership: m, chances, locale }: { membership: MyMembership; chances?: ListChances; locale: Locale }) {
  const t = useTranslations('waitingList');
  const headingId = `list-${m.id}-heading`;
  return (
    <article className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <div>
            <h2 id={headingId} className="h5 mb-0">
              <Link href={{ pathname: '/property-group/[slug]', params: { slug: m.groupSlug } }}>{m.groupName}</Link>
            </h2>
            <p className="text-body-secondary small mb-0">{m.companyName}</p>
          </div>
          <span className={`badge align-self-start ${m.state === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(`state.${m.state}`)}
          </span>
        </div>
        <div className="row g-3">
          <div className="col-md-5">
            <p className="display-6 mb-0">{t('mine.positionOfAll', { position: m.position, members: m.members })}</p>
            <p className="mb-2">
              {m.activePosition === null
                ? t('mine.passiveNotCounted')
                : t('mine.positionOfActive', { position: m.activePosition, count: m.activeMembers })}
            </p>
            <dl className="small mb-2">
              <dt>{t('state.label')}</dt>
              <dd>{t(m.state === 'active' ? 'state.activeText' : 'state.passiveText')}</dd>
              <dt>{t('mine.seniorityLabel')}</dt>
              <dd>{t('mine.seniority', { date: formatDate(m.seniorityDate, locale) })}</dd>
              <dt>{t('mine.affiliation')}</dt>
              <dd lang={landlordTextLang(locale)}>{m.affiliation}</dd>
              <dt>{t('cpr.label')}</dt>
              <dd>{m.cprMasked}</dd>
              <dt>{t('fee.label')}</dt>
              <dd>
                <Fee membership={m} locale={locale} />
              </dd>
            </dl>
            <StateSwitch id={m.id} state={m.state} />
          </div>
          <div className="col-md-7">
            <PositionChart history={m.history} locale={locale} id={`list-${m.id}-chart`} />
            <ListChancesPart membership={m} chances={chances} locale={locale} />
          </div>
        </div>
        {m.offersCriteria ? (
          <section className="mt-3" aria-labelledby={`list-${m.id}-criteria`}>
            <h3 id={`list-${m.id}-criteria`} className="h6">
              {t('criteria.heading')}
            </h3>
            <CriteriaEditor id={m.id} criteria={m.criteria} summary={<CriteriaSummary criteria={m.criteria} />} />
          </section>
        ) : null}
        <div className="mt-3 text-end">
          <LeaveButton id={m.id} name={m.groupName} />
        </div>
      </div>
    </article>
  );
}

/** /ventelister: every list of the person's on one page, each with the list's open books beside the person's place. */
export function MyWaitingLists({ memberships, chances, locale }: { memberships: MyMembership[]; chances: ListChances[]; locale: Locale }) {
  const t = useTranslations('waitingList');
  if (!memberships.length) {
    return (
      <div className="text-center py-4">
        <p>{t('mine.empty')}</p>
        <Link href="/search-waiting-lists" className="btn btn-primary">
          {t('mine.findWaitingLists')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0">{t('mine.count', { count: memberships.length })}</p>
        <AllStatesButtons />
      </div>
      {memberships.map((membership) => (
        <MembershipCard
          key={membership.id}
          membership={membership}
          chances={chances.find((c) => c.membershipId === membership.id)}
          locale={locale}
        />
      ))}
    </>
  );
}
