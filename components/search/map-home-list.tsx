'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MapResult } from '@/lib/search/schema';
import { HomeSummary } from './search-map-markers';
import styles from './search-map.module.css';

const STEP = 25;

type Props = {
  result: MapResult | undefined;
  /** The search's filter query: `sort=rentDesc` lists the dearest first, anything else the cheapest. */
  filters: string;
};

/**
 * The count and the homes of the searched area, beside the map (below it on phones). Past the
 * server's point limit the area only has clusters: the list asks the person to zoom in.
 */
export function MapHomeList({ result, filters }: Props) {
  const t = useTranslations('search.map');
  const [shown, setShown] = useState(STEP);
  const descending = new URLSearchParams(filters).get('sort') === 'rentDesc';
  const homes =
    result?.kind === 'points'
      ? [...result.points].sort((a, b) => (descending ? -1 : 1) * (a.monthlyRent - b.monthlyRent) || a.id - b.id)
      : [];
  return (
    <section aria-labelledby="map-list-heading" className={styles.list} tabIndex={0} data-testid="map-list">
      <h2 id="map-list-heading" className="h5" aria-live="polite">
        {result ? t('inArea', { count: result.total }) : null}
      </h2>
      {result?.kind === 'clusters' ? <p className="text-body-secondary">{t('zoomIn')}</p> : null}
      {homes.length ? (
        <ul className="list-group list-group-flush" aria-label={t('listLabel')}>
          {homes.slice(0, shown).map((home) => (
            <li key={home.id} className="list-group-item px-0">
              <HomeSummary home={home} />
            </li>
          ))}
        </ul>
      ) : null}
      {homes.length > shown ? (
        <button type="button" className="btn btn-outline-primary btn-sm mt-2" onClick={() => setShown((n) => n + STEP)}>
          {t('showMore', { count: homes.length - shown })}
        </button>
      ) : null}
    </section>
  );
}
