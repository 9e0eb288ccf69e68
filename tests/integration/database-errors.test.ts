import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DatabaseQueryError } from '@/lib/db/query-errors';
import { users } from '@/lib/db/schema/accounts';
import { route } from '@/lib/handlers/route';
import { describeEachEngine } from './support/databases';
import { apiRequest } from './support/api-requests';

// Personal values, as people type them: each must vanish from whatever a failed query leaves behind.
const EMAIL = 'Karen.Blixen-Finecke@rungstedlund.dk'.toLowerCase();
const NAME = 'Karen Christentze Dinesen';

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query was expected to fail');
}

/** Everything a log could show of an error: message, stack, own fields and the whole cause chain. */
function everythingLogged(error: unknown): string {
  const parts = [inspect(error, { depth: 10, showHidden: true })];
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    parts.push(current.message, current.stack ?? '', JSON.stringify(current));
  }
  return parts.join('\n');
}

function causeOf(error: Error): Error & { code?: string; constraint?: string; detail?: string } {
  return error.cause as Error & { code?: string; constraint?: string };
}

describeEachEngine(
  'failed queries',
  (ctx) => {
    const db = () => ctx.handle.db;
    const insertUser = (id: string) => db().insert(users).values({ id, name: NAME, email: EMAIL });

    afterEach(async () => {
      vi.restoreAllMocks();
      await db()
        .delete(users)
        .where(sql`${users.email} = ${EMAIL}`);
    });

    it('name the SQL and keep a unique violation’s code and constraint, without the values', async () => {
      await insertUser('database-errors-1');
      const error = await failure(() => insertUser('database-errors-2'));
      expect(error).toBeInstanceOf(DatabaseQueryError);
      expect(error.message).toMatch(/^Failed query: insert into "users"/);
      expect(causeOf(error).code).toBe('23505');
      expect(causeOf(error).constraint).toBe('users_email_unique');
      expect(causeOf(error).message).toContain('"users_email_unique"');
      expect(causeOf(error).detail).toBeUndefined();
      const logged = everythingLogged(error);
      expect(logged).not.toContain(EMAIL);
      expect(logged).not.toContain(NAME);
      expect(logged).not.toContain('params');
    });

    it('blank out a value PostgreSQL quotes in its own message', async () => {
      const error = await failure(() => db().execute(sql`select ${EMAIL}::integer`));
      expect(causeOf(error).code).toBe('22P02');
      expect(causeOf(error).message).toBe('invalid input syntax for type integer: "…"');
      expect(everythingLogged(error)).not.toContain(EMAIL);
    });

    it('quote only the beginning of a long statement, so a failed bulk insert does not flood the log', async () => {
      const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `database-errors-bulk-${i}`, name: NAME, email: EMAIL }));
      const error = await failure(() => db().insert(users).values(rows));
      expect(error.message).toMatch(/^Failed query: insert into "users".*… \(\d{5,} characters\)$/s);
      expect(everythingLogged(error).length).toBeLessThan(20_000);
      expect(everythingLogged(error)).not.toContain(EMAIL);
    });

    it('do the same inside a transaction', async () => {
      await insertUser('database-errors-3');
      const error = await failure(() =>
        db().transaction(async (tx) => tx.insert(users).values({ id: 'database-errors-4', name: NAME, email: EMAIL })),
      );
      expect(causeOf(error).code).toBe('23505');
      expect(everythingLogged(error)).not.toContain(EMAIL);
    });

    it('reach the route wrapper’s log without the values', async () => {
      await insertUser('database-errors-5');
      const logged: unknown[][] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
      const handler = route({ body: z.object({ email: z.string(), name: z.string() }) }, async ({ body }) => {
        await db()
          .insert(users)
          .values({ id: 'database-errors-6', ...body });
      });
      const response = await handler(apiRequest('POST', 'database-errors', { body: { email: EMAIL, name: NAME } }));
      expect(response.status).toBe(500);
      expect(logged).toHaveLength(1);
      const text = logged[0].map((arg) => (typeof arg === 'string' ? arg : everythingLogged(arg))).join(' ');
      expect(text).toContain('Failed query: insert into "users"');
      expect(text).toContain('23505');
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain(NAME);
    });
  },
  { install: true },
);
