import { sessionRenewal } from '@/lib/accounts/session';
import { route } from '@/lib/handlers/route';
import type { AccountSession } from '@/lib/home-base/schema';
import { menuSummary } from '@/lib/home-base/service';

/**
 * Who is signed in, with the user menu's summary: what the header of every page asks for, in one
 * request (better-auth's get-session and the menu were two, each paying a route's whole cost).
 */
export const GET = route({ auth: 'optional' }, async ({ request, user }) => {
  if (!user) return Response.json(null satisfies AccountSession);
  const [menu, renewal] = await Promise.all([menuSummary(user), sessionRenewal(request.headers)]);
  const session: AccountSession = { user: { id: user.id, name: user.name, email: user.email }, menu };
  return Response.json(session, { headers: renewal });
});
