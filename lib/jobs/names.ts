/** The jobs by the name `npm run job <name>` knows them; apart from ./registry so naming one loads no job. */
export const jobNames = [
  'deliver-emails',
  'deliver-webhooks',
  'anonymise-applications',
  'purge-retained-data',
  'send-viewing-reminders',
  'close-waiting-list-offers',
  'remind-offers',
  'send-open-house-reminders',
  'send-alerts',
  'reconcile-payments',
  'renew-subscriptions',
  'snapshot-waiting-list-positions',
  'rotate-cpr-key',
  'publish-lettings',
] as const;
export type JobName = (typeof jobNames)[number];

export function isJobName(name: string): name is JobName {
  return (jobNames as readonly string[]).includes(name);
}
