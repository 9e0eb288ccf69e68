import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { MyConversations } from '@/components/messages/my-conversations';
import { listMyConversations } from '@/lib/messages/service';

/** /konto/beskeder: the person's conversations with landlords, newest first, with what is unread. */
const page = signedInRoutePage('/account/messages', async (user) => <MyConversations conversations={await listMyConversations(user)} />);

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
