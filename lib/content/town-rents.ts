import 'server-only';
import { getTownRentBands } from '@/lib/catalogue/rent-stats-service';
import type { RentBand } from '@/lib/catalogue/schema';
import { memoized } from './memo';

/** Homes with this many rooms or more share one row: few towns have enough of them to say more. */
export const ROOMS_CAP = 5;

export type TownRents = { bands: RentBand[]; total: RentBand } | null;

/**
 * Typical rents in a town from our own listings (quartiles per room count and overall), or null
 * when no home is for rent there. Kept for the CMS stale time: a guide is read far more often than
 * the listings change.
 */
export function getTownRents(citySlug: string): Promise<TownRents> {
  return memoized(`town-rents:${citySlug}`, async () => {
    const rows = await getTownRentBands(citySlug, ROOMS_CAP);
    const total = rows.find((row) => row.rooms === null);
    if (!total || total.homes === 0) return null;
    return { bands: rows.filter((row) => row.rooms !== null), total };
  });
}
