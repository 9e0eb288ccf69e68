import 'server-only';
import { getDb } from '@/lib/db/client';
import { findTownRentBands } from './rent-stats-repository';
import type { RentBand } from './schema';

/**
 * Rent quartiles of the homes open to search in a town, per number of rooms (`roomsCap` and more
 * together) plus one row for the whole town last.
 */
export async function getTownRentBands(citySlug: string, roomsCap: number): Promise<RentBand[]> {
  return findTownRentBands(await getDb(), citySlug, roomsCap);
}
