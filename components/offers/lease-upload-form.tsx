'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api/client';
import { useUploadLease } from '@/lib/offers/hooks';

/**
 * The lease as a PDF, for an accepted offer or a tenant. A file input is no text field for the form
 * kit; the server tells a PDF by its bytes and answers a refusal in the person's language.
 */
export function LeaseUploadForm({
  companyId,
  owner,
  again,
}: {
  companyId: number;
  owner: { offerId: string } | { tenantId: string };
  again: boolean;
}) {
  const t = useTranslations('companyConsole.contracts');
  const router = useRouter();
  const upload = useUploadLease(companyId, owner);
  const id = useId();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return setMessage({ kind: 'error', text: t('uploadFailed') });
    try {
      await upload.mutateAsync(form);
      setMessage({ kind: 'success', text: t('uploaded') });
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiError && error.forPerson ? error.message : t('uploadFailed') });
    }
  }
  return (
    <form onSubmit={submit} className="d-flex flex-column gap-1" style={{ maxWidth: '22rem' }}>
      <label htmlFor={id} className="form-label small mb-0">
        {t('uploadLabel')}
      </label>
      <input id={id} name="file" type="file" accept="application/pdf,.pdf" required className="form-control form-control-sm" />
      <button
        type="submit"
        className="btn btn-sm btn-outline-primary align-self-start"
        disabled={upload.isPending}
        aria-busy={upload.isPending}
      >
        {upload.isPending ? t('uploading') : again ? t('uploadNew') : t('upload')}
      </button>
      <div role="status">{message ? <FormAlert kind={message.kind}>{message.text}</FormAlert> : null}</div>
    </form>
  );
}
