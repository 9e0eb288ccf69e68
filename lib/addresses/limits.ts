// Apart from the zod schemas (lib/addresses/schema.ts): the search box's hooks run in every
// browser, and the schemas would bring zod along.

/** Postcode autocomplete page size; also the most a caller may ask for. */
export const POSTCODE_PAGE_SIZE = 500;
