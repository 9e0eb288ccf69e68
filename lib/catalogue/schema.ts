/*
 * The catalogue's values and shapes for code outside the database layer: components and other
 * areas take them from here, never from lib/db or a repository.
 */
import type {
  Availability,
  Certification,
  EnergyLabel,
  EvCharger,
  Fixture,
  OnlyFor,
  Orientation,
  Parking,
  PropertyType,
  PublicationStatus,
  RentalPeriod,
} from '@/lib/db/schema/catalogue';
import type { PropertyCard } from '@/lib/search/schema';
import type { ApplyState, Costs } from './rules';

export { energyLabels, propertyTypes, rentalPeriods } from '@/lib/db/schema/catalogue';

/** Monthly rents of one group of homes; `rooms` null is every home of the town together. */
export type RentBand = {
  rooms: number | null;
  homes: number;
  lowerQuartile: number;
  median: number;
  upperQuartile: number;
  /** Kroner per m² per year, the figure Danish rent comparisons use. */
  medianPerM2Year: number;
};

// As the repositories read them.
/** A landlord as the public may see it: the e-mail is the company's public contact address. */
export type CompanyDetails = {
  id: number;
  slug: string;
  name: string;
  about: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  logoImageId: number | null;
  handlesApplicationsExternally: boolean;
};
export type GroupSummary = {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  citySlug: string;
  isNewBuild: boolean;
  publicationStatus: PublicationStatus;
  company: { slug: string; name: string };
};
export type GroupRecord = Omit<GroupSummary, 'company'> & {
  postcodeName: string;
  lat: number;
  lng: number;
  description: string;
  imageIds: number[];
  hasWaitingList: boolean;
  /** Whole kroner per year; 0 is a free list. */
  waitingListYearlyFee: number;
  company: CompanyDetails;
};
export type PropertyRecord = {
  id: number;
  slug: string;
  groupId: number;
  street: string;
  floorDoor: string | null;
  postcode: string;
  postcodeName: string;
  city: string;
  lat: number;
  lng: number;
  isNewBuild: boolean;
  type: PropertyType;
  rooms: number;
  sizeM2: number;
  monthlyRent: number;
  aconto: number;
  deposit: number;
  prepaidRent: number;
  wastewaterCost: number;
  availability: Availability;
  vacancyDate: string | null;
  rentalPeriod: RentalPeriod;
  elevator: boolean;
  energyLabel: EnergyLabel | null;
  furnished: boolean;
  petsAllowed: boolean;
  shareable: boolean;
  builtYear: number | null;
  levels: number;
  levelAccess: boolean;
  plotArea: number | null;
  terraces: number;
  roofTerraces: number;
  balconies: number;
  balconyOrientation: Orientation | null;
  parking: Parking;
  evCharger: EvCharger;
  certification: Certification | null;
  onlyFor: OnlyFor | null;
  fixtures: Fixture[];
  descriptionHeadline: string;
  description: string;
  imageIds: number[];
  floorPlanImageId: number | null;
};
export type GroupCardRow = {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  isNewBuild: boolean;
  publicationStatus: PublicationStatus;
  hasWaitingList: boolean;
  imageId: number | null;
};
export type HomeStats = {
  homes: number;
  available: number;
  minRent: number | null;
  maxRent: number | null;
  minSize: number | null;
  maxSize: number | null;
};

// As the pages show them (lib/catalogue/service.ts).
export type GalleryImage = { id: number; alt: string; isFloorPlan: boolean };
export type PublicCompany = Omit<CompanyDetails, 'id'>;
export type GroupDetails = Omit<GroupRecord, 'id' | 'imageIds' | 'company'> & { company: PublicCompany };
export type GroupPage = GroupDetails & { images: GalleryImage[]; homes: PropertyCard[]; stats: HomeStats };
export type PropertyPage = Omit<PropertyRecord, 'id' | 'groupId' | 'imageIds' | 'floorPlanImageId'> & {
  images: GalleryImage[];
  costs: Costs;
  applyState: ApplyState;
  /** False for homes of shareable groups: reachable by link, kept out of search engines. */
  indexable: boolean;
  group: GroupDetails;
  otherHomes: PropertyCard[];
};
export type GroupCard = Omit<GroupCardRow, 'id'> & { imageAlt: string; stats: HomeStats };
export type CompanyPage = { company: PublicCompany; groups: GroupCard[]; homes: PropertyCard[]; homesTotal: number };

/**
 * A home let through Hjemly, as the area that let it tells it: which home, when, since when it was
 * offered and to how many. The offers and waiting-list areas add their route's own facts; it carries
 * no person (what may be published of it is decided in lib/open-books).
 */
export type HomeLetting = {
  homeId: number;
  homeSlug: string;
  /** Street, floor and door: which of the group's homes it was. */
  homeLabel: string;
  /** The home's postcode: a town's figures are also told per postcode. */
  postcode: string;
  groupId: number;
  companyId: number;
  letAt: Date;
  /** The first offer of the home since its previous letting. */
  firstOfferAt: Date;
  /** The people offered the home in the rounds that let it. */
  offered: number;
};
