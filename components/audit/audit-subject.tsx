import type { AuditEntry } from '@/lib/audit/schema';
import { Link } from '@/lib/i18n/navigation';
import { known, type LogTexts } from './audit-detail';

/** The console page each kind of subject lives on: staff follow the entry there, not by our id. */
const CONSOLE_PAGES = {
  apiKey: '/account/company/api-keys',
  contract: '/account/company/contracts',
  group: '/account/company',
  member: '/account/company/members',
  offer: '/account/company/offers',
  viewing: '/account/company/viewings',
  waitingListOffer: '/account/company/waiting-lists',
  webhook: '/account/company/webhooks',
} as const;

/**
 * What an entry was about, in words and as a link to where it is handled: an application to its
 * own page, the other kinds to their console page. The stored id stays in the CSV for programs.
 */
export function AuditSubjectLink({ subject, t }: { subject: NonNullable<AuditEntry['subject']>; t: LogTexts }) {
  const name = known(t, `subjects.${subject.type}`, subject.type);
  if (subject.type === 'application') {
    return <Link href={{ pathname: '/account/company/applications/[id]', params: { id: subject.id } }}>{name}</Link>;
  }
  const page = CONSOLE_PAGES[subject.type as keyof typeof CONSOLE_PAGES];
  return page ? <Link href={page}>{name}</Link> : <>{`${name} ${subject.id}`}</>;
}
