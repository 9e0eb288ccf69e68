import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_PATHS, clientMessages, SCOPED_MESSAGE_PATHS } from '@/lib/i18n/client-messages';
import { MESSAGE_SCOPES } from '@/lib/i18n/message-scopes';
import { mergeMessages, messageLeaves } from '@/lib/i18n/message-tree';
import { clientMessagePaths, clientMessageUses, defaultMessages, leavesRead, type MessageUse } from '@/scripts/client-message-usage';

const messages = defaultMessages();
const leaves = messageLeaves(messages);
let uses: MessageUse[];

// The analysis type-checks every file with a translator: seconds on an idle machine, more on a busy one.
beforeAll(() => {
  uses = clientMessageUses();
}, 300_000);

/** The uses that read a message `sent` leaves out, where they are. */
function unsent(sent: readonly string[]): string[] {
  const sentLeaves = new Set(messageLeaves(clientMessages(messages, sent)));
  return uses
    .filter((use) => leavesRead(use, leaves).some((leaf) => !sentLeaves.has(leaf)))
    .map((use) => `${use.file}:${use.line} ${use.path}`);
}

const readIn = (file: string) => uses.filter((use) => use.file === file).map((use) => use.path);

describe('messages sent to the browser', () => {
  it('include every message a client component reads', () => {
    expect(uses.length).toBeGreaterThan(500);
    expect(unsent([...CLIENT_MESSAGE_PATHS, ...Object.values(SCOPED_MESSAGE_PATHS).flat()])).toEqual([]);
  });

  it('are what the code reads, no more (`npx tsx scripts/client-message-usage.ts --write` writes them)', () => {
    expect({ everyPage: CLIENT_MESSAGE_PATHS, scoped: SCOPED_MESSAGE_PATHS }).toEqual(clientMessagePaths(uses, messages, MESSAGE_SCOPES));
  });

  it('send a scope only from the pages whose components need it', () => {
    const scoped = uses.filter(({ path }) => MESSAGE_SCOPES.some((scope) => path.startsWith(`${scope}.`)));
    expect(scoped.length).toBeGreaterThan(0);
    // The console's components (its kit included), the token and payment pages', /konto's overview, the message form and the open-books delay form (each wraps them in ScopedMessages).
    const scopedAreas =
      /^components\/(console|payments|subscriptions|providers|offers|open-house|viewings|waiting-lists|home-base|messages|open-books)\//;
    for (const { file } of scoped) expect(file).toMatch(scopedAreas);
    expect(CLIENT_MESSAGE_PATHS.filter((path) => path.startsWith('companyConsole'))).toEqual([]);
  });

  it('are found by following each translator', () => {
    // A key whose type is a union of literals: each of them.
    expect(readIn('components/accounts/use-auth-failure.ts')).toContain('account.auth.errors.invalidCredentials');
    // A template literal whose placeholder is typed: the keys it can make, not the whole sub-tree.
    expect(readIn('components/accounts/user-menu.tsx')).toContain('common.pages.account.title');
    expect(readIn('components/accounts/user-menu.tsx')).not.toContain('common.pages');
    // A form: the keys its schema's rules name, and the start of the ones a rule puts together.
    expect(readIn('components/accounts/account-forms.tsx')).toContain('account.profile.errors.adults');
    expect(uses).toContainEqual(
      expect.objectContaining({ file: 'components/accounts/sign-up-form.tsx', path: 'account.password.', match: 'prefix' }),
    );
    expect(readIn('components/ui/form.tsx')).toEqual(['common.form.invalidValue']);
  });

  it('keep picked sub-trees and messages, and leave the rest out', () => {
    const tree = { common: { a: 'A' }, general: { status: { x: 'X', y: 'Y' }, other: 'O' }, email: { subject: 'S' } };
    expect(clientMessages(tree, ['common', 'general.status.x'])).toEqual({ common: { a: 'A' }, general: { status: { x: 'X' } } });
    expect(clientMessages(tree, ['general.status', 'general.other'])).toEqual({ general: { status: { x: 'X', y: 'Y' }, other: 'O' } });
    expect(mergeMessages({ general: { other: 'O' } }, { general: { status: { x: 'X' } } })).toEqual({
      general: { other: 'O', status: { x: 'X' } },
    });
    expect(leavesRead({ path: 'general.status' }, messageLeaves(tree))).toEqual(['general.status.x', 'general.status.y']);
    expect(leavesRead({ path: 'general.st', match: 'prefix' }, messageLeaves(tree))).toEqual(['general.status.x', 'general.status.y']);
    expect(leavesRead({ path: 'general', match: 'leaf' }, messageLeaves(tree))).toEqual([]);
  });

  it('are picked once per catalogue and list of paths, and anew for another catalogue', () => {
    const catalogue = { common: { a: 'A', b: 'B' } };
    const first = clientMessages(catalogue, ['common.a']);
    expect(clientMessages(catalogue, ['common.a'])).toBe(first);
    expect(clientMessages(catalogue, ['common.b'])).toEqual({ common: { b: 'B' } });
    expect(clientMessages({ common: { a: 'Other' } }, ['common.a'])).toEqual({ common: { a: 'Other' } });
  });
});
