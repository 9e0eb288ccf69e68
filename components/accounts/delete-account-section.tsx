'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useDeleteAccount } from '@/lib/accounts/hooks';
import { deleteAccountSchema, type DeleteAccountInput } from '@/lib/accounts/personal-info-schema';
import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_FORM_MESSAGES } from './auth-errors';
import { useAuth } from './auth-provider';

const AccountDeleted = createContext<() => void>(() => undefined);

/**
 * The account's page, which the deletion replaces: once the account is gone, the page shows only that
 * it is and what that meant (focus moves there), not the forms and the address of an account that no
 * longer exists.
 */
export function DeletableAccount({ children }: { children: ReactNode }) {
  const t = useTranslations('account.delete');
  const [deleted, setDeleted] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (deleted) confirmation.current?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="alert alert-success">
        <h2 className="h5">{t('deleted')}</h2>
        <p className="mb-0">{t('deletedText')}</p>
      </div>
    );
  }
  return <AccountDeleted.Provider value={() => setDeleted(true)}>{children}</AccountDeleted.Provider>;
}

/** Deletion asks for the password again; the server's refusals are shown as it words them. */
export function DeleteAccountSection() {
  const t = useTranslations('account.delete');
  const [open, setOpen] = useState(false);
  const onDeleted = useContext(AccountDeleted);

  return (
    <section aria-labelledby="delete-heading" className="border border-danger-subtle rounded p-3">
      <h2 id="delete-heading" className="h4 text-danger">
        {t('heading')}
      </h2>
      <p>{t('text')}</p>
      {open ? (
        <DeleteAccountForm onDeleted={onDeleted} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
          {t('button')}
        </button>
      )}
    </section>
  );
}

function DeleteAccountForm({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const t = useTranslations('account.delete');
  const { signOut } = useAuth();
  const form = useZodForm(deleteAccountSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { password: '' } });
  const remove = useDeleteAccount();

  async function submit(values: DeleteAccountInput) {
    await remove.mutateAsync(values);
    onDeleted();
    // The server ended every session; this clears the browser's side of it.
    await signOut().catch(() => undefined);
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('failed')}>
      <p className="fw-semibold mb-2">{t('confirmTitle')}</p>
      <TextField name="password" label={t('confirmText')} type="password" autoComplete="current-password" required autoFocus />
      <FormFailure>
        {/* 409: active applications stand in the way; the way to them is one click. */}
        {(type) => (type === '409' ? <Link href="/applications">{t('goToApplications')}</Link> : null)}
      </FormFailure>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton className="btn btn-danger" busyLabel={t('deleting')}>
          {t('confirmButton')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Form>
  );
}
