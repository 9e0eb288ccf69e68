import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { applicantProfiles } from '@/lib/db/schema/profiles';
import {
  DEFAULT_APPLICANT_PROFILE,
  incomeBands,
  occupations,
  type ApplicantProfile,
  type IncomeBand,
  type Occupation,
} from './profile-schema';

/* The only ORM code of profiles; callers get and give plain DTOs. */

const asOccupation = (v: string | null): Occupation | null =>
  (occupations as readonly string[]).includes(v ?? '') ? (v as Occupation) : null;
const asIncomeBand = (v: string | null): IncomeBand | null =>
  (incomeBands as readonly string[]).includes(v ?? '') ? (v as IncomeBand) : null;

export async function findApplicantProfile(db: Db, userId: string): Promise<ApplicantProfile> {
  const [row] = await db.select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId));
  if (!row) return { ...DEFAULT_APPLICANT_PROFILE };
  return {
    adults: row.adults,
    children: row.children,
    pets: row.pets,
    occupation: asOccupation(row.occupation),
    incomeBand: asIncomeBand(row.incomeBand),
    moveInDate: row.moveInDate,
    introduction: row.introduction,
  };
}

export async function upsertApplicantProfile(db: Db, userId: string, profile: ApplicantProfile): Promise<void> {
  const values = { ...profile, updatedAt: new Date() };
  await db
    .insert(applicantProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: applicantProfiles.userId, set: values });
}
