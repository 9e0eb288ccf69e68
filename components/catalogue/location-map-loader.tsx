'use client';

import dynamic from 'next/dynamic';
import styles from './catalogue.module.css';
import type { LocationMapProps } from './location-map';

// Leaflet touches `window` and is heavy: it loads in the browser only, after the page is usable.
const LocationMap = dynamic(() => import('./location-map'), {
  ssr: false,
  loading: () => <div className={`${styles.map} bg-body-tertiary`} />,
});

export function LocationMapLoader(props: LocationMapProps) {
  return <LocationMap {...props} />;
}
