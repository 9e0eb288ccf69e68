import { describe, expect, it } from 'vitest';
import { createLineTickets } from '@/scripts/line-ticket';

const SECRET = 'a-secret-every-node-shares-0123456789abcdef';
const URL = '/api/waiting-lists/havnehusene/memberships';
const now = 1_780_000_000_000;

describe('line tickets', () => {
  it('give back the first arrival of the same request, on any node with the same secret', () => {
    const ticket = createLineTickets(SECRET).issue(now - 30_000, 'POST', URL);
    expect(createLineTickets(SECRET).arrival(ticket, 'POST', URL, now)).toBe(now - 30_000);
  });

  it('are worth nothing for another request, another secret, when forged, from the future or after ten minutes', () => {
    const tickets = createLineTickets(SECRET);
    const ticket = tickets.issue(now - 1_000, 'POST', URL);
    expect(tickets.arrival(ticket, 'POST', '/api/waiting-lists/another/memberships', now)).toBeNull();
    expect(tickets.arrival(ticket, 'GET', URL, now)).toBeNull();
    expect(createLineTickets('another-secret-0123456789abcdef0123456789').arrival(ticket, 'POST', URL, now)).toBeNull();
    expect(tickets.arrival(ticket.replace(/^\d+/, String(now - 60_000)), 'POST', URL, now)).toBeNull();
    expect(tickets.arrival(tickets.issue(now + 1, 'POST', URL), 'POST', URL, now)).toBeNull();
    expect(tickets.arrival(tickets.issue(now - 600_001, 'POST', URL), 'POST', URL, now)).toBeNull();
    expect(tickets.arrival(tickets.issue(now - 600_000, 'POST', URL), 'POST', URL, now)).toBe(now - 600_000);
    for (const junk of [undefined, '', 'x', `${now}.short`, [ticket, ticket]]) expect(tickets.arrival(junk, 'POST', URL, now)).toBeNull();
  });

  it('without a shared secret are good only on the node that gave them', () => {
    const ticket = createLineTickets(undefined).issue(now, 'POST', URL);
    expect(createLineTickets(undefined).arrival(ticket, 'POST', URL, now)).toBeNull();
  });
});
