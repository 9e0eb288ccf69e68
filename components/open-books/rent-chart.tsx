import { formatKroner } from '@/lib/i18n/format';
import { getTranslations } from '@/lib/i18n/translations';
import type { RentBar } from '@/lib/open-books/rent';

type T = Awaited<ReturnType<typeof getTranslations<'openBooks.town'>>>;

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 40;
const TOP = 20;

/** "900–1.000 kr.", "under 900 kr.", "1.800 kr. or more". */
export function barText(t: T, bar: RentBar): string {
  if (bar.from === null) return t('barUnder', { to: formatKroner(bar.to!) });
  if (bar.to === null) return t('barOver', { from: formatKroner(bar.from) });
  return t('barBetween', { from: formatKroner(bar.from), to: formatKroner(bar.to) });
}

const exact = (bar: RentBar) => ('exact' in bar.homes ? bar.homes.exact : 0);

/**
 * The distribution of a town's rent per m² as bars, drawn on the server: a title and a description
 * name it for a screen reader, which reads the same numbers in the table beside it. A bar of fewer
 * than 5 homes has no height (its number is never told), only its label.
 */
export async function RentChart({ bars, city, id }: { bars: RentBar[]; city: string; id: string }) {
  const t = await getTranslations('openBooks.town');
  const most = Math.max(1, ...bars.map(exact));
  const slot = WIDTH / bars.length;
  const plot = HEIGHT - AXIS - TOP;
  // Every other bar's edge when many: the labels would run into each other.
  const step = bars.length > 10 ? 2 : 1;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="d-block mb-2"
      style={{ maxWidth: WIDTH }}
    >
      <title id={`${id}-title`}>{t('chartTitle', { city })}</title>
      <desc id={`${id}-desc`}>{t('chartDescription')}</desc>
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="currentColor" />
      {bars.map((bar, i) => {
        const height = (exact(bar) / most) * plot;
        const x = i * slot;
        const label = 'exact' in bar.homes ? String(bar.homes.exact) : t('barFew', { min: bar.homes.fewerThan });
        return (
          <g key={`${bar.from}-${bar.to}`}>
            <rect x={x + slot * 0.1} y={HEIGHT - AXIS - height} width={slot * 0.8} height={height} fill="var(--bs-primary)" />
            <text x={x + slot / 2} y={HEIGHT - AXIS - height - 4} textAnchor="middle" fontSize={12} fill="currentColor">
              {label}
            </text>
            {i % step === 0 ? (
              <text x={x + slot / 2} y={HEIGHT - AXIS + 16} textAnchor="middle" fontSize={11} fill="currentColor">
                {bar.from === null ? `<${formatKroner(bar.to!)}` : formatKroner(bar.from)}
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={WIDTH / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={12} fill="currentColor">
        {t('bar')}
      </text>
    </svg>
  );
}
