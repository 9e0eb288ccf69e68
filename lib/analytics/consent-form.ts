import { z } from 'zod';
import { ALL_CONSENT, NO_CONSENT, type ConsentChoice } from './consent';

/*
 * The banner's two one-click answers, as its buttons post them without JavaScript. Apart from
 * consent.ts, which every page's scripts import: zod would otherwise be in every first download.
 */
export const consentFormSchema = z.object({ choice: z.enum(['all', 'none']) });

export const choiceOf = (answer: z.infer<typeof consentFormSchema>['choice']): ConsentChoice =>
  answer === 'all' ? ALL_CONSENT : NO_CONSENT;
