import { getTranslations } from '@/lib/i18n/translations';
import { formatKroner } from '@/lib/i18n/format';
import type { Costs } from '@/lib/catalogue/rules';
import { GlossaryText } from '@/components/content/glossary-text';
import { Section } from './section';

type Row = { label: string; amount: number; note?: string };

function CostTable({ caption, rows, total, kroner }: { caption: string; rows: Row[]; total: Row; kroner: (amount: number) => string }) {
  return (
    <table className="table mb-4">
      <caption className="caption-top fw-semibold text-body">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              <GlossaryText text={row.label} />
              {row.note ? <span className="d-block small text-body-secondary">{row.note}</span> : null}
            </th>
            <td className="text-end text-nowrap">{kroner(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-bold">
          <th scope="row">{total.label}</th>
          <td className="text-end text-nowrap">{kroner(total.amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Monthly costs and the move-in price: deposit, prepaid rent, first month's rent and a conto. */
export async function PropertyFinancials({ costs }: { costs: Costs }) {
  const t = await getTranslations('propertyFinancials');
  const kroner = (amount: number) => t('amount', { amount: formatKroner(amount) });
  const months = (count: number | null) => (count ? t('monthsOfRent', { count }) : undefined);
  return (
    <Section id="financials-heading" title={t('heading')}>
      <div className="row g-4">
        <div className="col-md-6">
          <CostTable
            caption={t('monthly')}
            rows={[
              { label: t('monthlyRent'), amount: costs.monthlyRent },
              { label: t('aConto'), amount: costs.aconto },
            ]}
            total={{ label: t('monthlyTotal'), amount: costs.monthlyTotal }}
            kroner={kroner}
          />
        </div>
        <div className="col-md-6">
          <CostTable
            caption={t('moveIn')}
            rows={[
              { label: t('deposit'), amount: costs.deposit, note: months(costs.depositMonths) },
              { label: t('prepaidRent'), amount: costs.prepaidRent, note: months(costs.prepaidMonths) },
              { label: t('firstMonthRent'), amount: costs.monthlyRent },
              { label: t('firstMonthAconto'), amount: costs.aconto },
            ]}
            total={{ label: t('moveInTotal'), amount: costs.moveInTotal }}
            kroner={kroner}
          />
        </div>
      </div>
      <ul className="small text-body-secondary ps-3">
        {costs.wastewaterPerYear > 0 ? <li>{t('wastewaterNote', { amount: formatKroner(costs.wastewaterPerYear) })}</li> : null}
        <li>{t('rentPerM2', { amount: formatKroner(costs.rentPerM2PerYear) })}</li>
        <li>{t('aContoNote')}</li>
        <li>{t('disclaimer')}</li>
      </ul>
    </Section>
  );
}
