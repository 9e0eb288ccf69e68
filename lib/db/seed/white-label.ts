import { asc } from 'drizzle-orm';
import { companies } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { upsert } from '@/lib/white-label/repository';

/** The demo white-label host (Chromium resolves *.localhost to loopback). */
export async function seedWhiteLabel(db: Db) {
  const [company] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(1);
  await upsert(db, {
    host: 'whitelabel.localhost',
    name: company.name,
    isWhiteLabel: true,
    defaultPage: `/virksomhed/${company.slug}`,
    theme: {
      faviconUrl: '/favicon-whitelabel.svg',
      colors: { primary: '#7a1f5c', headerBg: '#4a1238', headerText: '#ffffff', secondary: '#ffd166', footerBg: '#2b0a20' },
    },
    companyIds: [company.id],
    showWholePlatform: true,
    // The white-label site itself, and the demo landlord's own site: any page with the embed snippet
    // served at http://udlejer.localhost:4000 (docs/white-label.md, "The embed on landlords' sites"); the browser tests pose as it.
    embedOrigins: ['http://whitelabel.localhost:3000', 'http://udlejer.localhost:4000'],
  });
}
