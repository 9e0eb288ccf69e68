import { consolePage } from '@/components/providers/console-page';
import { Inbox } from '@/components/messages/inbox';
import { inboxFilterSchema } from '@/lib/messages/schema';
import { inboxChoices, listInbox } from '@/lib/messages/service';

/** The company's inbox: every conversation with its tenants, unread first, filtered by the page's GET form. */
const page = consolePage({
  route: '/account/company/messages',
  titleKey: 'companyMessages',
  section: 'messages',
  load: async () => ({ data: true }),
  body: async ({ user, membership, locale, searchParams }) => {
    const parsed = inboxFilterSchema.safeParse(searchParams);
    const filter = parsed.success ? parsed.data : {};
    const viewer = { id: user.id, companyId: membership.companyId, owner: membership.role === 'owner' };
    const [conversations, choices] = await Promise.all([listInbox(viewer, filter), inboxChoices(membership.companyId)]);
    return <Inbox conversations={conversations} choices={choices} filter={filter} locale={locale} />;
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
