import { z } from 'zod';
import type { HomeLetting, propertyTypes } from '@/lib/catalogue/schema';
import type { FormMessages } from '@/lib/i18n/message-keys';
import type { MyWaitingLists } from '@/lib/waiting-lists/schema';
import { MAX_DELAY_DAYS, type PublicCount, type YearBracket } from './privacy';
import type { RentBar, RentRange, SizeBand } from './rent';

const isoDateSchema = z.iso.date();

/*
 * What open books publishes of lettings made through Hjemly: the DTOs the pages, the provider API
 * and the webhook read. None has a field that could hold a person (privacy.ts, rule 5).
 */

/** How a home was let: to a member of its waiting list, or to an applicant who accepted its offer. */
export const lettingRoutes = ['waitingList', 'application'] as const;
export type LettingRoute = (typeof lettingRoutes)[number];

/** One letting as the areas that made it tell it, before the privacy rules. */
export type Letting = HomeLetting & {
  route: LettingRoute;
  /** The applications of the round (an application letting); null for a waiting list. */
  applied: number | null;
  position: number | null;
  seniorityYear: number | null;
  poolYears: readonly number[];
};

/** What may be told of a letting once the company's delay has passed. */
export type PublicLettingDetails = {
  /** Members offered the home (a waiting list) or applicants (an application): the pool the winner came from. */
  pool: PublicCount;
  /** The winner's place on the list when offered the home; null for an application or a pool under 5. */
  position: number | null;
  seniority: YearBracket | null;
  /** Whole days from the first offer of the home to its letting. */
  daysToLet: number;
};

export type PublicLetting = {
  route: LettingRoute;
  homeSlug: string;
  homeLabel: string;
  /** The Danish calendar date of the letting (`YYYY-MM-DD`): the fact, never held back. */
  letOn: string;
  /** Null while the company's delay holds the details back. */
  details: PublicLettingDetails | null;
};

/** Figures over a set of lettings (a list's year, a town's): each null below 5 lettings behind it. */
export type LettingFigures = {
  lettings: PublicCount;
  /** Of the lettings with a published seniority: the median winner's year and the brackets' outer years. */
  winningSeniority: { median: number; from: number; to: number } | null;
  /** People offered per home let, one decimal. */
  offersPerHome: number | null;
  /** Median whole days from a home's first offer to its letting. */
  medianDaysToLet: number | null;
};

export type YearFigures = LettingFigures & { year: number };

/**
 * A member's estimated wait on a list from the winners of its last lettings (lib/open-books/chances.ts),
 * in whole months: how long those winners had waited (their lower to upper quartile), how long the
 * member has, and what is left of the winners' wait.
 */
export type WinnersEstimate = {
  lettings: number;
  waitedFrom: number;
  waitedTo: number;
  waited: number;
  minMonths: number;
  maxMonths: number;
};

/** What /ventelister shows per list beside the member's own place: its last lettings as published, and the estimate from them. */
export type ListChances = { membershipId: number; recent: PublicLetting[]; estimate: WinnersEstimate | null };

/** /ventelister's personal part with the open books of each list. */
export type MyWaitingListsWithChances = MyWaitingLists & { chances: ListChances[] };

/** A place's figures over its last two years (`window`) and per calendar year. */
export type PlaceFigures = { window: LettingFigures; years: YearFigures[] };

/** One postcode's figures over the town's window: "8000 Aarhus C". */
export type PostcodeFigures = LettingFigures & { postcode: string; district: string };

/** A town's figures, and per postcode in it; `period` names the window's first and last Danish dates. */
export type TownFigures = PlaceFigures & { postcodes: PostcodeFigures[]; period: { from: string; to: string } };

/** The comparable homes of one type and size band in a town: how many, and their range of rent per m² when 5 or more. */
export type TownRentBand = { type: (typeof propertyTypes)[number]; band: SizeBand; homes: PublicCount; range: RentRange | null };
/** A town's rents per m² on its statistics page: per type and size band, and their distribution. */
export type TownRent = { bands: TownRentBand[]; distribution: RentBar[] };

/*
 * The provider API's answers: the same outcome the public pages tell, so a CRM shows what they show.
 * Zod here describes the answers for the OpenAPI document; the pages read the types above.
 */
const publicCountSchema = z.union([
  z.object({ exact: z.number().int().min(5) }),
  z.object({ fewerThan: z.number().int().describe('Fewer than this many (5): the number is never told') }),
]);
const yearBracketSchema = z.object({ from: z.number().int(), to: z.number().int() });

export const publicLettingSchema = z.object({
  route: z.enum(lettingRoutes).describe('waitingList: awarded from the waiting list; application: an accepted offer to an applicant'),
  homeSlug: z.string(),
  homeLabel: z.string().describe('Street, floor and door'),
  letOn: isoDateSchema.describe('The Danish date of the letting'),
  details: z
    .object({
      pool: publicCountSchema.describe('Members offered the home (waiting list) or applicants (application)'),
      position: z
        .number()
        .int()
        .nullable()
        .describe("The winner's place on the list when offered; null for an application or a pool under 5"),
      seniority: yearBracketSchema.nullable().describe("The winner's seniority as whole years holding at least 5 of those offered"),
      daysToLet: z.number().int().min(0),
    })
    .nullable()
    .describe('Null while your publication delay holds the details back'),
});

export const providerLettingsSchema = z.object({ items: z.array(publicLettingSchema) });
export type ProviderLettings = z.output<typeof providerLettingsSchema>;

/**
 * The delay as the provider API and the console's form take it: a JSON number, not coerced (an empty
 * field or `null` would otherwise read as 0 days); the rules name the form's message key.
 */
export const openBooksSettingsSchema = z.object({
  delayDays: z
    .number({ error: 'delayDaysRange' })
    .int('delayDaysRange')
    .min(0, 'delayDaysRange')
    .max(MAX_DELAY_DAYS, 'delayDaysRange')
    .describe('Days the details of a letting wait before they are published (0–90); the letting itself is always shown'),
});
export type OpenBooksSettings = z.output<typeof openBooksSettingsSchema>;

/** Where the console's delay form and its route find the schema's message keys. */
export const OPEN_BOOKS_SETTINGS_MESSAGES: FormMessages = { namespace: 'companyConsole.openBooks', values: { max: MAX_DELAY_DAYS } };
