import paths from './client-message-paths.json';
import { mergeMessages, pickPath, type MessageTree } from './message-tree';
import type { MessageScope } from './message-scopes';

/*
 * The messages client components read, as dotted paths of messages and sub-trees; only these are
 * serialised into a page, the rest (e-mail texts, server-only page texts) stays on the server. The
 * list is found in the code by scripts/client-message-usage.ts, which writes it (`--write`); it is
 * committed rather than computed by the build so that a change to what every page carries shows in
 * review, and tests/unit/client-messages.test.ts fails when the code reads a message it does not send,
 * or it sends one the code no longer reads.
 */
export const CLIENT_MESSAGE_PATHS: readonly string[] = paths.everyPage;
export const SCOPED_MESSAGE_PATHS: Record<MessageScope, readonly string[]> = paths.scoped;

/*
 * Picking hundreds of paths took about 1 % of a signed-in render's CPU, the same work on every request:
 * the catalogues are loaded once per locale (lib/i18n/messages.ts), so what is picked from one is kept
 * with it, per list of paths. A WeakMap, so a catalogue that is dropped takes its picks along.
 */
const picked = new WeakMap<MessageTree, Map<string, MessageTree>>();

export function clientMessages(messages: MessageTree, sent: readonly string[] = CLIENT_MESSAGE_PATHS): MessageTree {
  let byList = picked.get(messages);
  if (!byList) picked.set(messages, (byList = new Map()));
  const key = sent.join(' ');
  let result = byList.get(key);
  if (!result) byList.set(key, (result = sent.reduce<MessageTree>((tree, path) => mergeMessages(tree, pickPath(messages, path)), {})));
  return result;
}
