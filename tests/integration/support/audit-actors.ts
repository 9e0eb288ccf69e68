import { actorOf } from '@/lib/audit/actor';
import type { AuditActor, AuditWho } from '@/lib/audit/schema';

/** Someone acting for the company from a test's request (an API key unless named), for services called directly. */
export function testActorOf(companyId: number, who: AuditWho = { kind: 'key', keyId: 0, label: 'Test' }): AuditActor {
  return actorOf(companyId, who, new Headers({ 'x-forwarded-for': '192.0.2.10', 'user-agent': 'vitest' }));
}
