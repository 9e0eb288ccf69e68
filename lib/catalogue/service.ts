import 'server-only';
import { getDb } from '@/lib/db/client';
import type { PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { PropertyCard } from '@/lib/search/schema';
import { findCompanyBySlug, findGroupBySlug, findGroupRecordBySlug, findImageTexts, findPropertyRecordBySlug } from './repository';
import { countHomes, findHomeCards, findPublicGroupCards, findHomeStats, type CardRow } from './listing-repository';
import { setGroupPublicationStatus } from './publication-repository';
import { announceGroupChanges } from './write-service';
import { applyStateOf, costsOf } from './rules';
import type {
  CompanyDetails,
  CompanyPage,
  GalleryImage,
  GroupDetails,
  GroupPage,
  GroupRecord,
  HomeStats,
  PropertyPage,
  PublicCompany,
} from './schema';
import { isInScope, listedAvailabilities, visibilityOf, wholePlatform, type CompanyScope, type Visibility } from './visibility';

const GROUP_HOMES_LIMIT = 60;
const OTHER_HOMES_LIMIT = 6;
const COMPANY_HOMES_LIMIT = 24;
const EMBED_HOMES_LIMIT = 60;
const noHomes: HomeStats = { homes: 0, available: 0, minRent: null, maxRent: null, minSize: null, maxSize: null };

/** Only web addresses are linked: anything else (`javascript:` and the like) is dropped. */
function publicWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function toPublicCompany({ id: _id, ...company }: CompanyDetails): PublicCompany {
  return { ...company, website: publicWebsite(company.website) };
}

function toGroupDetails({ id: _id, imageIds: _images, company, ...group }: GroupRecord): GroupDetails {
  return { ...group, company: toPublicCompany(company) };
}

/** Alt texts in the page's language, for public images only: a private picture is never linked. */
async function altTexts(db: Db, ids: number[], locale: Locale): Promise<Map<number, string>> {
  const texts = await findImageTexts(db, ids);
  return new Map([...texts].map(([id, text]) => [id, locale === 'da-DK' ? text.altDa : text.altEn]));
}

async function gallery(db: Db, locale: Locale, photos: number[], floorPlan: number | null): Promise<GalleryImage[]> {
  const ids = floorPlan ? [...photos, floorPlan] : photos;
  const alts = await altTexts(db, ids, locale);
  return ids.flatMap((id) => {
    const alt = alts.get(id);
    return alt === undefined ? [] : [{ id, alt, isFloorPlan: id === floorPlan }];
  });
}

async function homeCards(db: Db, rows: Promise<CardRow[]>, locale: Locale): Promise<PropertyCard[]> {
  const cards = await rows;
  const alts = await altTexts(
    db,
    cards.flatMap((c) => (c.imageId ? [c.imageId] : [])),
    locale,
  );
  return cards.map((card) => {
    const imageAlt = card.imageId ? alts.get(card.imageId) : undefined;
    return { ...card, imageId: imageAlt === undefined ? null : card.imageId, imageAlt: imageAlt ?? '' };
  });
}

function groupHomes(db: Db, group: GroupRecord, limit: number, locale: Locale) {
  return homeCards(db, findHomeCards(db, { groupId: group.id }, listedAvailabilities, limit), locale);
}

export async function getCompany(slug: string): Promise<PublicCompany | null> {
  const company = await findCompanyBySlug(await getDb(), slug);
  return company && toPublicCompany(company);
}

/** A group at its public path: PUBLISHED or WAITING_LIST only. */
export async function getPublicGroup(slug: string) {
  const group = await findGroupBySlug(await getDb(), slug);
  return group && visibilityOf(group.publicationStatus) === 'public' ? group : null;
}

/** A group at its share link (`/ejendom/shared/{slug}`): SHAREABLE only, never indexed. */
export async function getShareableGroup(slug: string) {
  const group = await findGroupBySlug(await getDb(), slug);
  return group && visibilityOf(group.publicationStatus) === 'shareable' ? group : null;
}

/**
 * Everything a group's page shows, when the group may be seen at that path (`public` or `shareable`)
 * and its company is one the host shows (`hostScope`: a white-label host opens only its own).
 */
export async function getGroupPage(
  slug: string,
  path: Exclude<Visibility, 'hidden'>,
  locale: Locale,
  hostScope: CompanyScope = wholePlatform,
): Promise<GroupPage | null> {
  const db = await getDb();
  const group = await findGroupRecordBySlug(db, slug);
  if (!group || visibilityOf(group.publicationStatus) !== path || !isInScope(hostScope, group.company.id)) return null;
  const [images, homes, stats] = await Promise.all([
    gallery(db, locale, group.imageIds, null),
    groupHomes(db, group, GROUP_HOMES_LIMIT, locale),
    findHomeStats(db, [group.id], listedAvailabilities),
  ]);
  return { ...toGroupDetails(group), images, homes, stats: stats.get(group.id) ?? noHomes };
}

/**
 * A home is reachable when its group is, on a host that shows its company (`hostScope`); its gallery
 * is its photos, the group's, then the floor plan.
 */
export async function getVisibleProperty(
  slug: string,
  locale: Locale = defaultLocale,
  hostScope: CompanyScope = wholePlatform,
): Promise<PropertyPage | null> {
  const db = await getDb();
  const found = await findPropertyRecordBySlug(db, slug);
  if (!found || !isInScope(hostScope, found.group.company.id)) return null;
  const { property, group } = found;
  const visibility = visibilityOf(group.publicationStatus);
  if (visibility === 'hidden') return null;
  const { id, groupId: _groupId, imageIds, floorPlanImageId, ...fields } = property;
  const [images, others] = await Promise.all([
    gallery(db, locale, [...imageIds, ...group.imageIds], floorPlanImageId),
    groupHomes(db, group, OTHER_HOMES_LIMIT + 1, locale),
  ]);
  return {
    ...fields,
    images,
    costs: costsOf(property),
    applyState: applyStateOf(property.availability, group.publicationStatus),
    indexable: visibility === 'public',
    group: toGroupDetails(group),
    otherHomes: others.filter((home) => home.id !== id).slice(0, OTHER_HOMES_LIMIT),
  };
}

/**
 * A landlord with its public groups and its newest listed homes; shareable and hidden groups never
 * show. Null for an unknown company, or one outside `hostScope`.
 */
export async function getCompanyPage(slug: string, locale: Locale, hostScope: CompanyScope = wholePlatform): Promise<CompanyPage | null> {
  const db = await getDb();
  const company = await findCompanyBySlug(db, slug);
  if (!company || !isInScope(hostScope, company.id)) return null;
  const scope = { companyId: company.id };
  const [groupRows, homes, homesTotal] = await Promise.all([
    findPublicGroupCards(db, company.id),
    homeCards(db, findHomeCards(db, scope, listedAvailabilities, COMPANY_HOMES_LIMIT), locale),
    countHomes(db, scope, listedAvailabilities),
  ]);
  const [stats, alts] = await Promise.all([
    findHomeStats(
      db,
      groupRows.map((g) => g.id),
      listedAvailabilities,
    ),
    altTexts(
      db,
      groupRows.flatMap((g) => (g.imageId ? [g.imageId] : [])),
      locale,
    ),
  ]);
  const groups = groupRows.map(({ id, imageId, ...group }) => {
    const imageAlt = imageId ? alts.get(imageId) : undefined;
    return { ...group, imageId: imageAlt === undefined ? null : imageId, imageAlt: imageAlt ?? '', stats: stats.get(id) ?? noHomes };
  });
  return { company: toPublicCompany(company), groups, homes, homesTotal };
}

/**
 * The homes a landlord shows on its own site: available now or soon, from its public groups.
 * Null for an unknown company, or one outside `hostScope` (a white-label host embeds only its own).
 */
export async function getEmbeddedListing(slug: string, locale: Locale, hostScope: CompanyScope) {
  const db = await getDb();
  const company = await findCompanyBySlug(db, slug);
  if (!company || !isInScope(hostScope, company.id)) return null;
  const scope = { companyId: company.id };
  const availableNow = ['available'] as const;
  const [homes, total] = await Promise.all([
    homeCards(db, findHomeCards(db, scope, availableNow, EMBED_HOMES_LIMIT), locale),
    countHomes(db, scope, availableNow),
  ]);
  return { company: { slug: company.slug, name: company.name }, homes, total };
}

/** Support's switch (`npm run group-status`): a group's publication status, and with it its homes' visibility. False for an unknown slug. */
export async function setGroupStatusBySlug(slug: string, status: PublicationStatus): Promise<boolean> {
  const db = await getDb();
  const group = await findGroupBySlug(db, slug);
  if (!group || !(await setGroupPublicationStatus(db, group.id, status))) return false;
  await announceGroupChanges({ slug: group.slug, citySlug: group.citySlug, companySlug: group.company.slug });
  return true;
}
