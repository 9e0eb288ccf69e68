'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FormAlert } from '@/components/ui/form-alert';
import { Link } from '@/lib/i18n/navigation';

// The form, its checks and the request that saves (with the query library) only once someone saves
// a search: the search page loads without them.
const Saver = dynamic(() => import('./save-search-saver').then((m) => m.SaveSearchSaver), { ssr: false });

/** The search a signed-out visitor asked to save: its URL's query, kept across the sign-in dialog. */
const PENDING_KEY = 'hjemly.saveSearchAfterSignIn';

type Props = { params: Record<string, string>; suggestedName: string };
type Step = 'idle' | 'saving' | 'editing' | 'saved';

/**
 * "Gem søgning" on /soeg. Signed in: a name (made from the filters, editable), then saved. Signed
 * out: the sign-in dialog; the filters stay in the URL, and once signed in the search is saved
 * under its suggested name without another click.
 */
export function SaveSearchButton({ params, suggestedName }: Props) {
  const t = useTranslations('search.saveSearch');
  const { status } = useAuth();
  const { open: openAuth } = useAuthDialogControl();
  const [step, setStep] = useState<Step>('idle');
  const resumed = useRef(false);
  const queryKey = new URLSearchParams(params).toString();

  useEffect(() => {
    if (status !== 'authenticated' || resumed.current || sessionStorage.getItem(PENDING_KEY) !== queryKey) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    setStep('saving');
  }, [status, queryKey]);

  function start() {
    if (status === 'authenticated') return setStep('editing');
    sessionStorage.setItem(PENDING_KEY, queryKey);
    openAuth('login');
  }

  if (step === 'saved') {
    return (
      <div className="w-100">
        <FormAlert kind="success">
          {t('saved')}{' '}
          <Link href="/saved-searches" className="alert-link">
            {t('savedLink')}
          </Link>
        </FormAlert>
      </div>
    );
  }
  return (
    <>
      {step === 'editing' ? null : (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={start}
          // Enabled once the session is known: a signed-in person is never sent to sign in.
          disabled={step === 'saving' || status === 'uninitialized'}
          aria-busy={step === 'saving'}
        >
          {t('button')}
        </button>
      )}
      {/* One place for both steps: a save under the suggested name that fails asks for a name in the same saver. */}
      {step === 'idle' ? null : (
        <Saver
          params={params}
          suggestedName={suggestedName}
          editing={step === 'editing'}
          onSaved={() => setStep('saved')}
          onFailed={() => setStep('editing')}
          onCancel={() => setStep('idle')}
        />
      )}
    </>
  );
}
