// Run by scripts/e2e.mjs after seeding and before the server starts (PGlite allows one process):
// records real slugs of the demo data for the browser tests.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { connect, dataDir } from '@/lib/db/connect';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';

const handle = await connect({});
const { db } = handle;
async function groupWith(status: PublicationStatus) {
  const [row] = await db.select({ slug: propertyGroups.slug, id: propertyGroups.id }).from(propertyGroups).where(eq(propertyGroups.publicationStatus, status)).orderBy(asc(propertyGroups.id)).limit(1);
  return row;
}
const published = await groupWith(PublicationStatus.PUBLISHED);
const [property] = await db.select({ slug: properties.slug }).from(properties).where(eq(properties.groupId, published.id)).limit(1);
const [company] = await db.select({ slug: companies.slug }).from(companies).orderBy(asc(companies.id)).limit(1);
const fixtures = {
  publishedGroup: published.slug,
  waitingListGroup: (await groupWith(PublicationStatus.WAITING_LIST)).slug,
  shareableGroup: (await groupWith(PublicationStatus.SHAREABLE)).slug,
  unpublishedGroup: (await groupWith(PublicationStatus.UNPUBLISHED)).slug,
  property: property.slug,
  company: company.slug,
};
writeFileSync(path.join(dataDir(), 'fixtures.json'), JSON.stringify(fixtures, null, 2));
await handle.close();
console.log('e2e fixtures:', fixtures);
