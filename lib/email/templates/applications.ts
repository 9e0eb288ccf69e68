import { z } from 'zod';
import type { Household } from '@/lib/accounts/profile-schema';
import { incomeBands, occupations } from '@/lib/db/schema/profiles';
import { httpUrl, personName, required, optional, mail, letter, blocks, button, details, quote, type Translate } from './kit';

const applicationReceipt = mail(z.object({ name: personName, address: required(300), url: httpUrl }), (t, data) =>
  letter(t, data.name, t('applicationReceipt.subject', { address: data.address }), [
    t('applicationReceipt.intro', { address: data.address }),
    button(t('applicationReceipt.action'), data.url),
    t('applicationReceipt.next'),
  ]),
);

/** A landlord's step on an application: what happened, their words if they wrote any, the way to it. */
const applicationUpdate = mail(
  z.object({
    name: personName,
    address: required(300),
    company: required(200),
    url: httpUrl,
    status: z.enum(['seen', 'declined', 'withdrawnByLandlord']),
    landlordMessage: optional(2_000).optional(),
  }),
  (t, data) => {
    const k = `applicationUpdate.${data.status}` as const;
    const values = { address: data.address, company: data.company };
    return letter(t, data.name, t(`${k}.subject`, values), [
      t(`${k}.intro`, values),
      data.landlordMessage ? quote(t('applicationUpdate.landlordMessage', values), data.landlordMessage) : false,
      button(t('applicationUpdate.action'), data.url),
      t('applicationUpdate.settings'),
    ]);
  },
);

/**
 * The household of the applicant's profile as it is stored (the profile's form checks its rules);
 * mail sits below the accounts area, so it reads the stored values, not the form's schema.
 */
const storedHousehold = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.boolean(),
  occupation: z.enum(occupations).nullable(),
  incomeBand: z.enum(incomeBands).nullable(),
  moveInDate: z.iso.date().nullable(),
}) satisfies z.ZodType<Household>;

/** The applicant profile as the landlord reads it; what the person left open says "not given". */
function householdRows(t: Translate, household: Household, notGiven: string) {
  const k = 'externalApplicationNotice.household';
  return [
    { label: t(`${k}.people`), value: t(`${k}.peopleValue`, { adults: household.adults, children: household.children }) },
    { label: t(`${k}.pets`), value: t(household.pets ? `${k}.yes` : `${k}.no`) },
    { label: t(`${k}.occupation`), value: household.occupation ? t(`${k}.occupations.${household.occupation}`) : notGiven },
    { label: t(`${k}.income`), value: household.incomeBand ? t(`${k}.incomeBands.${household.incomeBand}`) : notGiven },
    { label: t(`${k}.moveIn`), value: household.moveInDate ?? notGiven },
  ];
}

const externalApplicationNotice = mail(
  z.object({
    company: required(200),
    applicantName: required(200),
    applicantEmail: required(320),
    applicantPhone: optional(50),
    message: optional(20_000),
    address: required(300),
    household: storedHousehold.optional(),
  }),
  (t, data, brand) => {
    const notGiven = t('externalApplicationNotice.notGiven');
    return {
      subject: t('externalApplicationNotice.subject', { address: data.address, applicantName: data.applicantName }),
      blocks: blocks([
        t('externalApplicationNotice.greeting', { company: data.company }),
        t('externalApplicationNotice.intro', { applicantName: data.applicantName, address: data.address, brand }),
        details([
          { label: t('externalApplicationNotice.name'), value: data.applicantName },
          { label: t('externalApplicationNotice.email'), value: data.applicantEmail },
          { label: t('externalApplicationNotice.phone'), value: data.applicantPhone || notGiven },
          ...(data.household ? householdRows(t, data.household, notGiven) : []),
        ]),
        quote(t('externalApplicationNotice.message'), data.message || notGiven),
        t('externalApplicationNotice.reason', { company: data.company, brand }),
      ]),
    };
  },
);

export const applicationsMails = { applicationReceipt, applicationUpdate, externalApplicationNotice };
