import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PositionPoint } from '@/lib/waiting-lists/schema';
import styles from './waiting-lists.module.css';
import { ScrollingTable } from '@/components/ui/scrolling-table';
import { daysOfChange, linePoints } from './position-points';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

type Scale = { x: (i: number) => number; y: (position: number) => number };

function scaleOf(points: PositionPoint[]): Scale & { worst: number } {
  const worst = Math.max(1, ...points.map((p) => p.position));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  return {
    worst,
    x: (i) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2),
    // Place 1 at the top: moving up the list is moving up the chart.
    y: (position) => PAD.top + (worst > 1 ? ((position - 1) / (worst - 1)) * plotHeight : plotHeight / 2),
  };
}

function path(points: PositionPoint[], scale: Scale, value: (p: PositionPoint) => number | null): string {
  return linePoints(points.map(value))
    .map(({ index, value: v }, n) => `${n === 0 ? 'M' : 'L'}${scale.x(index).toFixed(1)},${scale.y(v).toFixed(1)}`)
    .join(' ');
}

/**
 * The member's place over time, drawn as SVG (no chart library to load) from the daily snapshots;
 * the same numbers follow in a table of the days they changed, which is what a screen reader reads.
 */
export function PositionChart({ history, locale, id }: { history: PositionPoint[]; locale: Locale; id: string }) {
  const t = useTranslations('waitingList.chart');
  if (!history.length) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  const scale = scaleOf(history);
  const from = formatDate(history[0].date, locale);
  const to = formatDate(history[history.length - 1].date, locale);
  return (
    <figure className="mb-0">
      <figcaption id={`${id}-caption`} className="fw-semibold mb-1">
        {t('title')}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-labelledby={`${id}-caption ${id}-summary`}>
        <desc id={`${id}-summary`}>{t('summary', { from, to })}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className={styles.axis} />
        <text x={PAD.left - 6} y={scale.y(1) + 4} textAnchor="end" className={styles.label}>
          1
        </text>
        {scale.worst > 1 ? (
          <text x={PAD.left - 6} y={scale.y(scale.worst) + 4} textAnchor="end" className={styles.label}>
            {scale.worst}
          </text>
        ) : null}
        <text x={PAD.left} y={HEIGHT - 8} className={styles.label}>
          {from}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className={styles.label}>
          {to}
        </text>
        <path d={path(history, scale, (p) => p.position)} className={styles.line} />
        <path d={path(history, scale, (p) => p.activePosition)} className={styles.activeLine} />
        {history.length === 1 ? <circle cx={scale.x(0)} cy={scale.y(history[0].position)} r={4} className={styles.dot} /> : null}
      </svg>
      <p className="small mb-1">
        <span className={styles.keyAll} aria-hidden="true" /> {t('position')} <span className={styles.keyActive} aria-hidden="true" />{' '}
        {t('activePosition')}
      </p>
      <details>
        <summary className="small">{t('showTable')}</summary>
        <ScrollingTable caption={t('tableCaption', { from, to })} className="table table-sm small mb-0">
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('position')}</th>
              <th scope="col">{t('activePosition')}</th>
            </tr>
          </thead>
          <tbody>
            {daysOfChange(history).map((point) => (
              <tr key={point.date}>
                <th scope="row" className="fw-normal">
                  {formatDate(point.date, locale)}
                </th>
                <td>{point.position}</td>
                <td>{point.activePosition ?? t('passive')}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </details>
    </figure>
  );
}
