'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { MapControls } from '@/components/search/map-controls';
import { OfflineBase } from '@/components/search/offline-base';
import styles from './catalogue.module.css';

/** A place near the home, marked with its number in the list beside the map. */
export type MapPlace = { lat: number; lng: number; label: string };

export type LocationMapProps = { lat: number; lng: number; title: string; tileUrl: string; attribution: string; places?: MapPlace[] };

const pin = L.divIcon({ className: '', html: `<span class="${styles.pin}"></span>`, iconSize: [24, 24], iconAnchor: [12, 24] });

const numbered = (n: number) =>
  L.divIcon({ className: '', html: `<span class="${styles.placePin}">${n}</span>`, iconSize: [22, 22], iconAnchor: [11, 11] });

/**
 * The home on a still map, with the numbered places listed below it. The address and the places are
 * printed beside it, so the map adds a picture and nothing a person needs: the map itself takes no
 * focus (only its zoom and pan buttons do), and a page whose tiles fail to load loses nothing. With
 * places, it opens on all of them.
 */
export default function LocationMap({ lat, lng, title, tileUrl, attribution, places = [] }: LocationMapProps) {
  const view = places.length
    ? {
        bounds: L.latLngBounds([[lat, lng], ...places.map((p): [number, number] => [p.lat, p.lng])]),
        boundsOptions: { padding: [24, 24] as [number, number], maxZoom: 16 },
      }
    : { center: [lat, lng] as [number, number], zoom: 15 };
  return (
    <MapContainer
      {...view}
      className={`${styles.map} bg-body-tertiary`}
      keyboard={false}
      dragging={!L.Browser.mobile}
      scrollWheelZoom={false}
      touchZoom={false}
      doubleClickZoom={false}
      zoomControl={false}
    >
      <MapControls />
      <OfflineBase />
      <TileLayer url={tileUrl} attribution={attribution} />
      {places.map((place, i) => (
        <Marker
          key={place.label}
          position={[place.lat, place.lng]}
          icon={numbered(i + 1)}
          title={place.label}
          keyboard={false}
          interactive={false}
        />
      ))}
      <Marker position={[lat, lng]} icon={pin} title={title} keyboard={false} interactive={false} />
    </MapContainer>
  );
}
