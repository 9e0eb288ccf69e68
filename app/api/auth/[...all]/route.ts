import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/accounts/auth';

// better-auth answers every /api/auth/* call itself: its own Origin check (trustedOrigins), rate
// limits and JSON errors. The auth instance is created on first use because the database opens lazily.
export const { GET, POST, PATCH, PUT, DELETE } = toNextJsHandler(async (request) => (await getAuth()).handler(request));
