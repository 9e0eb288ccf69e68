import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The links mailed to people (an offer, a lease, a viewing, a waiting-list place, an unsubscribe)
 * carry the authority in their token, not in a cookie, but what they change must still come from
 * our own pages: every state-changing handler under a [token] segment refuses another site's
 * request before it reads the token or the body — so no database and no token is needed here.
 */

const root = path.resolve(import.meta.dirname, '../..');
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const changes = (file: string) =>
  new RegExp(`export (const|async function) (${UNSAFE.join('|')})\\b`).test(readFileSync(path.join(root, 'app/api', file), 'utf8'));
const tokenRoutes = readdirSync(path.join(root, 'app/api'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.includes('[token]') && file.endsWith('route.ts') && changes(file))
  .sort();
const TOKEN = 'A'.repeat(43);

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe('token links refuse another site', () => {
  it('finds the token routes', () => {
    expect(tokenRoutes).toEqual(expect.arrayContaining(['contracts/[token]/signature/route.ts', 'offer-answers/[token]/route.ts']));
  });

  for (const file of tokenRoutes) {
    it(`/api/${file.replace(/\/route\.ts$/, '')}`, async () => {
      const handlers = (await import(path.join(root, 'app/api', file))) as Record<string, Handler | undefined>;
      const unsafe = UNSAFE.filter((method) => handlers[method]);
      expect(unsafe).not.toHaveLength(0);
      const url = `http://localhost:3000/api/${file.replace('[token]', TOKEN).replace(/\/route\.ts$/, '')}`;
      for (const method of unsafe) {
        const foreign: Record<string, string>[] = [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
        ];
        for (const headers of foreign) {
          const request = new Request(url, {
            method,
            body: '{"answer":"interested","fullName":"Ida Holm","consent":true}',
            headers: { host: 'localhost:3000', 'content-type': 'text/plain', ...headers },
          });
          const response = await handlers[method]!(request, { params: Promise.resolve({ token: TOKEN }) });
          expect(response.status, `${method} with ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      // Importing a handler loads its area: slow on a busy machine, nothing to do with the check.
    }, 30_000);
  }
});
