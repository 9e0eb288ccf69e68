import { describe, expect, it } from 'vitest';
import { MAX_INVITEES } from '@/lib/viewings/rules';
import { viewingCreateSchema } from '@/lib/viewings/schema';

const base = { meetingLocation: 'Porten', slots: [{ date: '2031-05-13', fromTime: '10:00', toTime: '10:30', capacity: null }] };
const applicationId = '6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f';
const messages = (input: unknown) =>
  viewingCreateSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('viewingCreateSchema: applicants and waiting-list members', () => {
  it('needs at least one invitee of either kind', () => {
    expect(messages(base)).toEqual([['applicationIds', 'applicantsRequired']]);
    expect(messages({ ...base, applicationIds: [applicationId] })).toBeUndefined();
  });

  it('needs the home when only members are invited (the applications name it otherwise)', () => {
    expect(messages({ ...base, membershipIds: [7] })).toEqual([['homeId', 'homeRequired']]);
    expect(messages({ ...base, membershipIds: [7], homeId: 'LEJ-1' })).toBeUndefined();
    expect(messages({ ...base, membershipIds: [7], applicationIds: [applicationId] })).toBeUndefined();
  });

  it('takes membership ids as the console’s checkboxes send them, and refuses what names no row', () => {
    expect(viewingCreateSchema.parse({ ...base, membershipIds: ['7', 8], homeId: 42 }).membershipIds).toEqual([7, 8]);
    expect(viewingCreateSchema.safeParse({ ...base, membershipIds: ['x'], homeId: 42 }).success).toBe(false);
    expect(viewingCreateSchema.safeParse({ ...base, membershipIds: [0], homeId: 42 }).success).toBe(false);
  });

  it('counts both kinds against the limit of one invitation', () => {
    const half = Math.ceil(MAX_INVITEES / 2) + 1;
    const input = {
      ...base,
      applicationIds: Array.from({ length: half }, (_, i) => `6b2c1f8e-3a4d-4b5e-9f60-${String(i).padStart(12, '0')}`),
      membershipIds: Array.from({ length: half }, (_, i) => i + 1),
    };
    expect(messages(input)).toEqual([['membershipIds', 'tooManyInvitees']]);
  });
});

describe('viewingCreateSchema: who may book', () => {
  it('lets a viewing bookable by the members offered the home or through its link name nobody, with its home', () => {
    expect(messages({ ...base, bookableBy: 'link' })).toEqual([['homeId', 'homeRequired']]);
    expect(messages({ ...base, bookableBy: 'link', homeSlug: 'bolig-1' })).toBeUndefined();
    expect(messages({ ...base, bookableBy: 'offered', homeId: 12 })).toBeUndefined();
    expect(messages({ ...base, bookableBy: 'nobody', homeId: 12 })?.[0][0]).toBe('bookableBy');
  });

  it("takes the company's own home id alone only with its group's, as it is unique only within the group", () => {
    expect(messages({ ...base, bookableBy: 'link', homeId: 'LEJ-1' })).toEqual([['groupId', 'homeRequired']]);
    expect(messages({ ...base, bookableBy: 'link', homeId: 'LEJ-1', groupId: 'EJD-7' })).toBeUndefined();
  });
});
