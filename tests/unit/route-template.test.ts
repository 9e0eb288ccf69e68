import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHandlerTemplates, routeTemplate } from '@/lib/monitoring/route-template';

const handlers = routeHandlerTemplates(path.resolve(import.meta.dirname, '../../app'));

describe('routeHandlerTemplates', () => {
  it("reads the app's route handlers, pages aside, static segments before dynamic ones and catch-alls last", () => {
    expect(handlers).toContain('/api/offers/[id]/open');
    expect(handlers).toContain('/metrics');
    expect(handlers.some((template) => template.includes('[locale]'))).toBe(false);
    expect(handlers.indexOf('/api/search/map')).toBeLessThan(handlers.indexOf('/api/search'));
    expect(handlers.indexOf('/api/provider/v1/groups/[groupId]/status')).toBeLessThan(
      handlers.indexOf('/api/provider/v1/groups/[groupId]/homes'),
    );
    expect(handlers.at(-1)).toBe('/api/auth/[...all]');
  });
});

describe('routeTemplate', () => {
  it.each([
    ['/api/offers/3f1c/open', '/api/offers/[id]/open'],
    ['/api/search?q=aarhus', '/api/search'],
    ['/api/search/map', '/api/search/map'],
    ['/api/auth/sign-in/email', '/api/auth/[...all]'],
    ['/api/viewings/invitations/secret-token/calendar', '/api/viewings/invitations/[token]/calendar'],
    ['/bolig/havnegade-12-2-tv', '/property/[slug]'],
    ['/en-DK/bolig/havnegade-12-2-tv', '/property/[slug]'],
    ['/', '/'],
    ['/en-DK', '/'],
  ])('%s is %s', (url, template) => {
    expect(routeTemplate(url, handlers)).toBe(template);
  });

  it('is null for a path no route serves, so a 404 is logged without one', () => {
    expect(routeTemplate('/no/such/page/anywhere', handlers)).toBeNull();
    expect(routeTemplate('/api/nothing-here', handlers)).toBeNull();
  });
});
