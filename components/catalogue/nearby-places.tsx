import { getTranslations } from '@/lib/i18n/translations';
import { nearbyPlaces } from '@/lib/points-of-interest/service';
import styles from './catalogue.module.css';
import type { LocationMapProps } from './location-map';
import { LocationMapLoader } from './location-map-loader';

export function LocationMap({ map }: { map: LocationMapProps }) {
  return (
    <div data-testid="location-map">
      <LocationMapLoader {...map} />
    </div>
  );
}

/**
 * The home's map with the nearest transit stop, school, supermarket and daycare numbered on it, and
 * their list with the estimated walk. Without the places service (off or failing) the map
 * shows the home alone and there is no list: the page is whole without it.
 */
export async function NearbyPlaces({ map }: { map: LocationMapProps }) {
  const places = (await nearbyPlaces({ lat: map.lat, lng: map.lng })) ?? [];
  const [t, m] = await Promise.all([getTranslations('property.nearbyPlaces'), getTranslations('property.map')]);
  const kindOf = (kind: (typeof places)[number]['kind']) => t(`kinds.${kind}`);
  return (
    <>
      <LocationMap map={{ ...map, places: places.map((p) => ({ lat: p.lat, lng: p.lng, label: `${kindOf(p.kind)}: ${p.name}` })) }} />
      {places.length ? (
        <section aria-labelledby="nearby-heading" className="mt-3" data-testid="nearby-places">
          <h3 id="nearby-heading" className="h5">
            {m('nearby')}
          </h3>
          <dl className="row mb-1">
            {places.map((place, i) => (
              <div key={place.kind} className="col-12 col-sm-6 mb-2">
                <dt className="fw-semibold d-flex align-items-center gap-2">
                  {/* The number of its marker on the map; the map itself is only a picture. */}
                  <span className={styles.placePin} aria-hidden="true">
                    {i + 1}
                  </span>
                  {kindOf(place.kind)}
                </dt>
                <dd className="mb-0">
                  {place.name}, {t('walk', { minutes: place.walkingMinutes, metres: place.walkingMetres })}
                </dd>
              </div>
            ))}
          </dl>
          <p className="small text-body-secondary mb-0">{t('note')}</p>
        </section>
      ) : null}
    </>
  );
}
