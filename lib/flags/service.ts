import 'server-only';
import { getDb } from '@/lib/db/client';
import { etagFor } from '@/lib/http/etag';
import { frontendTokens, knownEnvironments } from './config';
import { countsForKnownFlags, frontendToggle, keyEnvironment, metricsHour, requestEnvironment } from './frontend';
import { addFlagCounts, flagNamesIn, listEnabledFlags, listFlags, setFlagEnabled } from './repository';
import type { FeatureFlag, FlagContext, MetricsBody } from './schema';

/** The frontend API answer: the environment's enabled flags, serialised once so the ETag matches the bytes. */
export async function frontendAnswer(authorization: string | null, context: FlagContext): Promise<{ body: string; etag: string } | null> {
  const environment = requestEnvironment(authorization, context, frontendTokens());
  if (!environment) return null;
  const flags = await listEnabledFlags(await getDb(), environment);
  const body = JSON.stringify({ toggles: flags.map(frontendToggle) });
  return { body, etag: etagFor(body) };
}

/** Adds a browser's metrics report to the hour's counts; false for an unknown key. */
export async function recordMetrics(authorization: string | null, report: MetricsBody, now = new Date()): Promise<boolean> {
  const environment = keyEnvironment(authorization, frontendTokens());
  if (!environment) return false;
  const db = await getDb();
  const known = new Set(await flagNamesIn(db, environment));
  await addFlagCounts(db, environment, report.appName, metricsHour(now), countsForKnownFlags(report.bucket, known), now);
  return true;
}

export async function listTeamFlags(): Promise<FeatureFlag[]> {
  return listFlags(await getDb(), knownEnvironments());
}

export async function switchFlag(name: string, environment: string, enabled: boolean): Promise<void> {
  await setFlagEnabled(await getDb(), name, environment, enabled, new Date());
}
