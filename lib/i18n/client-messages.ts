import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages client components read (their `useTranslations` namespaces), as namespaces or
 * dotted sub-trees. Only these are serialised into every page; the rest (e-mail texts, server-only
 * page texts) stays on the server. tests/unit/client-messages.test.ts fails when a client
 * component asks for a namespace this list does not cover.
 */
export const CLIENT_MESSAGE_PATHS = [
  'common',
  'account',
  'applications',
  'application',
  'applyModal',
  'search',
  'property.gallery',
  'general.status',
  'general.images',
  'content.filter',
] as const;

/**
 * Namespaces only some pages' client components read (the company console): those pages send them
 * through components/layout/scoped-messages.tsx, so no other page carries their weight.
 */
export const SCOPED_CLIENT_MESSAGE_PATHS = [
  'companyConsole',
  'waitingList',
  'waitingListCompleteSignup',
  'tenantAssignmentFlowOffer',
  'waitingListOfferConfirmation',
  'property.openHouse',
  'bookingInvitation',
  'bookingSurvey',
  'paymentConfirmation',
  'subscriptions',
] as const;

type Tree = AbstractIntlMessages;

function pick(messages: Tree, path: string): Tree {
  const [head, ...rest] = path.split('.');
  const value = messages[head];
  if (value === undefined) return {};
  if (rest.length === 0 || typeof value === 'string') return { [head]: value };
  return { [head]: pick(value, rest.join('.')) };
}

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = typeof existing === 'object' && typeof value === 'object' ? merge({ ...existing }, value) : value;
  }
  return into;
}

export function clientMessages(messages: Tree, paths: readonly string[] = CLIENT_MESSAGE_PATHS): Tree {
  return paths.reduce<Tree>((picked, path) => merge(picked, pick(messages, path)), {});
}

/** Whether a `useTranslations(namespace)` call finds its messages in what `paths` send. */
export function coversNamespace(namespace: string, paths: readonly string[] = CLIENT_MESSAGE_PATHS): boolean {
  return paths.some((path) => namespace === path || namespace.startsWith(`${path}.`));
}
