import { z } from 'zod';
import { isLocale, locales, pathnames, type Locale } from '@/lib/i18n/routing';
import { flattenEntry, unwrapRelation, withoutNulls } from './strapi-response';

const routeKeys = Object.keys(pathnames) as [keyof typeof pathnames, ...(keyof typeof pathnames)[]];

/** A CMS link names an internal route (rendered through the routing table) or an external https URL. */
export const cmsLinkSchema = z.union([
  z.object({ id: z.number(), label: z.string().min(1), route: z.enum(routeKeys) }),
  z.object({ id: z.number(), label: z.string().min(1), url: z.string().url().startsWith('https://') }),
]);
export type CmsLink = z.infer<typeof cmsLinkSchema>;

/** An answer as Strapi sends it: v4's `attributes` flattened, and empty (null) fields left out. */
function cmsEntry<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => withoutNulls(flattenEntry(value)), schema);
}

export const headerSchema = cmsEntry(
  z.object({
  menuLinks: z.array(cmsLinkSchema),
  login: z.object({ signIn: z.string(), signUp: z.string() }),
    userMenu: z.array(cmsLinkSchema),
  }),
);

export const footerSchema = cmsEntry(
  z.object({
    about: z.string(),
    columns: z.array(z.object({ id: z.number(), title: z.string(), links: z.array(cmsLinkSchema) })),
  }),
);

/** A general block's texts: keys of the messages it replaces (lib/content/cms-messages.ts), nested as they are. */
type TextBlock = { [key: string]: string | TextBlock };
// A block kept as a Strapi component carries the component's numeric `id`, which is no text.
const textBlock: z.ZodType<TextBlock> = z.lazy(() =>
  z.preprocess(withoutComponentId, z.record(z.string(), z.union([z.string(), textBlock]))),
);

function withoutComponentId(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof (value as { id?: unknown }).id !== 'number') return value;
  const { id: _id, ...texts } = value as Record<string, unknown>;
  return texts;
}

/**
 * A Strapi media field: the file's `url` (relative to the CMS for uploads Strapi stores itself,
 * made absolute by the reader) and its `alternativeText`, which an editor may leave empty.
 */
const socialImageSchema = relation(
  z.object({ url: z.string().min(1), width: z.literal(1200), height: z.literal(630), alternativeText: z.string().min(1).optional() }),
);

export const generalSchema = cmsEntry(
  z
    .object({
  siteName: z.string(),
  siteDescription: z.string(),
  defaultSocialImage: socialImageSchema,
  // The notice for browsers too old for the site: one sentence, or a title and a text.
  browserNotSupported: z.union([z.string().transform((text) => ({ text })), textBlock]),
  propertyDetails: textBlock.optional(),
  financials: textBlock.optional(),
  collaboration: textBlock.optional(),
  misc: textBlock.optional(),
  yesNo: z.object({ yes: z.string(), no: z.string() }).partial().optional(),
  notFound: textBlock.optional(),
  sitemap: textBlock.optional(),
  whiteLabel: textBlock.optional(),
  // The group page's banners (the CMS's general block); optional, so a CMS without them keeps working.
  openHouseBanner: z.object({ title: z.string().min(1), text: z.string().min(1), linkLabel: z.string().min(1) }).optional(),
  privateShowingBanner: z.object({ title: z.string().min(1), text: z.string().min(1) }).optional(),
    })
    // An image without its alternative text is described by the site's name.
    .transform(({ defaultSocialImage: { alternativeText, ...image }, ...general }) => ({
      ...general,
      defaultSocialImage: { ...image, alt: alternativeText ?? general.siteName },
    })),
);

export type HeaderContent = z.infer<typeof headerSchema>;
export type FooterContent = z.infer<typeof footerSchema>;
export type GeneralContent = z.infer<typeof generalSchema>;

const slugSchema = z.string().regex(/^[a-z0-9-]+$/);
const markdown = z.string();

/** A relation as v4 `{ data: [{ id, attributes }] }` or v5's flat array (or one entry), unwrapped. */
function relation<T extends z.ZodType>(schema: T) {
  return z.preprocess(unwrapRelation, schema);
}

/** Other locales' versions; locales this site does not serve are left out. */
const localizationsSchema = relation(
  z.array(z.object({ id: z.number().optional(), documentId: z.string().optional(), locale: z.string(), slug: slugSchema.optional() })),
).transform((list) => list.filter((item): item is typeof item & { locale: Locale } => isLocale(item.locale)));

/** Slugs of related entries: README's plain slugs, or a Strapi relation of entries with a slug. */
const relatedSlugs = relation(z.array(z.union([slugSchema, z.object({ slug: slugSchema }).transform((entry) => entry.slug)]))).default([]);

/** The fields every collection entry has (content/README.md), in either Strapi version's shape. */
const entryFields = {
  id: z.number(),
  documentId: z.string().optional(),
  locale: z.enum(locales),
  slug: slugSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  updatedAt: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime({ offset: true }).nullish(),
  localizations: localizationsSchema.default([]),
};

function entrySchema<T extends z.ZodRawShape>(fields: T) {
  return cmsEntry(z.object({ ...entryFields, ...fields }));
}

export const articleSchema = entrySchema({
  category: relation(z.object({ slug: slugSchema, name: z.string().min(1) })),
  body: markdown,
  related: relatedSlugs,
});

export const cityGuideSchema = entrySchema({
  city: z.string().min(1),
  townSlug: slugSchema,
  body: markdown,
  neighbourhoods: z.array(z.object({ name: z.string().min(1), description: markdown })).default([]),
  transport: markdown.default(''),
});

export const glossaryTermSchema = entrySchema({
  translation: z.string().min(1),
  body: markdown.default(''),
  synonyms: z.array(z.string().min(1)).default([]),
  related: relatedSlugs,
});

/** about, privacy, terms and the accessibility statement: one Markdown page each. */
export const pageSchema = cmsEntry(
  z.object({ title: z.string().min(1), summary: z.string().min(1), body: markdown, updatedAt: z.iso.datetime({ offset: true }) }),
);

export const helpSchema = cmsEntry(
  z.object({
    title: z.string().min(1),
    summary: z.string().min(1),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
    topics: z.array(
      z.object({
        id: z.union([z.number(), z.string()]),
        slug: slugSchema,
        title: z.string().min(1),
        questions: z.array(z.object({ id: z.union([z.number(), z.string()]), question: z.string().min(1), answer: markdown })),
      }),
    ),
  }),
);

export type Article = z.infer<typeof articleSchema>;
export type CityGuide = z.infer<typeof cityGuideSchema>;
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type PageContent = z.infer<typeof pageSchema>;
export type HelpContent = z.infer<typeof helpSchema>;
export type Localization = Article['localizations'][number];

/** The CMS single types that are whole pages. */
export type PageType = 'about' | 'privacy' | 'terms' | 'accessibility';
