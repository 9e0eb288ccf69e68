import { notificationPreferencesSchema } from '@/lib/accounts/profile-schema';
import { getNotificationPreferences, saveNotificationPreferences } from '@/lib/accounts/profile-service';
import { route } from '@/lib/handlers/route';

/** The session user's own e-mail preferences; no user id is ever taken from the request. */
export const GET = route({ auth: 'required' }, async ({ user }) => getNotificationPreferences(user));

export const PUT = route({ auth: 'required', body: notificationPreferencesSchema }, async ({ user, body }) =>
  saveNotificationPreferences(user, body),
);
