import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { ApplicationDetailView } from '@/components/applications/application-detail';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import type { ApplicationDetail } from '@/lib/applications/schema';
import { getMyApplication } from '@/lib/applications/service';
import { ApplicationOffers } from '@/components/offers/application-offers';
import { listMyLeasesToSign } from '@/lib/offers/contract-service';
import type { ApplicantOffer, PendingLease } from '@/lib/offers/schema';
import { listMyApplicationOffers } from '@/lib/offers/service';
import { ApplicationViewings } from '@/components/viewings/own-viewings';
import type { TimelineViewing } from '@/lib/viewings/schema';
import { listViewingsOfApplication } from '@/lib/viewings/service';
import { ConversationSection } from '@/components/messages/conversation-section';
import type { ConversationView } from '@/lib/messages/schema';
import { readSubjectConversation } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * One application, for its owner only: anyone else — and a deleted or unknown id — gets the 404
 * page, so an address reveals nothing. Signed out, the page asks to sign in first.
 */
type Loaded = {
  user: SessionUser | null;
  application: ApplicationDetail | null;
  offers: ApplicantOffer[];
  leases: PendingLease[];
  viewings: TimelineViewing[];
  conversation: ConversationView | null;
};

const page = entityRoutePage<{ id: string }, Loaded>({
  route: '/application/[id]',
  load: async ({ id }: { id: string }, locale) => {
    const user = await getSessionUser(await headers());
    if (!user || user.deactivated) {
      const { title } = await pageTexts('application', locale);
      return { title, noindex: true, data: { user, application: null, offers: [], leases: [], viewings: [], conversation: null } };
    }
    const application = await getMyApplication(user, id);
    if (!application) return null;
    const t = await getTranslations({ locale, namespace: 'application' });
    const subject = { subjectType: 'application' as const, subjectId: application.id };
    const [offers, leases, viewings, conversation] = await Promise.all([
      listMyApplicationOffers(user, application.id),
      listMyLeasesToSign(user),
      listViewingsOfApplication(user, application.id),
      readSubjectConversation(user, subject, requestNow(await headers())),
    ]);
    const ofThis = leases.filter((lease) => lease.applicationId === application.id);
    const data = { user, application, offers, leases: ofThis, viewings, conversation };
    return { title: t('heading', { address: application.property.address }), noindex: true, data };
  },
  body: async ({ data }, locale, searchParams) =>
    data.application ? (
      <ApplicationDetailView initial={data.application}>
        {data.viewings.length ? <ApplicationViewings applicationId={data.application.id} viewings={data.viewings} locale={locale} /> : null}
        {data.offers.length ? <ApplicationOffers offers={data.offers} leases={data.leases} locale={locale} /> : null}
        {data.application.external ? null : (
          <ConversationSection
            subject={{ subjectType: 'application', subjectId: data.application.id }}
            conversation={data.conversation}
            locale={locale}
            searchParams={searchParams}
          />
        )}
      </ApplicationDetailView>
    ) : (
      signedInGate(data.user)
    ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
