'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { SearchMapProps } from './search-map';
import styles from './search-map.module.css';

// Leaflet touches `window` and weighs ~150 kB: it is loaded only when the map view is shown.
const SearchMap = dynamic(() => import('./search-map'), { ssr: false, loading: () => <MapLoading /> });

function MapLoading() {
  const t = useTranslations('general.status');
  return (
    <div className={`${styles.map} d-flex align-items-center justify-content-center bg-body-tertiary`} role="status">
      {t('loading')}
    </div>
  );
}

export function SearchMapLoader(props: SearchMapProps) {
  return <SearchMap {...props} />;
}
