'use server';

import { revalidatePath } from 'next/cache';
import { notFound } from 'next/navigation';
import { isFlagsPageEnabled, isSwitchableEnvironment } from '@/lib/flags/config';
import { isFlagName } from '@/lib/flags/names';
import { flagSwitchSchema } from '@/lib/flags/schema';
import { refreshServerFlags } from '@/lib/flags/server-client';
import { switchFlag } from '@/lib/flags/service';

/**
 * The /dev/flags buttons. Next refuses a server action whose Origin is not this host (CSRF). Its id is
 * in the page's script for anyone to read: where the page is off, and for anything its buttons do not
 * send, the action answers 404 like the page, not the 500 Next.js gives an action that throws.
 */
export async function switchFlagAction(form: FormData): Promise<void> {
  if (!isFlagsPageEnabled() || !(form instanceof FormData)) notFound();
  const parsed = flagSwitchSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || !isFlagName(parsed.data.name) || !isSwitchableEnvironment(parsed.data.environment)) notFound();
  const { name, environment, enabled } = parsed.data;
  await switchFlag(name, environment, enabled);
  // This node's pages follow at once; the other nodes' at their next refresh.
  await refreshServerFlags();
  revalidatePath('/dev/flags');
}
