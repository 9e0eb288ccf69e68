import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { renderEmailContent, type RenderedEmail } from '../layout';
import { accountsMails } from './accounts';
import { applicationsMails } from './applications';
import { feedbackMails } from './feedback';
import { interestListsMails } from './interest-lists';
import { translator, type MailTemplate } from './kit';
import { messagesMails } from './messages';
import { myDataMails } from './my-data';
import { offersMails } from './offers';
import { openHouseMails } from './open-house';
import { paymentsMails } from './payments';
import { providersMails } from './providers';
import { savedSearchesMails } from './saved-searches';
import { subscriptionsMails } from './subscriptions';
import { viewingsMails } from './viewings';
import { waitingListsMails } from './waiting-lists';

/**
 * Every template by name. Each area words its own mails in ./<area>.ts (the schema of the data and
 * the blocks); the layout around them (lib/email/layout.ts) and the chrome below are shared. The
 * files live here rather than in the areas, since every area sends mail: an area importing its
 * templates back from lib/email would close a cycle.
 */
const templates = {
  ...accountsMails,
  ...providersMails,
  ...applicationsMails,
  ...feedbackMails,
  ...waitingListsMails,
  ...viewingsMails,
  ...offersMails,
  ...interestListsMails,
  ...savedSearchesMails,
  ...paymentsMails,
  ...subscriptionsMails,
  ...openHouseMails,
  ...myDataMails,
  ...messagesMails,
};

export type EmailTemplate = keyof typeof templates;
export const emailTemplates = Object.keys(templates) as EmailTemplate[];
export type EmailTemplateData<T extends EmailTemplate> = z.input<(typeof templates)[T]['schema']>;

/** Subject, plain text and HTML of one mail. Throws a ZodError when `data` does not fit the template. */
export function renderEmail<T extends EmailTemplate>(locale: Locale, template: T, data: EmailTemplateData<T>): RenderedEmail {
  const { schema, build } = templates[template] as MailTemplate<z.ZodType>;
  const t = translator(locale);
  const brand = t('brand');
  const content = build(t, schema.parse(data), brand);
  return renderEmailContent(content, {
    locale,
    brand,
    signOff: t('signOff'),
    linkFallback: t('linkFallback'),
    footer: t('footer', { brand }),
  });
}
