import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_PATHS, clientMessages, coversNamespace, SCOPED_CLIENT_MESSAGE_PATHS } from '@/lib/i18n/client-messages';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every `useTranslations('…')` namespace in the code; hooks only run in client components. */
function clientNamespaces(): { file: string; namespace: string }[] {
  return ['app', 'components', 'lib'].flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/useTranslations\((?:'([^']*)')?\)/g)].map((m) => ({
        file: path.relative(root, file),
        namespace: m[1] ?? '',
      })),
    ),
  );
}

describe('messages sent to the browser', () => {
  it('cover every namespace a client component translates from', () => {
    const found = clientNamespaces();
    expect(found.length).toBeGreaterThan(10);
    const sent = [...CLIENT_MESSAGE_PATHS, ...SCOPED_CLIENT_MESSAGE_PATHS];
    expect(found.filter(({ namespace }) => !coversNamespace(namespace, sent))).toEqual([]);
  });

  it('send a scoped namespace only from the pages whose components need it', () => {
    const users = clientNamespaces().filter(({ namespace }) =>
      SCOPED_CLIENT_MESSAGE_PATHS.some((path) => coversNamespace(namespace, [path])),
    );
    expect(users.length).toBeGreaterThan(0);
    // The console's components (its kit included) and the token and payment pages' (each wraps them in ScopedMessages).
    const scopedAreas = /^components\/(console|payments|subscriptions|providers|offers|open-house|viewings|waiting-lists)\//;
    for (const { file } of users) expect(file).toMatch(scopedAreas);
    expect(coversNamespace('companyConsole')).toBe(false);
  });

  it('keep picked sub-trees and leave the rest out', () => {
    const messages = { common: { a: 'A' }, general: { status: { x: 'X' }, other: 'O' }, email: { subject: 'S' } };
    expect(clientMessages(messages, ['common', 'general.status'])).toEqual({ common: { a: 'A' }, general: { status: { x: 'X' } } });
    expect(clientMessages(messages, ['general.status', 'general.other'])).toEqual({ general: { status: { x: 'X' }, other: 'O' } });
    expect(coversNamespace('common.consent', ['common'])).toBe(true);
    expect(coversNamespace('general', ['general.status'])).toBe(false);
  });
});
