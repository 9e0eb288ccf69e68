'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { useDeleteAccount } from '@/lib/accounts/hooks';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';
import { FormAlert } from './form-alert';
import { refusalText } from './personal-info-forms';
import { TextField } from './text-field';

type Refusal = { text: string; activeApplications: boolean };

/** Deletion asks for the password again; the server's refusals (SPEC §8) are shown as it words them. */
export function DeleteAccountSection() {
  const t = useTranslations('account.delete');
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (deleted) confirmation.current?.focus();
  }, [deleted]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      await remove.mutateAsync({ password });
      setDeleted(true);
      // The server ended every session; this clears the browser's side of it.
      await signOut().catch(() => undefined);
    } catch (error) {
      const activeApplications = error instanceof ApiError && error.status === 409;
      setRefusal({ text: refusalText(error, t('failed')), activeApplications });
    }
  }

  if (deleted) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="alert alert-success">
        <h2 className="h5">{t('deleted')}</h2>
        <p className="mb-0">{t('deletedText')}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="delete-heading" className="border border-danger-subtle rounded p-3">
      <h2 id="delete-heading" className="h4 text-danger">
        {t('heading')}
      </h2>
      <p>{t('text')}</p>
      {open ? (
        <form onSubmit={submit}>
          <p className="fw-semibold mb-2">{t('confirmTitle')}</p>
          <TextField label={t('confirmText')} type="password" name="password" autoComplete="current-password" required autoFocus
            value={password} onChange={(e) => setPassword(e.target.value)} />
          {refusal ? (
            <FormAlert kind="error">
              {refusal.text}{' '}
              {refusal.activeApplications ? <Link href="/applications">{t('goToApplications')}</Link> : null}
            </FormAlert>
          ) : null}
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-danger" disabled={remove.isPending} aria-busy={remove.isPending}>
              {remove.isPending ? t('deleting') : t('confirmButton')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
          {t('button')}
        </button>
      )}
    </section>
  );
}
