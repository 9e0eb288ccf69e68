import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/** An offer, or the reminder 24 h before its deadline: the terms in short, the deadline and that it binds after it. */
const propertyOffer = mail(
  z.object({
    kind: z.enum(['offer', 'reminder']),
    name: personName,
    address: required(300),
    company: required(200),
    deadline: required(100),
    /** The offer's own terms, formatted: the same figures as its page. */
    moveIn: required(100),
    rent: required(20),
    aconto: required(20),
    deposit: required(20),
    prepaidRent: required(20),
    moveInTotal: required(20),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { address: data.address, company: data.company };
    return letter(t, data.name, t(`propertyOffer.${data.kind}.subject`, values), [
      t(`propertyOffer.${data.kind}.intro`, values),
      t('propertyOffer.terms', data),
      t('propertyOffer.deadline', { deadline: data.deadline }),
      button(t('propertyOffer.action'), data.url),
      t('preferenceFooter'),
    ]);
  },
);

/** The lease to sign: who sent it, its fingerprint (the same the page shows) and the link. */
const contractForSignature = mail(
  z.object({
    name: personName,
    address: required(300),
    company: required(200),
    version: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    expires: required(100),
    url: httpUrl,
  }),
  (t, data) =>
    letter(t, data.name, t('contractForSignature.subject', { address: data.address }), [
      t('contractForSignature.intro', { address: data.address, company: data.company, version: data.version }),
      t('contractForSignature.hash', { sha256: data.sha256 }),
      button(t('contractForSignature.action'), data.url),
      t('contractForSignature.expires', { expires: data.expires }),
    ]),
);

const contractSigned = mail(z.object({ name: personName, address: required(300), company: required(200), url: httpUrl }), (t, data) =>
  letter(t, data.name, t('contractSigned.subject', { address: data.address }), [
    t('contractSigned.intro', { address: data.address, company: data.company }),
    button(t('contractSigned.action'), data.url),
  ]),
);

export const offersMails = { propertyOffer, contractForSignature, contractSigned };
