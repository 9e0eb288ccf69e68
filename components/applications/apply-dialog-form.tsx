'use client';

import { useAuth } from '@/components/accounts/auth-provider';
import { useApplyPrefill } from '@/lib/applications/hooks';
import { ApplyForm } from './apply-form';
import type { ApplyHome } from './apply-home';
import { DialogLoading } from './dialog-loading';

/** Waits for the session, then for the account's values, so the form never jumps under the person's typing. */
export function ApplyDialogForm({ home, onCancel }: { home: ApplyHome; onCancel: () => void }) {
  const { status } = useAuth();
  const prefill = useApplyPrefill(home.slug, status === 'authenticated');
  if (status === 'uninitialized' || (status === 'authenticated' && prefill.isPending)) return <DialogLoading />;
  const signedIn = status === 'authenticated';
  return (
    <ApplyForm
      key={signedIn ? 'signed-in' : 'anonymous'}
      home={home}
      prefill={signedIn ? (prefill.data ?? null) : null}
      signedIn={signedIn}
      onCancel={onCancel}
    />
  );
}
