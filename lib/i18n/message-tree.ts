import type { AbstractIntlMessages } from 'next-intl';

/** Messages as next-intl holds them: a tree of texts, addressed by dotted paths. */
export type MessageTree = AbstractIntlMessages;

/** The sub-tree or message at `path`, with the branches above it; nothing when there is none. */
export function pickPath(messages: MessageTree, path: string): MessageTree {
  const [head, ...rest] = path.split('.');
  const value = messages[head];
  if (value === undefined) return {};
  if (rest.length === 0 || typeof value === 'string') return { [head]: value };
  return { [head]: pickPath(value, rest.join('.')) };
}

/** `from` laid into `into` (a copy of each branch both have, so neither input changes). */
export function mergeMessages(into: MessageTree, from: MessageTree): MessageTree {
  const merged = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeMessages(existing, value) : value;
  }
  return merged;
}

/** The dotted paths of every message (leaf) under `messages`. */
export function messageLeaves(messages: MessageTree, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : messageLeaves(value, path);
  });
}
