import type { ContractSummary, ContractTenantSummary, LandlordOffer, OfferCreate } from './schema';

/* Examples for the provider API's reference page and OpenAPI document; typed, so they keep the answers' shape. */

export const offerCreateExample: OfferCreate = {
  applicationIds: ['6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f'],
  monthlyRent: 11950,
  deposit: 35850,
  moveInDate: '2027-02-01',
  deadline: '2026-12-04T12:00:00+01:00',
};

export const offerExample: LandlordOffer = {
  id: '0d3e5c1a-7b2f-4e8d-9a6c-1f2e3d4c5b6a',
  applicationId: '6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f',
  applicant: { name: 'Ida Holm', email: 'ida@example.dk' },
  home: {
    slug: 'havnegade-12-2-tv-aarhus',
    externalId: 'LEJ-1001-21',
    groupExternalId: 'EJD-1001',
    address: 'Havnegade 12, 2. tv., 8000 Aarhus C',
  },
  monthlyRent: 11950,
  aconto: 850,
  deposit: 35850,
  prepaidRent: 11950,
  wastewaterCost: 0,
  moveInDate: '2027-02-01',
  deadline: '2026-12-04T11:00:00.000Z',
  answer: 'interested',
  answeredAt: '2026-11-28T18:02:00.000Z',
  binding: false,
  contractTenantId: null,
  createdAt: '2026-11-27T09:00:00.000Z',
};

export const contractExample: ContractSummary = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  tenantId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  version: 1,
  status: 'awaitingSignature',
  fileName: 'lejekontrakt-havnegade-12-v1.pdf',
  byteSize: 184_233,
  sha256: '3f0c9a1e5b7d2c4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e',
  createdAt: '2026-12-05T10:00:00.000Z',
  signature: null,
};

export const externalTenantExample = {
  name: 'Karl Jensen',
  email: 'karl@example.dk',
  phone: '+45 20 30 40 50',
  groupId: 'EJD-1001',
  homeId: 'LEJ-1001-21',
  locale: 'da-DK',
};

export const contractTenantExample: ContractTenantSummary = {
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  name: 'Karl Jensen',
  email: 'karl@example.dk',
  phone: '+45 20 30 40 50',
  external: true,
  offerId: null,
  home: { slug: 'havnegade-12-2-tv-aarhus', address: 'Havnegade 12, 2. tv., 8000 Aarhus C' },
  contracts: [contractExample],
  createdAt: '2026-12-05T09:58:00.000Z',
};
