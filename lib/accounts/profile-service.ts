import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import type { SessionUser } from './session';
import type { ApplicantProfile, NotificationPreferences } from './profile-schema';
import {
  findApplicantProfile,
  findNotificationPreferences,
  upsertApplicantProfile,
  upsertNotificationPreferences,
} from './profile-repository';

/*
 * Every function takes the session user, never an id from the client: a person can only ever read
 * or change their own profile and preferences (no IDOR). The readers take the caller's transaction
 * when there is one: an application snapshots the profile, a queued mail checks the preferences.
 */

type Owner = Pick<SessionUser, 'id'>;

export async function getApplicantProfile(user: Owner, db?: Db): Promise<ApplicantProfile> {
  return findApplicantProfile(db ?? (await getDb()), user.id);
}

export async function saveApplicantProfile(user: Owner, profile: ApplicantProfile): Promise<ApplicantProfile> {
  const db = await getDb();
  await upsertApplicantProfile(db, user.id, profile);
  return findApplicantProfile(db, user.id);
}

export async function getNotificationPreferences(user: Owner, db?: Db): Promise<NotificationPreferences> {
  return findNotificationPreferences(db ?? (await getDb()), user.id);
}

export async function saveNotificationPreferences(user: Owner, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const db = await getDb();
  await upsertNotificationPreferences(db, user.id, preferences);
  return findNotificationPreferences(db, user.id);
}
