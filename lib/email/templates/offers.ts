import { z } from 'zod';
import { httpUrl, personName, required, mail, paragraph, greeting } from './kit';

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
    return {
      subject: t(`propertyOffer.${data.kind}.subject`, values),
      blocks: [
        greeting(t, data.name),
        paragraph(t(`propertyOffer.${data.kind}.intro`, values)),
        paragraph(t('propertyOffer.terms', data)),
        paragraph(t('propertyOffer.deadline', { deadline: data.deadline })),
        { kind: 'button', label: t('propertyOffer.action'), url: data.url },
        paragraph(t('preferenceFooter')),
      ],
    };
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
  (t, data) => ({
    subject: t('contractForSignature.subject', { address: data.address }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('contractForSignature.intro', { address: data.address, company: data.company, version: data.version })),
      paragraph(t('contractForSignature.hash', { sha256: data.sha256 })),
      { kind: 'button', label: t('contractForSignature.action'), url: data.url },
      paragraph(t('contractForSignature.expires', { expires: data.expires })),
    ],
  }),
);

const contractSigned = mail(z.object({ name: personName, address: required(300), company: required(200), url: httpUrl }), (t, data) => ({
  subject: t('contractSigned.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('contractSigned.intro', { address: data.address, company: data.company })),
    { kind: 'button', label: t('contractSigned.action'), url: data.url },
  ],
}));

export const offersMails = { propertyOffer, contractForSignature, contractSigned };
