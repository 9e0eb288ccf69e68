import type { getPathname } from '@/lib/i18n/navigation';
import type { ConversationSubject } from './schema';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Where the tenant reads a conversation: its subject's own page (null for a subject without one). */
export function subjectPageOf(subject: ConversationSubject): Extract<Href, { pathname: '/application/[id]' }> | null {
  return subject.subjectType === 'application' ? { pathname: '/application/[id]', params: { id: subject.subjectId } } : null;
}
