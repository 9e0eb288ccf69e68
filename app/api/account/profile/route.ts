import { APPLICANT_PROFILE_MESSAGES, applicantProfileSchema } from '@/lib/accounts/profile-schema';
import { getApplicantProfile, saveApplicantProfile } from '@/lib/accounts/profile-service';
import { route } from '@/lib/handlers/route';

/** The session user's own applicant profile; no user id is ever taken from the request. */
export const GET = route({ auth: 'required' }, async ({ user }) => getApplicantProfile(user));

export const PUT = route({ auth: 'required', body: applicantProfileSchema, messages: APPLICANT_PROFILE_MESSAGES }, async ({ user, body }) =>
  saveApplicantProfile(user, body),
);
