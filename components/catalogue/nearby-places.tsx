import { getTranslations } from 'next-intl/server';
import { nearbyPlaces } from '@/lib/points-of-interest/service';

type Props = { lat: number; lng: number };

/**
 * The nearest transit stop, school, supermarket and daycare with the estimated walk (SPEC §7). Nothing
 * at all when the places service is off or failing: the page is whole without it.
 */
export async function NearbyPlaces({ lat, lng }: Props) {
  const places = await nearbyPlaces({ lat, lng });
  if (!places?.length) return null;
  const [t, m] = await Promise.all([getTranslations('property.nearbyPlaces'), getTranslations('property.map')]);
  return (
    <section aria-labelledby="nearby-heading" className="mt-4" data-testid="nearby-places">
      <h3 id="nearby-heading" className="h5">
        {m('nearby')}
      </h3>
      <dl className="row mb-1">
        {places.map((place) => (
          <div key={place.kind} className="col-12 col-sm-6 mb-2">
            <dt className="fw-semibold">{t(`kinds.${place.kind}`)}</dt>
            <dd className="mb-0">
              {place.name}, {t('walk', { minutes: place.walkingMinutes, metres: place.walkingMetres })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="small text-body-secondary mb-0">{t('note')}</p>
    </section>
  );
}
