import { FeedbackForm } from '@/components/feedback/feedback-form';
import { staticRoutePage } from '@/components/layout/route-page';

/** `?side=/bolig/…` names the page the feedback concerns (links from other pages set it). */
const page = staticRoutePage('/feedback', (_locale, searchParams) => (
  <FeedbackForm page={typeof searchParams.side === 'string' ? searchParams.side.slice(0, 2000) : ''} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
