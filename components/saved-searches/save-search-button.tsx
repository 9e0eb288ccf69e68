'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FormAlert } from '@/components/ui/form-alert';
import { Link } from '@/lib/i18n/navigation';
import { useCreateSavedSearch } from '@/lib/saved-searches/hooks';

// The form (and its checks) only once someone names a search: the search page loads without it.
const NameForm = dynamic(() => import('./save-search-name-form').then((m) => m.SaveSearchNameForm), { ssr: false });

/** The search a signed-out visitor asked to save: its URL's query, kept across the sign-in dialog. */
const PENDING_KEY = 'hjemly.saveSearchAfterSignIn';

type Props = { params: Record<string, string>; suggestedName: string };

/**
 * "Gem søgning" on /soeg. Signed in: a name (made from the filters, editable), then saved. Signed
 * out: the sign-in dialog; the filters stay in the URL, and once signed in the search is saved
 * under its suggested name without another click.
 */
export function SaveSearchButton({ params, suggestedName }: Props) {
  const t = useTranslations('search.saveSearch');
  const { status } = useAuth();
  const { open: openAuth } = useAuthDialogControl();
  const create = useCreateSavedSearch();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const resumed = useRef(false);
  const queryKey = new URLSearchParams(params).toString();

  useEffect(() => {
    if (status !== 'authenticated' || resumed.current || sessionStorage.getItem(PENDING_KEY) !== queryKey) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    create.mutate({ name: suggestedName, params }, { onSuccess: () => setSaved(true), onError: () => setEditing(true) });
  }, [status, queryKey, suggestedName, params, create]);

  function start() {
    if (status === 'authenticated') return setEditing(true);
    sessionStorage.setItem(PENDING_KEY, queryKey);
    openAuth('login');
  }

  if (saved) {
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
  if (editing) {
    return (
      <NameForm
        suggestedName={suggestedName}
        onSave={async (name) => {
          await create.mutateAsync({ name, params });
          setSaved(true);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm"
      onClick={start}
      // Enabled once the session is known: a signed-in person is never sent to sign in.
      disabled={create.isPending || status === 'uninitialized'}
      aria-busy={create.isPending}
    >
      {t('button')}
    </button>
  );
}
