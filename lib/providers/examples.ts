import type { ApplicationEvent, LandlordApplication } from '@/lib/applications/schema';
import type { AuditPage } from '@/lib/audit/schema';
import type { CompanyGroup, CompanyImage } from '@/lib/catalogue/write-schema';

/* Examples for the reference page and the OpenAPI document; typed, so they keep the answers' shape. */

const group: CompanyGroup = {
  externalId: 'EJD-1001',
  slug: 'havnehusene-aarhus',
  name: 'Havnehusene',
  street: 'Havnegade 12',
  postcode: '8000',
  district: 'Aarhus C',
  city: 'Aarhus',
  publicationStatus: 'UNPUBLISHED',
  hasWaitingList: false,
  waitingListRequiresMitid: false,
  isNewBuild: true,
  imageIds: [4101, 4102],
  homes: [
    {
      externalId: 'LEJ-1001-21',
      slug: 'havnegade-12-2-tv-aarhus',
      street: 'Havnegade 12',
      floorDoor: '2. tv.',
      rooms: 3,
      sizeM2: 82,
      monthlyRent: 11950,
      deposit: 35850,
      prepaidRent: 11950,
      aboveLegalCap: [],
      availability: 'available',
      vacancyDate: '2027-01-01',
      imageIds: [4103],
      floorPlanImageId: 4104,
    },
  ],
};

const application: LandlordApplication = {
  id: '6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f',
  status: 'sent',
  active: true,
  external: false,
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  home: {
    slug: 'havnegade-12-2-tv-aarhus',
    externalId: 'LEJ-1001-21',
    groupExternalId: 'EJD-1001',
    address: 'Havnegade 12, 2. tv., 8000 Aarhus C',
  },
  applicant: {
    name: 'Ida Holm',
    email: 'ida@example.dk',
    phone: '+45 20 30 40 50',
    message: 'Vi er to voksne og en kat.',
    household: { adults: 2, children: 0, pets: true, occupation: 'employed', incomeBand: '30to40k', moveInDate: '2027-01-01' },
    mitidVerifiedAt: '2026-11-18T19:02:00.000Z',
  },
};

const image: CompanyImage = {
  id: 4103,
  url: '/api/image/find-public/4103?aspectRatio=4:3&width=960',
  contentType: 'image/jpeg',
  width: 4000,
  height: 3000,
  byteSize: 2_481_337,
  alt: 'Stuen med altan mod syd',
  altEn: 'The living room with a south-facing balcony',
};

export const examples = {
  group,
  image,
  application,
  events: [{ status: 'sent', at: '2026-11-20T09:15:00.000Z', landlordMessage: null }] satisfies ApplicationEvent[],
  groupWrite: {
    name: 'Havnehusene',
    street: 'Havnegade 12',
    postcode: '8000',
    description: 'Nye rækkehuse ved havnen.',
    isNewBuild: true,
    hasWaitingList: false,
    waitingListYearlyFee: 0,
    waitingListRequiresMitid: false,
  },
  homeWrite: {
    floorDoor: '2. tv.',
    type: 'apartment',
    rooms: 3,
    sizeM2: 82,
    monthlyRent: 11950,
    aconto: 850,
    deposit: 35850,
    prepaidRent: 11950,
    availability: 'available',
    vacancyDate: '2027-01-01',
    energyLabel: 'A2020',
    petsAllowed: true,
    balconies: 1,
    balconyOrientation: 5,
    parking: 3,
    evCharger: 3,
    fixtures: ['dishwasher', 'washerDryer', 'fridgeFreezer'],
    descriptionHeadline: 'Lys treværelses med altan mod syd',
    description: 'Nyopført lejlighed med udsigt over havnen.',
  },
};

/** A page of the audit log as GET /audit-log answers it. */
export const auditPageExample: AuditPage = {
  items: [
    {
      id: 4211,
      at: '2026-11-27T09:14:03.000Z',
      actor: { kind: 'member', ref: 'user:Xq3v9LmP2sT8', name: 'Karen Udlejer' },
      action: 'waitingList.awarded',
      subject: { type: 'waitingListOffer', id: '57', tenantRef: 'b1f0c2de-93aa-4c1e-8d7e-2f1a0b9c6d41' },
      detail: {
        address: 'Testvej 1, 2. th., 8000 Aarhus C',
        recipientId: 89,
        position: 2,
        firstEligibleYes: false,
        firstEligibleRecipientId: 88,
        reason: 'Nr. 1 kan først flytte ind om et halvt år.',
      },
      ip: '198.51.100.7',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/132.0',
    },
  ],
  nextCursor: '4210',
};
