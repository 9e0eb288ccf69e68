'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';
import type { UnsubscribeOutcome } from '@/lib/saved-searches/schema';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'failed' } | { kind: 'done'; outcome: UnsubscribeOutcome };

/**
 * The page an alert's unsubscribe link opens: it names the searches and stops their mails only on
 * a click (a GET must not: mail scanners open links), through the same POST as the one-click header.
 * Opened again after that click, it says the mails are stopped instead of asking again.
 */
export function UnsubscribeConfirm({ token, searches, used }: { token: string; searches: string[]; used: boolean }) {
  const t = useTranslations('search.savedSearches.unsubscribe');
  // A used link asks nothing again: it says what its click did.
  const [state, setState] = useState<State>(used ? { kind: 'done', outcome: { status: 'alreadyUsed', searches } } : { kind: 'asking' });
  const names = searches.map((name) => `„${name}“`).join(', ');

  async function confirm() {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', outcome: await api.post<UnsubscribeOutcome>(`saved-searches/unsubscribe/${token}`, {}) });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  if (state.kind === 'done') {
    return (
      <div>
        <p role="status" className="alert alert-success">
          {state.outcome.status === 'unsubscribed' ? t('done', { names }) : t('alreadyUsed')}
        </p>
        <Link href="/saved-searches">{t('manage')}</Link>
      </div>
    );
  }
  if (!searches.length) return <p>{t('gone')}</p>;
  return (
    <div>
      <p>{t('question', { count: searches.length })}</p>
      <ul>
        {searches.map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ul>
      {state.kind === 'failed' ? (
        <p role="alert" className="alert alert-danger">
          {t('failed')}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={confirm} disabled={state.kind === 'sending'}>
        {t('confirm')}
      </button>
    </div>
  );
}
