import { followOffered } from '@/lib/interest-lists/service';
import { FollowGroup } from './follow-group';

type Props = { group: { slug: string; name: string; company: { name: string } } };

/** The group page's "Hold mig orienteret" box, where the group offers an interest list (lib/interest-lists/rules). */
export async function GroupInterestList({ group }: Props) {
  if (!(await followOffered(group.slug))) return null;
  return <FollowGroup slug={group.slug} group={group.name} company={group.company.name} />;
}
