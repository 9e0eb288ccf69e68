'use client';

import 'leaflet/dist/leaflet.css';
import type L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslations } from 'next-intl';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapArea } from '@/lib/search/hooks';
import type { Bbox } from '@/lib/search/schema';
import { AreaMarkers } from './search-map-markers';

export type SearchMapProps = {
  /** The search's filter query (without view, cursor and bbox). */
  filters: string;
  tileUrl: string;
  attribution: string;
  initialBbox: Bbox | null;
};

const DENMARK: L.LatLngBoundsExpression = [
  [54.56, 8.07],
  [57.75, 12.69],
];

/** A burst of moves (arrow keys held down, a flick) settles into one area before it is searched. */
const SETTLE_MS = 300;

function bboxOf(map: L.Map): Bbox {
  const b = map.getBounds();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return [round(b.getWest()), round(b.getSouth()), round(b.getEast()), round(b.getNorth())];
}

/** Reports the visible area once on mount and again whenever the map has settled somewhere else. */
function VisibleArea({ onChange }: { onChange: Dispatch<SetStateAction<Bbox | null>> }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const report = useCallback(() => {
    const next = bboxOf(map);
    // The same area again (a move that ended where it began) keeps the old value: no new request.
    onChange((previous) => (previous?.join() === next.join() ? previous : next));
  }, [map, onChange]);
  useEffect(() => {
    report();
    return () => clearTimeout(timer.current);
  }, [report]);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(report, SETTLE_MS);
    },
  });
  return null;
}

/** The searched area stays in the URL, so a reload or a shared link opens the same view. */
function useBboxInUrl(bbox: Bbox | null) {
  useEffect(() => {
    if (!bbox) return;
    const url = new URL(window.location.href);
    url.searchParams.set('bbox', bbox.join(','));
    window.history.replaceState(window.history.state, '', url);
  }, [bbox]);
}

export default function SearchMap({ filters, tileUrl, attribution, initialBbox }: SearchMapProps) {
  const t = useTranslations('search.map');
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const { data: result, isError } = useMapArea(filters, bbox);
  useBboxInUrl(bbox);
  const bounds = useMemo<L.LatLngBoundsExpression>(
    () =>
      initialBbox
        ? [
            [initialBbox[1], initialBbox[0]],
            [initialBbox[3], initialBbox[2]],
          ]
        : DENMARK,
    [initialBbox],
  );
  return (
    <div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {result ? t('cluster', { count: result.total }) : ''}
      </p>
      {isError ? (
        <div className="alert alert-warning" role="alert">
          {t('loadFailed')}
        </div>
      ) : null}
      {/* MapContainer passes only className, id and style to its element: the name sits on a region around it. */}
      <div role="region" aria-label={t('label')} data-testid="search-map">
        <MapContainer bounds={bounds} className="hj-search-map">
          <TileLayer url={tileUrl} attribution={attribution} />
          <VisibleArea onChange={setBbox} />
          {result ? <AreaMarkers result={result} /> : null}
        </MapContainer>
      </div>
    </div>
  );
}
