'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { api } from '@/lib/api/client';
import type { MapResult } from '@/lib/search/schema';

export type SearchMapProps = {
  /** The search's filter query (without bbox). */
  filters: string;
  tileUrl: string;
  attribution: string;
  /** Paths of homes by slug, resolved on the server through the routing table. */
  propertyPath: string;
  initialBbox: [number, number, number, number] | null;
};

const DENMARK: L.LatLngBoundsExpression = [
  [54.56, 8.07],
  [57.75, 12.69],
];

function bboxOf(map: L.Map): [number, number, number, number] {
  const b = map.getBounds();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return [round(b.getWest()), round(b.getSouth()), round(b.getEast()), round(b.getNorth())];
}

function clusterIcon(count: number) {
  const size = count < 10 ? 34 : count < 100 ? 42 : 52;
  return L.divIcon({ className: 'hj-cluster', html: `<span>${count}</span>`, iconSize: [size, size] });
}

function priceIcon(rent: number) {
  return L.divIcon({ className: 'hj-price-marker', html: `<span>${new Intl.NumberFormat('da-DK').format(rent)}</span>`, iconSize: [72, 26] });
}

/** Searches the visible area whenever the map stops moving; keeps the area in the URL. */
function AreaSearch({ filters, onResult, onError }: { filters: string; onResult: (r: MapResult) => void; onError: () => void }) {
  const map = useMap();
  const [bbox, setBbox] = useState(() => bboxOf(map));
  useMapEvents({ moveend: () => setBbox(bboxOf(map)) });
  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams(filters);
    params.set('bbox', bbox.join(','));
    api
      .getWithParams<MapResult>('search/map', Object.fromEntries(params))
      .then((result) => !controller.signal.aborted && onResult(result))
      .catch(() => !controller.signal.aborted && onError());
    const url = new URL(window.location.href);
    url.searchParams.set('bbox', bbox.join(','));
    window.history.replaceState(window.history.state, '', url);
    return () => controller.abort();
  }, [bbox, filters, onResult, onError]);
  return null;
}

export default function SearchMap({ filters, tileUrl, attribution, propertyPath, initialBbox }: SearchMapProps) {
  const t = useTranslations('search.map');
  const [result, setResult] = useState<MapResult | null>(null);
  const [failed, setFailed] = useState(false);
  const bounds = useMemo<L.LatLngBoundsExpression>(
    () => (initialBbox ? [[initialBbox[1], initialBbox[0]], [initialBbox[3], initialBbox[2]]] : DENMARK),
    [initialBbox],
  );
  return (
    <div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {result ? t('cluster', { count: result.total }) : ''}
      </p>
      {failed ? (
        <div className="alert alert-warning" role="alert">
          {t('loadFailed')}
        </div>
      ) : null}
      <MapContainer bounds={bounds} className="hj-search-map" aria-label={t('label')} data-testid="search-map">
        <TileLayer url={tileUrl} attribution={attribution} />
        <AreaSearch filters={filters} onResult={setResult} onError={() => setFailed(true)} />
        {result?.kind === 'clusters'
          ? result.clusters.map((c) => (
              <ClusterMarker key={`${c.lat},${c.lng}`} lat={c.lat} lng={c.lng} count={c.count} label={t('cluster', { count: c.count })} />
            ))
          : result?.points.map((point) => (
              <Marker key={point.id} position={[point.lat, point.lng]} icon={priceIcon(point.monthlyRent)} title={point.street}>
                <Popup>
                  <a href={propertyPath.replace('__slug__', point.slug)}>{point.street}</a>
                </Popup>
              </Marker>
            ))}
      </MapContainer>
    </div>
  );
}

function ClusterMarker({ lat, lng, count, label }: { lat: number; lng: number; count: number; label: string }) {
  const map = useMap();
  return (
    <Marker
      position={[lat, lng]}
      icon={clusterIcon(count)}
      title={label}
      eventHandlers={{ click: () => map.setView([lat, lng], Math.min(map.getZoom() + 2, 18)) }}
    />
  );
}
