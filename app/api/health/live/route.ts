import { route } from '@/lib/handlers/route';

/**
 * Liveness, for a supervisor: 200 while this process answers requests, whatever the database says
 * (restarting a node does not bring a database back). Readiness is /api/health.
 */
export const GET = route({}, async () => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }));
