import { getNotificationPreferences, saveNotificationPreferences } from '@/lib/email/preference-service';
import { notificationPreferencesSchema } from '@/lib/email/preferences';
import { route } from '@/lib/handlers/route';

/** The session user's own e-mail preferences; no user id is ever taken from the request. */
export const GET = route({ auth: 'required' }, async ({ user }) => getNotificationPreferences(user));

export const PUT = route({ auth: 'required', body: notificationPreferencesSchema }, async ({ user, body }) =>
  saveNotificationPreferences(user, body),
);
