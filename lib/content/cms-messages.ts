import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { GeneralContent } from './schema';

/** Message texts as next-intl holds them: namespaces of nested keys. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Where each general block of the CMS lands among the product's messages: its keys are the keys of
 * these message sub-trees (content/README.md). The embedded messages are the default; the CMS
 * replaces the texts it has, one by one.
 */
export const CMS_MESSAGE_BLOCKS = {
  propertyDetails: ['moreDetails'],
  financials: ['propertyFinancials'],
  collaboration: ['general.company', 'property.company'],
  misc: ['general'],
  yesNo: ['general.actions', 'property.values'],
  notFound: ['common.notFound'],
  sitemap: ['common.pages'],
  whiteLabel: ['general.whiteLabel'],
  browserNotSupported: ['general.browserNotSupported'],
} as const satisfies Partial<Record<keyof GeneralContent, readonly string[]>>;

/** The argument names of an ICU message, or null when it does not parse. */
function argumentsOf(text: string): Set<string> | null {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) Object.values(element.options).forEach((option) => visit(option.value));
      if ('children' in element) visit(element.children);
    }
  };
  try {
    visit(parse(text));
    return names;
  } catch {
    return null;
  }
}

/**
 * A CMS text replaces the default only when it parses and asks for no value the page does not pass
 * (a mistyped `{cuont}` would otherwise take the page down); anything else keeps the default.
 */
function usable(text: unknown, fallback: string): text is string {
  if (typeof text !== 'string' || text.trim() === '') return false;
  const wanted = argumentsOf(text);
  const given = argumentsOf(fallback);
  return wanted !== null && given !== null && [...wanted].every((name) => given.has(name));
}

/** `defaults` with the texts of `override` that name one of its keys; nothing else is added. */
function overlay(defaults: MessageTree, override: unknown): MessageTree {
  if (!override || typeof override !== 'object') return defaults;
  const result: MessageTree = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const text = (override as Record<string, unknown>)[key];
    if (typeof fallback === 'string') {
      if (usable(text, fallback)) result[key] = text;
    } else result[key] = overlay(fallback, text);
  }
  return result;
}

function withAt(tree: MessageTree, path: string[], change: (subtree: MessageTree) => MessageTree): MessageTree {
  const [head, ...rest] = path;
  const child = tree[head];
  if (!child || typeof child === 'string') return tree;
  return { ...tree, [head]: rest.length === 0 ? change(child) : withAt(child, rest, change) };
}

/*
 * Laying the texts over parses each CMS text and its default, and every request asks for it. Both
 * inputs are shared by all requests: the catalogue is loaded once per locale and the CMS answer kept
 * for its stale time. So the result is kept per pair; the next CMS answer, a new object, gets its own.
 */
const laidOver = new WeakMap<object, WeakMap<GeneralContent, object>>();

/** The messages of one locale with the CMS's general blocks laid over them. */
export function withCmsTexts<T extends Record<string, unknown>>(messages: T, general: GeneralContent): T {
  let byGeneral = laidOver.get(messages);
  if (!byGeneral) laidOver.set(messages, (byGeneral = new WeakMap()));
  let result = byGeneral.get(general);
  if (!result) byGeneral.set(general, (result = overlayGeneral(messages as MessageTree, general)));
  return result as T;
}

function overlayGeneral(messages: MessageTree, general: GeneralContent): MessageTree {
  let result = messages;
  for (const [block, targets] of Object.entries(CMS_MESSAGE_BLOCKS)) {
    const value = general[block as keyof typeof CMS_MESSAGE_BLOCKS];
    if (value === undefined) continue;
    for (const target of targets) result = withAt(result, target.split('.'), (subtree) => overlay(subtree, value));
  }
  return result;
}
