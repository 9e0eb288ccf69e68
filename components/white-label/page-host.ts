import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { companyScopeOf } from '@/lib/white-label/rules';
import { getWhiteLabelConfig } from '@/lib/white-label/service';

/** The config of the host the page is rendered for, read once per render. */
export const pageWhiteLabel = cache(async () => getWhiteLabelConfig((await headers()).get('host')));

/** The companies the page's host shows: every list on the page (search, towns, waiting lists, embed) takes it. */
export async function pageCompanyScope() {
  return companyScopeOf(await pageWhiteLabel());
}
