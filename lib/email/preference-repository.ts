import { eq } from 'drizzle-orm';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import type { Db } from '@/lib/db/types';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './preferences';

/* The only ORM code of the notification preferences; callers get and give plain DTOs. */

export async function findNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const { applicationUpdates, offers, viewingInvitations, savedSearchAlerts, waitingListNews, messages, newsletters } = row;
  return { applicationUpdates, offers, viewingInvitations, savedSearchAlerts, waitingListNews, messages, newsletters };
}

export async function upsertNotificationPreferences(db: Db, userId: string, preferences: NotificationPreferences): Promise<void> {
  const values = { ...preferences, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}
