'use server';

import { revalidatePath } from 'next/cache';
import { isFlagsPageEnabled, isSwitchableEnvironment } from '@/lib/flags/config';
import { isFlagName } from '@/lib/flags/names';
import { flagSwitchSchema } from '@/lib/flags/schema';
import { switchFlag } from '@/lib/flags/service';

/** The /dev/flags buttons. Next refuses a server action whose Origin is not this host (CSRF). */
export async function switchFlagAction(form: FormData): Promise<void> {
  if (!isFlagsPageEnabled()) throw new Error('The flags page is disabled here');
  const { name, environment, enabled } = flagSwitchSchema.parse(Object.fromEntries(form));
  if (!isFlagName(name) || !isSwitchableEnvironment(environment))
    throw new Error('Unknown flag, or an environment this page may not switch');
  await switchFlag(name, environment, enabled);
  revalidatePath('/dev/flags');
}
