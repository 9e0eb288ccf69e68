import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth, throwIfDatabaseDown } from '@/lib/accounts/auth';
import { withClientAddress } from '@/lib/http/client-address';
import { failureResponse } from '@/lib/handlers/route';

// better-auth answers every /api/auth/* call itself: its own Origin check (trustedOrigins), rate
// limits and JSON errors. The auth instance is created on first use because the database opens lazily.
// Its rate limits key on our client address (TRUSTED_PROXIES), not on its own reading of the headers.
// What it does not expect (it throws those to us) is answered as every other route answers it: a
// database outage is a 503 with Retry-After in the person's language.
async function handle(request: Request): Promise<Response> {
  try {
    const response = await (await getAuth()).handler(withClientAddress(request));
    if (response.status === 500) await throwIfDatabaseDown();
    return response;
  } catch (error) {
    return failureResponse(request, error);
  }
}

export const { GET, POST, PATCH, PUT, DELETE } = toNextJsHandler(handle);
