import type { LocationValue } from './schema';

// Apart from the zod schemas (lib/addresses/schema.ts): the search box runs this in every
// browser, and the schemas would bring zod along.

/**
 * `city:aarhus`, `postcode:8000`, `municipality:0751`. Names stay out of the URL: the reader looks
 * them up in the bundled data (`locationFromParam`), so a link cannot make us show made-up text.
 */
export function locationToParam(value: LocationValue): string {
  switch (value.kind) {
    case 'city':
      return `city:${value.slug}`;
    case 'postcode':
      return `postcode:${value.nr}`;
    case 'municipality':
      return `municipality:${value.code}`;
  }
}
