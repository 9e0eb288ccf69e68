import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { consoleContractFileUrl } from '@/lib/offers/hooks';
import type { ContractSummary } from '@/lib/offers/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/** A tenant's lease versions with their state, signature and downloads (the browser names the file). */
export async function ContractVersions({ companyId, contracts }: { companyId: number; contracts: ContractSummary[] }) {
  const t = await getTranslations('companyConsole.contracts');
  const format = await getFormatter();
  if (!contracts.length) return null;
  return (
    <ul className="list-unstyled mb-2">
      {contracts.map((contract) => (
        <li key={contract.id} className="mb-1">
          <span className="fw-semibold">{t('version', { version: contract.version })}</span>: {t(`status.${contract.status}`)}
          {contract.signature ? (
            <span className="d-block small text-body-secondary">
              {t('signedBy', {
                name: contract.signature.signerName,
                date: format.dateTime(new Date(contract.signature.signedAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: DANISH_TIME_ZONE,
                }),
              })}
            </span>
          ) : null}
          <span className="d-flex gap-2 small">
            <a href={consoleContractFileUrl(companyId, contract.id, 'original')}>{t('download')}</a>
            {contract.status === 'signed' ? (
              <a href={consoleContractFileUrl(companyId, contract.id, 'signed')}>{t('downloadSigned')}</a>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
