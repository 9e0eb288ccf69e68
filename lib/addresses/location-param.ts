import { z } from 'zod';
import { kommuneByKode, postnummerByNr } from './bundled-data';
import type { LocationValue } from './schema';
import { findTownBySlug } from './towns';

const PARAM = /^(city|postcode|municipality):([a-z0-9-]{1,80})$/;

/**
 * The location of a `locationToParam` string, with its name from the bundled data; null for anything
 * that is not a known town, postcode or municipality. It imports the postcode table (~300 kB of
 * JSON): call it on the server (page `searchParams`, route handlers) and hand the value to the client.
 */
export function locationFromParam(param: string | string[] | null | undefined): LocationValue | null {
  const match = typeof param === 'string' ? PARAM.exec(param) : null;
  if (!match) return null;
  const [, kind, id] = match;
  if (kind === 'city') {
    const town = findTownBySlug(id);
    return town && { kind, slug: town.slug, name: town.name };
  }
  if (kind === 'postcode') {
    const postnummer = postnummerByNr.get(id);
    return postnummer ? { kind, nr: postnummer.nr, name: postnummer.navn } : null;
  }
  const kommune = kommuneByKode.get(id);
  return kommune ? { kind: 'municipality', code: kommune.kode, name: kommune.navn } : null;
}

/** A query parameter holding a location, for route handlers: unknown places are a 400. */
export const locationParamSchema = z.string().transform((param, context) => {
  const location = locationFromParam(param);
  if (!location) context.addIssue({ code: 'custom', message: 'Unknown location' });
  return location ?? z.NEVER;
});
