import { headers } from 'next/headers';
import { consolePage } from '@/components/providers/console-page';
import { StaffConversation } from '@/components/messages/staff-conversation';
import { isDomainError } from '@/lib/errors/domain-error';
import { inboxChoices, readCompanyConversation } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

/** One conversation of the company, read by the staff side as it opens; another company's is the 404 page. */
const page = consolePage<{ id: string }, Awaited<ReturnType<typeof readCompanyConversation>>>({
  route: '/account/company/messages/[id]',
  titleKey: 'companyConversation',
  section: 'messages',
  load: async ({ user, membership }, { id }) => {
    const viewer = { id: user.id, companyId: membership.companyId, owner: membership.role === 'owner' };
    const conversation = await readCompanyConversation(viewer, id, requestNow(await headers())).catch((error: unknown) => {
      if (isDomainError(error, 'NotFound')) return null;
      throw error;
    });
    return conversation && { data: conversation, title: conversation.tenantName ?? undefined };
  },
  body: async ({ data, membership, locale, searchParams }) => (
    <StaffConversation
      conversation={data}
      companyId={membership.companyId}
      members={(await inboxChoices(membership.companyId)).members}
      locale={locale}
      searchParams={searchParams}
    />
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
