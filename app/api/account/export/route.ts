import { route } from '@/lib/handlers/route';
import { DomainError } from '@/lib/errors/domain-error';
import { buildMyDataExport, MY_DATA_RATE_LIMIT, myDataResponse } from '@/lib/my-data/service';
import { requestNow } from '@/lib/time/test-clock';

/** Everything Hjemly holds about the signed-in person, as a JSON file (docs/my-data.md). */
export const GET = route({ auth: 'required', rateLimit: { rule: MY_DATA_RATE_LIMIT, per: 'user' } }, async ({ user, request }) => {
  const data = await buildMyDataExport(user, requestNow(request.headers));
  if (!data) throw new DomainError('Unauthenticated', 'unauthorized');
  return myDataResponse(data);
});
