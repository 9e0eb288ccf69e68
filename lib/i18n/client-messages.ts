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

export function clientMessages(messages: MessageTree, sent: readonly string[] = CLIENT_MESSAGE_PATHS): MessageTree {
  return sent.reduce<MessageTree>((picked, path) => mergeMessages(picked, pickPath(messages, path)), {});
}
