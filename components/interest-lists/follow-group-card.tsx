'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { focusPastModal } from '@/components/ui/focus';
import { Link } from '@/lib/i18n/navigation';
import { FOLLOW_ANCHOR } from './follow-anchor';

/** The group a signed-out visitor asked to follow, and their consent, kept across the sign-in dialog. */
export const PENDING_FOLLOW_KEY = 'hjemly.followGroupAfterSignIn';

export type FollowGroupCardProps = {
  group: string;
  company: string;
  following: boolean;
  consent: boolean;
  busy: boolean;
  /** A request to follow is under way. */
  joining: boolean;
  notice: string | null;
  failed: boolean;
  /**
   * The notice or failure takes focus as it appears: the control the person used is gone (the button
   * replaced on joining or leaving, or the one that opened the sign-in dialog, drawn anew signed in).
   */
  focusOutcome: boolean;
  onConsentChange: (consent: boolean) => void;
  onJoin: () => void;
  onLeave: () => void;
};

/** "Hold mig orienteret" as drawn, signed in or out; FollowGroup says what each control does. */
export function FollowGroupCard(props: FollowGroupCardProps) {
  const { group, company, following, consent, busy, joining, notice, failed, focusOutcome, onConsentChange, onJoin, onLeave } = props;
  const t = useTranslations('account.interestLists.follow');
  const consentId = useId();
  const headingId = useId();
  const takeFocus = focusOutcome ? focusPastModal : undefined;
  return (
    <section id={FOLLOW_ANCHOR} aria-labelledby={headingId} className="card mb-4">
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('title')}
        </h2>
        <p>{following ? t('following', { group }) : t('intro', { group })}</p>
        <div className="form-check mb-3">
          <input
            id={consentId}
            type="checkbox"
            className="form-check-input"
            checked={consent}
            disabled={busy}
            onChange={(event) => onConsentChange(event.target.checked)}
          />
          <label htmlFor={consentId} className="form-check-label">
            {t('consent', { company })}
          </label>
          <div className="form-text">{t('consentHint')}</div>
        </div>
        {following ? (
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onLeave} disabled={busy}>
              {t('leave')}
            </button>
            <Link href="/interest-lists">{t('manage')}</Link>
          </div>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onJoin} disabled={busy} aria-busy={joining}>
            {t('button')}
          </button>
        )}
        {/* One live region, there from the start, so the notice is read when it appears. */}
        <div role="status" className="mt-3">
          {notice ? (
            <div ref={takeFocus} tabIndex={-1} className="alert alert-success py-2">
              {notice}
            </div>
          ) : null}
        </div>
        {failed ? (
          <FormAlert kind="error" ref={takeFocus}>
            {t('failed')}
          </FormAlert>
        ) : null}
      </div>
    </section>
  );
}
