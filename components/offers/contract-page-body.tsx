import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { FormAlert } from '@/components/ui/form-alert';
import type { Locale } from '@/lib/i18n/routing';
import type { ContractView } from '@/lib/offers/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { ContractDownload } from './contract-download';
import { ContractSignForm } from './contract-sign-form';
import type { SearchParams } from '@/components/layout/entity-page';
import { OutcomePanel } from '@/components/console/outcome-panel';
import { FormRefusal } from '@/components/ui/form-refusal';

export type ContractPageData = { kind: 'found'; contract: ContractView; token: string } | { kind: 'expired' } | { kind: 'failed' };

async function Signed({ contract, locale }: { contract: ContractView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer.contract' });
  const format = await getFormatter({ locale });
  const signature = contract.signature!;
  const at = new Date(signature.signedAt);
  return (
    <OutcomePanel title={t('signedTitle')}>
      <p>
        {t('signed', {
          name: signature.signerName,
          date: format.dateTime(at, { dateStyle: 'long', timeZone: DANISH_TIME_ZONE }),
          time: format.dateTime(at, { timeStyle: 'short', timeZone: DANISH_TIME_ZONE }),
        })}
      </p>
      <p className="small mb-0">
        {t('signedFileHash')}: <code className="text-break">{signature.signedFileSha256}</code>
      </p>
    </OutcomePanel>
  );
}

/** /kontrakt/{token}: the lease in the page, its fingerprint, and the signature — or what became of it. */
export async function ContractPageBody({
  data,
  locale,
  searchParams,
}: {
  data: ContractPageData;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer.contract' });
  if (data.kind === 'expired') return <FormAlert kind="error">{t('expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{t('fetchFailed')}</FormAlert>;
  const { contract, token } = data;
  const inline = `/api/contracts/${encodeURIComponent(token)}/document?disposition=inline`;
  return (
    <ScopedMessages paths={['tenantAssignmentFlowOffer']}>
      <p className="lead">{t('intro', { company: contract.company, address: contract.address })}</p>
      <p className="text-body-secondary">{t('version', { version: contract.version })}</p>
      <section aria-labelledby="contract-document" className="mb-4">
        <h2 id="contract-document" className="h5">
          {t('document')}
        </h2>
        <iframe src={inline} title={t('frameTitle')} className="w-100 border rounded mb-2" style={{ height: '70vh', minHeight: '24rem' }} />
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <a href={inline} target="_blank" rel="noopener" className="btn btn-link px-0">
            {t('openPdf')}
          </a>
          <ContractDownload token={token} kind="original" />
          {contract.status === 'signed' ? <ContractDownload token={token} kind="signed" /> : null}
        </div>
        <p className="mt-3 mb-1 fw-semibold">{t('hash')}</p>
        <p className="mb-1">
          <code className="text-break" data-testid="contract-sha256">
            {contract.sha256}
          </code>
        </p>
        <p className="small text-body-secondary">{t('hashHint')}</p>
      </section>
      {contract.status === 'signed' ? <Signed contract={contract} locale={locale} /> : null}
      {contract.status === 'superseded' ? <FormAlert kind="error">{t('superseded')}</FormAlert> : null}
      {contract.status === 'awaitingSignature' ? (
        <>
          <FormRefusal
            locale={locale}
            searchParams={searchParams}
            namespace="tenantAssignmentFlowOffer.contract.errors"
            fallback={t('signFailed')}
          />
          <ContractSignForm token={token} />
        </>
      ) : null}
    </ScopedMessages>
  );
}
