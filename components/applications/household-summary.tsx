'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { Household } from '@/lib/accounts/profile-schema';
import { Link } from '@/lib/i18n/navigation';
import { useDates } from './dates';

/** The applicant profile an application carried to the landlord, as it was when it was sent. */
export function HouseholdSummary({ household }: { household: Household }) {
  const t = useTranslations('application.household');
  const profile = useTranslations('account.profile');
  const { date } = useDates();
  const notGiven = t('notGiven');
  const rows: [string, string][] = [
    [t('people'), t('peopleValue', { adults: household.adults, children: household.children })],
    [profile('pets'), household.pets ? t('yes') : t('no')],
    [profile('occupation'), household.occupation ? profile(`occupations.${household.occupation}`) : notGiven],
    [profile('income'), household.incomeBand ? profile(`incomeBands.${household.incomeBand}`) : notGiven],
    [profile('moveInDate'), household.moveInDate ? date(household.moveInDate) : notGiven],
  ];
  return (
    <section className="mb-4" aria-labelledby="application-household">
      <h2 id="application-household" className="h5">
        {t('heading')}
      </h2>
      <dl className="row mb-2">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-3">{label}</dt>
            <dd className="col-sm-9">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="small text-body-secondary">{t.rich('edit', { link: (text) => <Link href="/account/profile">{text}</Link> })}</p>
    </section>
  );
}
