import { consolePage } from '@/components/providers/console-page';
import { WebhooksSection } from '@/components/providers/webhooks-section';
import { listWebhookDeliveries, listWebhookEndpoints } from '@/lib/providers/console-service';

/** The owner's page: to plain members it is a 404, like the console to everyone else. */
const page = consolePage({
  route: '/account/company/webhooks',
  titleKey: 'companyWebhooks',
  section: 'webhooks',
  ownerOnly: true,
  load: async ({ user, membership }) => {
    const [endpoints, deliveries] = await Promise.all([
      listWebhookEndpoints(user, membership.companyId),
      listWebhookDeliveries(user, membership.companyId),
    ]);
    return { data: { endpoints, deliveries } };
  },
  body: ({ data, membership }) => <WebhooksSection endpoints={data.endpoints} deliveries={data.deliveries} membership={membership} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
