'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { OfflineBase } from '@/components/search/offline-base';
import styles from './catalogue.module.css';

export type LocationMapProps = { lat: number; lng: number; title: string; tileUrl: string; attribution: string };

const pin = L.divIcon({ className: '', html: `<span class="${styles.pin}"></span>`, iconSize: [24, 24], iconAnchor: [12, 24] });

/**
 * One point on a still map. The address is printed beside it, so the map adds a picture and
 * nothing a person needs: it takes no focus, and a page whose tiles fail to load loses nothing.
 */
export default function LocationMap({ lat, lng, title, tileUrl, attribution }: LocationMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={15}
      className={`${styles.map} bg-body-tertiary`}
      keyboard={false}
      dragging={!L.Browser.mobile}
      scrollWheelZoom={false}
      touchZoom={false}
      doubleClickZoom={false}
    >
      <OfflineBase />
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker position={[lat, lng]} icon={pin} title={title} keyboard={false} interactive={false} />
    </MapContainer>
  );
}
