import type { PropertyCard as Card } from '@/lib/search/schema';
import { PropertyCard } from './property-card';

/** Homes as a grid of cards under a section's h2. */
export function HomeList({ homes }: { homes: Card[] }) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 mb-0" data-testid="home-list">
      {homes.map((home) => (
        <li key={home.id} className="col">
          <PropertyCard card={home} layout="grid" headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
