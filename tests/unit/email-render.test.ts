import { describe, expect, it } from 'vitest';
import { interestListEvents } from '@/lib/db/schema/interest-lists';
import { emailTemplates, renderEmail, type EmailTemplate } from '@/lib/email/templates';
import { locales } from '@/lib/i18n/routing';
import { fixtures } from './support/email-fixtures';

type Variant = { name: string; template: EmailTemplate; data: Record<string, unknown> };

const base = (template: EmailTemplate) => fixtures[template].data as Record<string, unknown>;
const variant = (template: EmailTemplate, name: string, change: Record<string, unknown>): Variant => ({
  name: `${template} ${name}`,
  template,
  data: { ...base(template), ...change },
});
const each = (template: EmailTemplate, field: string, values: readonly string[]) =>
  values.map((value) => variant(template, `${field}=${value}`, { [field]: value }));

/**
 * Every template, and every branch of its wording (kinds, statuses, events, the optional parts), so
 * the stored snapshot pins the bytes of each mail a person can get in either language.
 */
const variants: Variant[] = [
  ...emailTemplates.map((template) => variant(template, 'fixture', {})),
  variant('verifyEmail', 'without a name', { name: '' }),
  ...each('applicationUpdate', 'status', ['seen', 'declined', 'withdrawnByLandlord']),
  variant('applicationUpdate', 'without a message', { landlordMessage: undefined }),
  variant('externalApplicationNotice', 'without household, phone or message', { household: undefined, applicantPhone: '', message: '' }),
  variant('feedbackReceived', 'without sender or page', { email: undefined, page: undefined }),
  ...each('viewingInvitation', 'kind', ['invitation', 'reminder', 'survey']),
  ...each('propertyOffer', 'kind', ['offer', 'reminder']),
  ...each('interestListNews', 'event', interestListEvents),
  variant('savedSearchAlert', 'two searches, all homes shown', {
    total: 1,
    searches: [
      { name: 'Aarhus', unsubscribeUrl: 'https://hjemly.dk/gemte-soegninger/afmeld/1.abc.sig' },
      { name: 'Odense', unsubscribeUrl: 'https://hjemly.dk/gemte-soegninger/afmeld/2.def.sig' },
    ],
  }),
  ...each('paymentReceipt', 'kind', ['signup', 'renewal']),
  variant('paymentReceipt', 'without a next renewal', { kind: 'renewal', nextRenewal: '' }),
  variant('subscriptionRenewalFailed', 'without a next attempt', { nextAttempt: '' }),
  ...each('openHouse', 'kind', ['registered', 'waiting', 'movedUp', 'reminder', 'changed', 'cancelled']),
  variant('openHouse', 'changed while waiting', {
    kind: 'changed',
    position: 3,
    previousWhen: '14. januar 2030, 13:00–15:00',
    previousPlace: 'Gården',
  }),
  variant('openHouse', 'waiting without a cancel link', { kind: 'waiting', position: 2, cancelUrl: undefined }),
];

describe('e-mail rendering', () => {
  it.each(locales.flatMap((locale) => variants.map((v) => [v.name, locale, v] as const)))('%s in %s', (_name, locale, v) => {
    expect(renderEmail(locale, v.template, v.data as never)).toMatchSnapshot();
  });
});
