import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import { mapTiles } from '@/lib/search/map-config';
import type { LocationMapProps } from './location-map';
import { LocationMap, NearbyPlaces } from './nearby-places';
import { Section } from './section';

type Props = { lat: number; lng: number; address: string };

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** The address, a small map of it with the nearest everyday places, and a way into the map search around it. */
export async function LocationSection({ lat, lng, address }: Props) {
  const t = await getTranslations('property');
  // About 2.5 × 2 km around the point: the neighbourhood a person would walk.
  const bbox = [lng - 0.02, lat - 0.009, lng + 0.02, lat + 0.009].map(round).join(',');
  const map: LocationMapProps = { lat, lng, title: address, ...mapTiles() };
  return (
    <Section id="location-heading" title={t('sections.location')}>
      <p>{address}</p>
      {/* Streamed: a slow places service holds up the places only; meanwhile the map shows the home alone. */}
      <Suspense fallback={<LocationMap map={map} />}>
        <NearbyPlaces map={map} />
      </Suspense>
      <Link href={{ pathname: '/search', query: { view: 'map', bbox } }} className="d-inline-block mt-2">
        {t('map.seeNearby')}
      </Link>
    </Section>
  );
}
