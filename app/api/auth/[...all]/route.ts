import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/accounts/auth';
import { withClientAddress } from '@/lib/http/client-address';

// better-auth answers every /api/auth/* call itself: its own Origin check (trustedOrigins), rate
// limits and JSON errors. The auth instance is created on first use because the database opens lazily.
// Its rate limits key on our client address (TRUSTED_PROXIES), not on its own reading of the headers.
export const { GET, POST, PATCH, PUT, DELETE } = toNextJsHandler(async (request) => (await getAuth()).handler(withClientAddress(request)));
