import { z } from 'zod';
import { POSTCODE_PAGE_SIZE } from './limits';

// DAWA writes codes as strings with leading zeros: postcode "1050", municipality "0101".
const code4 = z.string().regex(/^\d{4}$/);
const lonLat = z.tuple([z.number(), z.number()]);
/** [minLon, minLat, maxLon, maxLat], as in DAWA */
const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const kommuneRefSchema = z.object({ kode: code4, navn: z.string().min(1) });

/** DAWA `postnummer` (the fields we serve; DAWA's `href` and change stamps are left out). */
export const postnummerSchema = z.object({
  nr: code4,
  navn: z.string().min(1),
  kommuner: z.array(kommuneRefSchema),
  visueltcenter: lonLat.nullable(),
  bbox: bbox.nullable(),
});

/** DAWA `kommune` (the fields we serve). */
export const kommuneSchema = z.object({
  kode: code4,
  navn: z.string().min(1),
  regionskode: code4.nullable(),
  visueltcenter: lonLat.nullable(),
  bbox: bbox.nullable(),
});

/** An item of `postnumre/autocomplete`: `{ tekst: "8000 Aarhus C", postnummer }`. */
export const postnummerSuggestionSchema = z.object({ tekst: z.string(), postnummer: postnummerSchema });

/** An item of `kommuner/autocomplete`: `{ tekst: "Aarhus", kommune }`. */
export const kommuneSuggestionSchema = z.object({ tekst: z.string(), kommune: kommuneSchema });

export type KommuneRef = z.infer<typeof kommuneRefSchema>;
export type Postnummer = z.infer<typeof postnummerSchema>;
export type Kommune = z.infer<typeof kommuneSchema>;
export type PostnummerSuggestion = z.infer<typeof postnummerSuggestionSchema>;
export type KommuneSuggestion = z.infer<typeof kommuneSuggestionSchema>;

// Query parameters arrive as strings; DAWA's own names are kept so our API reads like DAWA's.
const searchText = z.string().trim().max(100).default('');
const perSide = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(POSTCODE_PAGE_SIZE))
  .default(POSTCODE_PAGE_SIZE);

export const postnumreAutocompleteQuerySchema = z.object({ q: searchText, per_side: perSide });
export const kommunerAutocompleteQuerySchema = z.object({ q: searchText });
export const postnumreByKommuneQuerySchema = z.object({ kommunekode: code4, per_side: perSide });

/** A place a person searches in; the search page keeps it in the URL (see `locationToParam`). */
export const locationValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('city'), slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), name: z.string().min(1) }),
  z.object({ kind: z.literal('postcode'), nr: code4, name: z.string().min(1) }),
  z.object({ kind: z.literal('municipality'), code: code4, name: z.string().min(1) }),
]);

export type LocationValue = z.infer<typeof locationValueSchema>;
export type LocationKind = LocationValue['kind'];
