'use client';

import type { FeatureCollection } from 'geojson';
import type { PathOptions } from 'leaflet';
import { GeoJSON, Pane } from 'react-leaflet';
import offlineBase from '@/lib/search/offline-base.json';

const ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';
const land = offlineBase as FeatureCollection;

function style(feature?: { properties?: { role?: string } }): PathOptions {
  const denmark = feature?.properties?.role === 'denmark';
  return { fillColor: denmark ? '#f4f2ec' : '#e4e2dc', fillOpacity: 1, color: '#a9a496', weight: denmark ? 1 : 0.5 };
}

/**
 * Land under the tiles. Where no tile server answers (offline, blocked, down) a map still shows
 * Denmark's coasts around its markers; loaded tiles simply cover it. Its pane sits below the tile pane.
 */
export function OfflineBase() {
  return (
    <Pane name="offline-base" style={{ zIndex: 150 }}>
      <GeoJSON data={land} style={style} interactive={false} attribution={ATTRIBUTION} />
    </Pane>
  );
}
