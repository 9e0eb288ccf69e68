import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import type { SessionUser } from './session';
import type { ApplicantProfile } from './profile-schema';
import { findApplicantProfile, upsertApplicantProfile } from './profile-repository';

/*
 * Every function takes the session user, never an id from the client: a person can only ever read
 * or change their own profile (no IDOR). The reader takes the caller's transaction when there is
 * one: an application snapshots the profile.
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
