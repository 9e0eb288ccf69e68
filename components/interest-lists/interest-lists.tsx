'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { useFollowGroup, useInterestLists, useLeaveInterestList } from '@/lib/interest-lists/hooks';
import type { InterestListEntry } from '@/lib/interest-lists/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { followStartHref } from './follow-anchor';

const dateOf = (instant: string, locale: Locale) => formatDate(todayInCopenhagen(new Date(instant)), locale);

/** /interesselister: the groups the person follows, where each stands, the marketing consent of each, leaving. */
export function InterestLists({ initial }: { initial: InterestListEntry[] }) {
  const t = useTranslations('account.interestLists.list');
  const { data: entries } = useInterestLists(initial);
  const leave = useLeaveInterestList();
  const removal = useConfirmedAction<InterestListEntry>(
    (entry) => leave.mutateAsync(entry.group.slug),
    (entry) => t('left', { group: entry.group.name }),
  );

  return (
    <>
      <Notice text={removal.notice} />
      {entries.length === 0 ? (
        <div className="text-center py-4">
          <p>{t('empty')}</p>
          <Link href={followStartHref} className="btn btn-primary">
            {t('emptyLink')}
          </Link>
        </div>
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {entries.map((entry) => (
            <InterestListItem key={entry.group.slug} entry={entry} onLeave={() => removal.ask(entry)} />
          ))}
        </ul>
      )}
      {removal.dialog(
        (entry) => ({ title: t('leaveTitle'), text: t('leaveText', { group: entry.group.name }), confirmLabel: t('leaveConfirm') }),
        t('failed'),
      )}
    </>
  );
}

function InterestListItem({ entry, onLeave }: { entry: InterestListEntry; onLeave: () => void }) {
  const t = useTranslations('account.interestLists.list');
  const locale = useLocale() as Locale;
  const follow = useFollowGroup();
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const consentId = useId();
  const last = entry.lastAnnouncement;
  return (
    <li className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 id={headingId} className="h5 mb-1">
            {entry.state === 'hidden' ? (
              entry.group.name
            ) : (
              <Link href={{ pathname: '/property-group/[slug]', params: { slug: entry.group.slug } }}>{entry.group.name}</Link>
            )}
          </h2>
          <span className="badge text-bg-light border align-self-start">{t(`states.${entry.state}`)}</span>
        </div>
        <p className="text-body-secondary mb-2">
          {entry.group.city} · {t('since', { date: dateOf(entry.since, locale) })}
          {last ? ` · ${t(`last.${last.event}`, { date: dateOf(last.at, locale) })}` : null}
        </p>
        <div className="form-check mb-2">
          <input
            id={consentId}
            type="checkbox"
            className="form-check-input"
            checked={entry.marketingConsent}
            disabled={follow.isPending}
            onChange={(event) => {
              setFailed(false);
              follow.mutate({ slug: entry.group.slug, marketingConsent: event.target.checked }, { onError: () => setFailed(true) });
            }}
          />
          <label htmlFor={consentId} className="form-check-label">
            {t('consent')}
          </label>
        </div>
        {failed ? <FormAlert kind="error">{t('failed')}</FormAlert> : null}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onLeave}>
          {t('leave')}
        </button>
      </div>
    </li>
  );
}
