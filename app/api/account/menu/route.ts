import { route } from '@/lib/handlers/route';
import type { MenuSummary } from '@/lib/home-base/schema';
import { menuSummary } from '@/lib/home-base/service';

/** The user menu's badge (things waiting for the person's answer) and whether it links the console. */
export const GET = route({ auth: 'required' }, ({ user }): Promise<MenuSummary> => menuSummary(user));
