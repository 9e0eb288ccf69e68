import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPurposes } from '@/lib/db/schema/payments';

// Every module that can settle a payment or show one: route handlers, pages and jobs that call payments.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SETTLES = /from '@\/lib\/payments\/(service|fulfilment)'|from '@\/lib\/subscriptions\/renewal'/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(entry.name)) yield file;
  }
}

const entryPoints = [...sources('app'), ...sources('lib/jobs'), ...sources('scripts')].filter((file) =>
  SETTLES.test(readFileSync(path.join(ROOT, file), 'utf8')),
);

async function purposesRegisteredBy(file: string) {
  await import(/* @vite-ignore */ path.join(ROOT, file));
  const { registeredPaymentPurposes } = await import('@/lib/payments/purposes');
  return registeredPaymentPurposes().sort();
}

describe('payment purposes', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('payments registers none itself: it knows nothing of its callers', async () => {
    expect(await purposesRegisteredBy('lib/payments/service.ts')).toEqual([]);
  });

  it('finds the entry points that settle payments', () => {
    expect(entryPoints).toEqual(expect.arrayContaining(['app/api/payments/stripe/webhook/route.ts', 'lib/jobs/reconcile-payments.ts']));
  });

  it.each(entryPoints)('%s registers every purpose before it can settle a payment', async (file) => {
    expect(await purposesRegisteredBy(file)).toEqual([...paymentPurposes].sort());
  });
});
