import type { Operation } from '@/lib/providers/operation';
import { openBooksSettingsSchema, providerLettingsSchema, type OpenBooksSettings, type ProviderLettings } from './schema';

/* The provider API's open-books endpoints, spread into lib/providers/operations.ts. */

const lettingsExample: ProviderLettings = {
  items: [
    {
      route: 'waitingList',
      homeSlug: 'havnehusene-3-tv',
      homeLabel: 'Havnegade 12, 3. tv',
      letOn: '2027-02-14',
      details: { pool: { exact: 7 }, position: 7, seniority: { from: 2019, to: 2019 }, daysToLet: 12 },
    },
    { route: 'application', homeSlug: 'havnehusene-1-th', homeLabel: 'Havnegade 12, 1. th', letOn: '2027-02-20', details: null },
  ],
};
const settingsExample: OpenBooksSettings = { delayDays: 14 };

export const openBooksOperations: Operation[] = [
  {
    id: 'listLettings',
    tag: 'Open books',
    method: 'GET',
    path: '/lettings',
    summary: 'List your lettings as they are published',
    description:
      "Your 100 newest lettings through Hjemly (a waiting-list offer awarded, an accepted offer whose answer binds), exactly as the home's and the group's public pages tell them: when, which route, how many were offered the home or applied (a count under 5 is only \"fewer than 5\"), and the winner's place and seniority bracket when at least 5 were offered. Never a name. `details` is null while your publication delay holds them back. Each letting is also sent once, with this same object as its data, as a `letting.published` webhook when its details come out (at the letting with no delay, else once the delay has passed).",
    response: providerLettingsSchema,
    responseExample: lettingsExample,
  },
  {
    id: 'getOpenBooksSettings',
    tag: 'Open books',
    method: 'GET',
    path: '/open-books/settings',
    summary: 'Read your publication delay',
    description: 'How many days the details of your lettings wait before they are published (0 when never set).',
    response: openBooksSettingsSchema,
    responseExample: settingsExample,
  },
  {
    id: 'putOpenBooksSettings',
    tag: 'Open books',
    method: 'PUT',
    path: '/open-books/settings',
    summary: 'Set your publication delay',
    description:
      'Delays the details of your lettings by 0–90 days. The fact that a home was let, and its date, is published at once whatever the delay.',
    body: openBooksSettingsSchema,
    requestExample: settingsExample,
    response: openBooksSettingsSchema,
    responseExample: settingsExample,
  },
];
