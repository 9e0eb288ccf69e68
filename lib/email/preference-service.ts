import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { findNotificationPreferences, upsertNotificationPreferences } from './preference-repository';
import type { NotificationPreferences } from './preferences';

/*
 * Both take the session user, never an id from the client: a person reads and changes only their own
 * switches. The reader takes the caller's transaction when there is one (a queued mail checks them).
 */

type Owner = Pick<SessionUser, 'id'>;

export async function getNotificationPreferences(user: Owner, db?: Db): Promise<NotificationPreferences> {
  return findNotificationPreferences(db ?? (await getDb()), user.id);
}

export async function saveNotificationPreferences(user: Owner, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const db = await getDb();
  await upsertNotificationPreferences(db, user.id, preferences);
  return findNotificationPreferences(db, user.id);
}
