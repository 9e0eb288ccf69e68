'use client';

import { useTranslations } from 'next-intl';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { contractFileResource } from '@/lib/offers/hooks';

/** The lease as uploaded, or the signed copy with its signature page (a file download). */
export function ContractDownload({ token, kind }: { token: string; kind: 'original' | 'signed' }) {
  const t = useTranslations('tenantAssignmentFlowOffer.contract');
  return (
    <div>
      <FileDownloadButton
        resource={contractFileResource(token, kind)}
        failure={t('downloadFailed')}
        className={kind === 'signed' ? 'btn btn-primary' : 'btn btn-outline-primary'}
      >
        {kind === 'signed' ? t('downloadSigned') : t('download')}
      </FileDownloadButton>
    </div>
  );
}
