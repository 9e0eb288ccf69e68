import 'server-only';
import { listEntries } from '@/lib/content/collections';
import { getGeneral, getHelp, getPage } from '@/lib/content/service';
import { getDb } from '@/lib/db/client';
import type { RequestSite } from '@/lib/http/request-site';
import { siteUrl } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/white-label/service';
import type { SocialImage } from './open-graph';
import { robotsRules } from './robots';
import { buildSitemapIndex, openSitemapFile, type CmsSingleType, type SitemapSources } from './sitemap';

/** A missing or broken single type must not take the sitemap down: its page just has no lastmod. */
async function singleUpdatedAt(type: CmsSingleType, locale: Locale): Promise<string | null> {
  const entry = await (type === 'help' ? getHelp(locale) : getPage(type, locale)).catch(() => null);
  return entry?.updatedAt ?? null;
}

async function sources(): Promise<SitemapSources> {
  return { db: await getDb(), listEntries, singleUpdatedAt, origin: siteUrl() };
}

export async function getSitemapIndex(): Promise<string> {
  return buildSitemapIndex(await sources());
}

export async function getSitemapFile(fileName: string): Promise<AsyncIterable<string> | null> {
  return openSitemapFile(await sources(), fileName);
}

/** robots.txt for the requesting host: a white-label host points crawlers at its own sitemap URL. */
export async function getRobots(site: RequestSite) {
  return robotsRules(new URL('/sitemap.xml', await publicOrigin(site)).href);
}

const FALLBACK_IMAGE = { url: '/social-default.png', width: 1200, height: 630 } as const;

/**
 * The default social image with its alt text from the CMS. Without the CMS the image still goes
 * out (alt = site name): a broken link preview is worse than a plain alt text.
 */
export async function getDefaultSocialImage(locale: Locale, siteName: string): Promise<SocialImage> {
  try {
    return (await getGeneral(locale)).defaultSocialImage;
  } catch (error) {
    console.error('CMS general block unavailable; default social image without its alt text', error);
    return { ...FALLBACK_IMAGE, alt: siteName };
  }
}
