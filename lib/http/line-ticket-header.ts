/**
 * The header of a place in the server's line. A request the server turned away because its line was
 * full (503 with Retry-After) gets a ticket holding when it first arrived; the same request sent again
 * with the ticket counts from then, so a person who waits and tries again keeps their place — what
 * decides the order of a waiting list's sign-ups. The browser's API client resends with it.
 */
export const LINE_TICKET_HEADER = 'Hjemly-Line-Ticket';
