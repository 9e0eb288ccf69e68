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
  if (who.kind === 'system') return `system:${who.part}`;
  return who.kind === 'member' ? `user:${who.userId}` : `key:${who.keyId}`;
}

/** The name an entry keeps for its actor: the member's or the key's at the time, Hjemly for the system. */
export function actorName(who: AuditWho): string {
  if (who.kind === 'system') return 'Hjemly';
  return who.kind === 'member' ? who.name : who.label;
}

/** Hjemly acting by itself on a company's behalf: no request, so no address or browser. */
export function systemActor(companyId: number, part: 'payments'): AuditActor {
  return { companyId, who: { kind: 'system', part }, ip: null, userAgent: null };
}
