import type { ComparisonPlace } from '@/lib/open-books/rent';

/** "8000 Aarhus C" for a postcode, the town's name for a town. */
export function comparisonPlaceText(place: ComparisonPlace): string {
  return place.kind === 'postcode' ? `${place.postcode} ${place.district}` : place.city;
}
