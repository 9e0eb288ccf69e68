import { z } from 'zod';
import type { EmailTemplate } from './templates';

/*
 * Which mails a person wants: their switches under /konto/notifikationer, stored per person and read
 * by enqueueEmail for every governed mail.
 */

export const notificationKinds = [
  'applicationUpdates',
  'offers',
  'viewingInvitations',
  'savedSearchAlerts',
  'waitingListNews',
  'messages',
  'newsletters',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationPreferencesSchema = z.object({
  applicationUpdates: z.boolean(),
  offers: z.boolean(),
  viewingInvitations: z.boolean(),
  savedSearchAlerts: z.boolean(),
  waitingListNews: z.boolean(),
  messages: z.boolean(),
  newsletters: z.boolean(),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Everything is on by default except the newsletter, which needs an explicit opt-in. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  applicationUpdates: true,
  offers: true,
  viewingInvitations: true,
  savedSearchAlerts: true,
  waitingListNews: true,
  messages: true,
  newsletters: false,
};

/**
 * The templates a person can switch off under /konto/notifikationer, and the setting that governs
 * each. Every other template (account links, receipts, confirmations) is always sent. enqueueEmail
 * checks this for every sender, so no sender can forget the preference.
 */
export const TEMPLATE_PREFERENCES = {
  applicationUpdate: 'applicationUpdates',
  viewingInvitation: 'viewingInvitations',
  propertyOffer: 'offers',
  savedSearchAlert: 'savedSearchAlerts',
  newMessage: 'messages',
} as const satisfies Partial<Record<EmailTemplate, NotificationKind>>;

export type PreferenceTemplate = keyof typeof TEMPLATE_PREFERENCES;

export function preferenceOf(template: EmailTemplate): NotificationKind | null {
  return (TEMPLATE_PREFERENCES as Partial<Record<EmailTemplate, NotificationKind>>)[template] ?? null;
}

/**
 * The governed templates that some code sends today. A switch for a mail nobody sends would be a
 * promise we do not keep, so only these kinds are offered; a new sender of a governed mail adds its
 * template here. The other kinds keep their stored values.
 */
const SENT_PREFERENCE_TEMPLATES: readonly PreferenceTemplate[] = [
  'applicationUpdate',
  'propertyOffer',
  'viewingInvitation',
  'savedSearchAlert',
  'newMessage',
];

/** The kinds /konto/notifikationer offers a switch for; with none the page answers 404. */
export const offeredNotificationKinds: readonly NotificationKind[] = notificationKinds.filter((kind) =>
  SENT_PREFERENCE_TEMPLATES.some((template) => TEMPLATE_PREFERENCES[template] === kind),
);
