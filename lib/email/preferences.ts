import type { NotificationKind } from '@/lib/accounts/profile-schema';
import type { EmailTemplate } from './templates';

/**
 * The templates a person can switch off under /konto/notifikationer, and the setting that governs
 * each. Every other template (account links, receipts, confirmations) is always sent. enqueueEmail
 * checks this for every sender, so no sender can forget the preference.
 */
export const TEMPLATE_PREFERENCES = {
  viewingInvitation: 'viewingInvitations',
  propertyOffer: 'offers',
} as const satisfies Partial<Record<EmailTemplate, NotificationKind>>;

export type PreferenceTemplate = keyof typeof TEMPLATE_PREFERENCES;

export function preferenceOf(template: EmailTemplate): NotificationKind | null {
  return (TEMPLATE_PREFERENCES as Partial<Record<EmailTemplate, NotificationKind>>)[template] ?? null;
}
