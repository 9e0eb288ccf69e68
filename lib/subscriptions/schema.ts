import { z } from 'zod';
import type { SubscriptionState } from './rules';

/** One subscription as its owner sees it on /abonnementer. Dates are Copenhagen yyyy-mm-dd. */
export type SubscriptionSummary = {
  id: number;
  listName: string;
  /** Null when the landlord is not known to us (a company may be unknown). */
  companyName: string | null;
  annualFeeOre: number;
  renewsOn: string;
  /** The last day of the grace period while a renewal is unpaid. */
  graceUntil: string | null;
  state: SubscriptionState;
};

/** What WL's /ventelister shows beside a paid membership (the contract with waiting lists). */
export type MembershipSubscription = { renewsOn: string; autoRenew: boolean; annualFeeOre: number; state: SubscriptionState };

/** The page behind the reminder's one-click stop link: enough to know what is being stopped. */
export type StopLinkSubscription = { listName: string; companyName: string | null; renewsOn: string; state: SubscriptionState };

export const subscriptionParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const renewalChangeSchema = z.object({ autoRenew: z.boolean() });
export type RenewalChange = z.infer<typeof renewalChangeSchema>;

export const stopLinkSchema = z.object({ token: z.string().max(100) });
