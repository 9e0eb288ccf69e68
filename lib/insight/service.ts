import 'server-only';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/errors/domain-error';
import { selectCompanyGroup, selectCompanyGroups, selectInsightFigures } from './repository';
import type { InsightFigures, InsightGroup, InsightQuery } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's groups, for choosing one; the overview names a group by its slug. */
export async function insightGroupsOf(companyId: number): Promise<InsightGroup[]> {
  return selectCompanyGroups(await getDb(), companyId);
}

/**
 * The overview of the company, or of one of its groups, over the `period` days before `now`: what
 * the console shows and the provider API answers, from the same query. A group that is not the
 * company's is a 404, as if it did not exist.
 */
export async function companyInsight(companyId: number, query: InsightQuery, now: Date = new Date()): Promise<InsightFigures> {
  const db = await getDb();
  const group = query.group === undefined ? null : await selectCompanyGroup(db, companyId, query.group);
  if (query.group !== undefined && !group) throw new DomainError('NotFound', 'notFound');
  const since = new Date(now.getTime() - query.period * DAY_MS);
  const figures = await selectInsightFigures(db, { companyId, groupId: group?.id ?? null, since, now });
  return {
    period: query.period,
    from: since.toISOString(),
    to: now.toISOString(),
    group: group ? { slug: group.slug, name: group.name } : null,
    ...figures,
  };
}
