'use client';

import L from 'leaflet';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link } from '@/lib/i18n/navigation';
import type { MapResult } from '@/lib/search/schema';

type Cluster = Extract<MapResult, { kind: 'clusters' }>['clusters'][number];
type Point = Extract<MapResult, { kind: 'points' }>['points'][number];

const MAX_ZOOM = 18;

/** The markers of one answer: the server's clusters when the area holds many homes, else one price marker per home. */
export function AreaMarkers({ result }: { result: MapResult }) {
  return result.kind === 'clusters'
    ? result.clusters.map((cluster) => <ClusterMarker key={`${cluster.lat},${cluster.lng}`} cluster={cluster} />)
    : result.points.map((point) => <PriceMarker key={point.id} point={point} />);
}

/** A cluster zooms in on itself, by click or by Enter (Leaflet makes markers focusable buttons). */
function ClusterMarker({ cluster: { lat, lng, count } }: { cluster: Cluster }) {
  const t = useTranslations('search.map');
  const map = useMap();
  // A new icon object would make Leaflet rebuild the marker's element: one per count is enough.
  const icon = useMemo(() => clusterIcon(count), [count]);
  const handlers = useMemo(() => {
    const zoomIn = () => map.setView([lat, lng], Math.min(map.getZoom() + 2, MAX_ZOOM));
    return { click: zoomIn, keypress: (event: L.LeafletKeyboardEvent) => event.originalEvent.key === 'Enter' && zoomIn() };
  }, [map, lat, lng]);
  return <Marker position={[lat, lng]} icon={icon} title={t('cluster', { count })} eventHandlers={handlers} />;
}

/** A home's rent on the map; its popup links to the home. */
function PriceMarker({ point }: { point: Point }) {
  const icon = useMemo(() => priceIcon(point.monthlyRent), [point.monthlyRent]);
  return (
    <Marker position={[point.lat, point.lng]} icon={icon} title={point.street}>
      <Popup>
        <Link href={{ pathname: '/property/[slug]', params: { slug: point.slug } }}>{point.street}</Link>
      </Popup>
    </Marker>
  );
}

function clusterIcon(count: number) {
  const size = count < 10 ? 34 : count < 100 ? 42 : 52;
  return L.divIcon({ className: 'hj-cluster', html: `<span>${count}</span>`, iconSize: [size, size] });
}

function priceIcon(rent: number) {
  return L.divIcon({
    className: 'hj-price-marker',
    html: `<span>${new Intl.NumberFormat('da-DK').format(rent)}</span>`,
    iconSize: [72, 26],
  });
}
