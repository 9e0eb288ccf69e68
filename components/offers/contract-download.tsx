'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { api } from '@/lib/api/client';
import { contractFileResource } from '@/lib/offers/hooks';

/** SPEC §7 file download: the file's name comes from Content-Disposition (else "downloaded-file"). */
export function ContractDownload({ token, kind }: { token: string; kind: 'original' | 'signed' }) {
  const t = useTranslations('tenantAssignmentFlowOffer.contract');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, filename } = await api.download(contractFileResource(token, kind));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // Give the browser the moment it needs to start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <button
        type="button"
        className={kind === 'signed' ? 'btn btn-primary' : 'btn btn-outline-primary'}
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {kind === 'signed' ? t('downloadSigned') : t('download')}
      </button>
      {failed ? <FormAlert kind="error">{t('downloadFailed')}</FormAlert> : null}
    </div>
  );
}
