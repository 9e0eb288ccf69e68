import { clientAddress } from '@/lib/http/client-address';
import { USER_AGENT_MAX, type AuditActor, type AuditWho } from './schema';

/** The actor of a request: who acts for which company, from the client's address and browser. */
export function actorOf(companyId: number, who: AuditWho, headers: Headers): AuditActor {
  const ip = clientAddress(headers);
  const userAgent = headers.get('user-agent')?.trim().slice(0, USER_AGENT_MAX) || null;
  return { companyId, who, ip: ip === 'unknown' ? null : ip, userAgent };
}

/** The actor's reference as the trail stores and filters it. */
export function actorRef(who: AuditWho): string {
  return who.kind === 'member' ? `user:${who.userId}` : `key:${who.keyId}`;
}
