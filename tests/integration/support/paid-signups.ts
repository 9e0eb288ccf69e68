import { desc, eq } from 'drizzle-orm';
import * as signUpRoute from '@/app/api/waiting-lists/[slug]/memberships/route';
import * as sandboxRoute from '@/app/api/payments/[id]/sandbox/route';
import { payments } from '@/lib/db/schema/payments';
import type { Db } from '@/lib/db/types';
import { apiRequest, type ApiCall } from './api-requests';
import { createGroup } from './catalogue-fixtures';
import { signedInUser } from './sessions';

const NO_CRITERIA = { sizeFrom: null, sizeTo: null, roomsFrom: null, roomsTo: null, rentFrom: null, rentTo: null };

let cprCounter = 0;
/** A valid CPR number no other sign-up of this run uses (7th digit 4: born 2000–2036). */
function nextCpr(): string {
  const n = ++cprCounter;
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  return `${day}${month}10-${String(4000 + Math.floor(n / 336)).padStart(4, '0')}`;
}

export const sandboxPay = (id: string, call?: ApiCall) =>
  sandboxRoute.POST(apiRequest('POST', `payments/${id}/sandbox`, call), { params: Promise.resolve({ id }) });

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Group = Awaited<ReturnType<typeof createGroup>>;

/**
 * A person signing up, through WL's own route, for a list with a yearly fee: the pending sign-up and
 * the open payment it starts, and where the browser is sent to pay. `again`: the same person on the
 * same list once more (a second tab of the form).
 */
export async function startFeeSignUp(db: Db, fee = 250, again?: { group: Group; person: Person }) {
  const group = again?.group ?? (await createGroup(db, { hasWaitingList: true, waitingListYearlyFee: fee }));
  const person = again?.person ?? (await signedInUser(db));
  const response = await postFeeSignUp(group, person);
  if (response.status >= 300) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const started = (await response.json()) as { kind: string; checkoutUrl: string };
  const [payment] = await db.select().from(payments).where(eq(payments.userId, person.id)).orderBy(desc(payments.createdAt)).limit(1);
  return { group, person, payment, checkoutUrl: started.checkoutUrl };
}

/** The sign-up form sent once, as the browser does: WL's route's answer, whatever it is. */
export function postFeeSignUp(group: Group, person: Person): Promise<Response> {
  return signUpRoute.POST(
    apiRequest('POST', `waiting-lists/${group.slug}/memberships`, {
      cookie: person.cookie,
      body: { affiliation: 'Ingen tilknytning', cpr: nextCpr(), criteria: NO_CRITERIA },
    }),
    { params: Promise.resolve({ slug: group.slug }) },
  );
}

/** The same, paid at once on the sandbox checkout with `card`. */
export async function paidFeeSignUp(db: Db, card = '4242 4242 4242 4242', fee = 250) {
  const started = await startFeeSignUp(db, fee);
  const paid = await sandboxPay(started.payment.id, { cookie: started.person.cookie, body: { cardNumber: card, outcome: 'pay' } });
  if (paid.status !== 204) throw new Error(`sandbox payment failed: ${paid.status} ${await paid.text()}`);
  return started;
}
