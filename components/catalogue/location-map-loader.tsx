'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './catalogue.module.css';
import type { LocationMapProps } from './location-map';

// Leaflet touches `window` and is heavy: it loads in the browser only.
const LocationMap = dynamic(() => import('./location-map'), {
  ssr: false,
  loading: () => <div className={`${styles.map} bg-body-tertiary`} />,
});

/** The map of a home or building, fetched (Leaflet and all) only when its place nears the window. */
export function LocationMapLoader(props: LocationMapProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? <LocationMap {...props} /> : <div ref={placeholder} className={`${styles.map} bg-body-tertiary`} />;
}
