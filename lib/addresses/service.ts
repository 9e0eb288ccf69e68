import 'server-only';
import type { z } from 'zod';
import { bundledSource, dawaSource, type AddressSource } from './source';
import type { kommunerAutocompleteQuerySchema, postnumreAutocompleteQuerySchema, postnumreByKommuneQuerySchema } from './schema';

/** Postcodes and municipalities change a few times a year; browsers and CDNs may keep answers an hour. */
export const ADDRESS_CACHE_CONTROL = 'public, max-age=3600';

// Read per call rather than at import, so the source follows the environment the handler runs in.
function configuredSource(): AddressSource {
  const url = process.env.ADDRESS_API_URL;
  return url ? dawaSource(url) : bundledSource;
}

export function autocompletePostnumre({ q, per_side }: z.output<typeof postnumreAutocompleteQuerySchema>) {
  return configuredSource().postnumreAutocomplete(q, per_side);
}

export function autocompleteKommuner({ q }: z.output<typeof kommunerAutocompleteQuerySchema>) {
  return configuredSource().kommunerAutocomplete(q);
}

export function postnumreByKommune({ kommunekode, per_side }: z.output<typeof postnumreByKommuneQuerySchema>) {
  return configuredSource().postnumreByKommune(kommunekode, per_side);
}
