'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useDates } from '@/components/applications/dates';
import { FormAlert } from '@/components/ui/form-alert';
import type { MitidIdentity } from '@/lib/mitid/schema';
import { useMitidStart } from './use-mitid-start';

type Props = { identity: MitidIdentity | null };

/**
 * The account's MitID: what it proved (the CPR only masked) and the way to unlink it, asked twice;
 * or, not linked yet, the way to link it: the person is signed in here and proves it is them at MitID.
 */
export function MitidSection({ identity }: Props) {
  const t = useTranslations('account.mitid');
  const tAccount = useTranslations('account');
  const { date } = useDates();
  const router = useRouter();
  const { start, pending, failure } = useMitidStart();
  const [confirming, setConfirming] = useState(false);
  const [unlinkFailed, setUnlinkFailed] = useState(false);
  const [unlinked, setUnlinked] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  async function unlink() {
    setUnlinkFailed(false);
    // better-auth takes a POST only with a JSON body (415 otherwise).
    const response = await fetch('/api/auth/mitid/unlink', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => null);
    if (!response?.ok) return setUnlinkFailed(true);
    setConfirming(false);
    setUnlinked(true);
    router.refresh();
  }

  return (
    <section className="mb-5" aria-labelledby="hj-mitid-heading">
      <h2 id="hj-mitid-heading" className="h4">
        {t('heading')}
      </h2>
      {unlinked && !identity ? <FormAlert kind="success">{t('unlinked')}</FormAlert> : null}
      {identity ? (
        <>
          <p className="fw-semibold">{t('verifiedOn', { date: date(identity.verifiedAt) })}</p>
          <dl className="row mb-3">
            <dt className="col-sm-5">{t('name')}</dt>
            <dd className="col-sm-7">{identity.name}</dd>
            {identity.birthDate ? (
              <>
                <dt className="col-sm-5">{t('birthDate')}</dt>
                <dd className="col-sm-7">{date(`${identity.birthDate}T12:00:00Z`)}</dd>
              </>
            ) : null}
            {identity.cprMasked ? (
              <>
                <dt className="col-sm-5">{t('cpr')}</dt>
                <dd className="col-sm-7">{identity.cprMasked}</dd>
              </>
            ) : null}
            {identity.assurance ? (
              <>
                <dt className="col-sm-5">{t('assurance')}</dt>
                <dd className="col-sm-7">{identity.assurance}</dd>
              </>
            ) : null}
          </dl>
          {unlinkFailed ? <FormAlert kind="error">{t('unlinkFailed')}</FormAlert> : null}
          {confirming ? (
            <div role="group" aria-labelledby="hj-mitid-unlink-question" className="border rounded p-3">
              <p id="hj-mitid-unlink-question">{t('unlinkConfirm')}</p>
              <div className="d-flex flex-wrap gap-2">
                <button ref={confirmRef} type="button" className="btn btn-danger" onClick={unlink}>
                  {t('unlinkYes')}
                </button>
                <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
                  {t('unlinkCancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => {
                setConfirming(true);
                setTimeout(() => confirmRef.current?.focus());
              }}
            >
              {t('unlink')}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{t('notLinkedYet')}</p>
          {failure ? <FormAlert kind="error">{tAccount(failure)}</FormAlert> : null}
          <button type="button" className="btn btn-primary" onClick={() => start('link')} disabled={pending} aria-busy={pending}>
            {pending ? t('redirecting') : t('link')}
          </button>
        </>
      )}
    </section>
  );
}
