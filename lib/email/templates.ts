import { createTranslator, type Messages } from 'next-intl';
import { z } from 'zod';
import { applicantProfileSchema, type Household } from '@/lib/accounts/profile-schema';
import { interestListEvents } from '@/lib/db/schema/interest-lists';
import type { Locale } from '@/lib/i18n/routing';
import daEmail from '@/messages/da-DK/email.json';
import enEmail from '@/messages/en-DK/email.json';
import { renderEmailContent, type EmailBlock, type EmailContent, type RenderedEmail } from './layout';

// Only http(s): a `javascript:` or `data:` URL must never become a button in someone's inbox.
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000);
const personName = z.string().trim().max(200);
const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max);

/** The data each template needs; checked when a mail is queued, so a caller's mistake fails loudly there. */
export const emailTemplateSchemas = {
  verifyEmail: z.object({ name: personName, url: httpUrl }),
  resetPassword: z.object({ name: personName, url: httpUrl }),
  changeEmail: z.object({ name: personName, url: httpUrl }),
  applicationReceipt: z.object({ name: personName, address: required(300), url: httpUrl }),
  applicationUpdate: z.object({
    name: personName,
    address: required(300),
    company: required(200),
    url: httpUrl,
    status: z.enum(['seen', 'declined', 'withdrawnByLandlord']),
    landlordMessage: optional(2_000).optional(),
  }),
  externalApplicationNotice: z.object({
    company: required(200),
    applicantName: required(200),
    applicantEmail: required(320),
    applicantPhone: optional(50),
    message: optional(20_000),
    address: required(300),
    household: applicantProfileSchema.omit({ introduction: true }).optional(),
  }),
  feedbackReceived: z.object({ message: required(20_000), email: optional(320).optional(), page: optional(2_000).optional() }),
  accountDeleted: z.object({ name: personName }),
  companyMemberAdded: z.object({ name: personName, company: required(200), addedBy: personName, url: httpUrl }),
  waitingListReceipt: z.object({
    name: personName,
    listName: required(200),
    company: required(200),
    seniorityDate: required(100),
    url: httpUrl,
  }),
  waitingListInvitation: z.object({
    name: personName,
    listName: required(200),
    company: required(200),
    seniorityDate: required(100),
    expires: required(100),
    url: httpUrl,
  }),
  waitingListOffer: z.object({
    name: personName,
    company: required(200),
    listName: required(200),
    address: required(300),
    deadline: required(100),
    url: httpUrl,
  }),
  waitingListOfferOutcome: z.object({ name: personName, company: required(200), address: required(300) }),
  waitingListSetPassive: z.object({ name: personName, company: required(200), listName: required(200), url: httpUrl }),
  viewingInvitation: z.object({
    kind: z.enum(['invitation', 'reminder', 'survey']),
    name: personName,
    address: required(300),
    company: required(200),
    when: z.array(required(120)).min(1).max(20),
    place: required(300),
    url: httpUrl,
  }),
  viewingConfirmation: z.object({
    name: personName,
    address: required(300),
    company: required(200),
    when: required(120),
    place: required(300),
    url: httpUrl,
  }),
  propertyOffer: z.object({
    kind: z.enum(['offer', 'reminder']),
    name: personName,
    address: required(300),
    company: required(200),
    deadline: required(100),
    /** The offer's own terms, formatted: the same figures as its page. */
    moveIn: required(100),
    rent: required(20),
    aconto: required(20),
    deposit: required(20),
    prepaidRent: required(20),
    moveInTotal: required(20),
    url: httpUrl,
  }),
  contractForSignature: z.object({
    name: personName,
    address: required(300),
    company: required(200),
    version: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    expires: required(100),
    url: httpUrl,
  }),
  contractSigned: z.object({ name: personName, address: required(300), company: required(200), url: httpUrl }),
  interestListNews: z.object({
    name: personName,
    group: required(200),
    event: z.enum(interestListEvents),
    url: httpUrl,
    listsUrl: httpUrl,
  }),
  savedSearchAlert: z.object({
    name: personName,
    homes: z
      .array(
        z.object({
          address: required(300),
          rooms: z.number().int().min(0),
          sizeM2: z.number().int().min(0),
          monthlyRent: z.number().int().min(0),
          search: required(100),
          url: httpUrl,
        }),
      )
      .min(1)
      .max(10),
    total: z.number().int().min(1),
    moreUrl: httpUrl,
    searches: z.array(z.object({ name: required(100), unsubscribeUrl: httpUrl })).min(1),
  }),
  paymentReceipt: z.object({
    name: personName,
    kind: z.enum(['signup', 'renewal']),
    listName: required(200),
    amount: required(20),
    paidOn: required(50),
    nextRenewal: optional(50),
    paymentId: required(64),
    url: httpUrl,
  }),
  paymentRefund: z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    paymentId: required(64),
    url: httpUrl,
  }),
  subscriptionReminder: z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    renewsOn: required(50),
    stopUrl: httpUrl,
    url: httpUrl,
  }),
  subscriptionRenewalFailed: z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    nextAttempt: optional(50),
    graceUntil: required(50),
    url: httpUrl,
  }),
  subscriptionLapsed: z.object({ name: personName, listName: required(200), amount: required(20), url: httpUrl }),
  openHouse: z.object({
    kind: z.enum(['registered', 'waiting', 'movedUp', 'reminder', 'changed', 'cancelled']),
    name: personName,
    group: required(200),
    date: required(100),
    time: required(50),
    place: required(300),
    position: z.number().int().positive().optional(),
    // A change: what the date and time, or the place, were before it.
    previousWhen: required(160).optional(),
    previousPlace: required(300).optional(),
    pageUrl: httpUrl,
    cancelUrl: httpUrl.optional(),
  }),
};

export type EmailTemplate = keyof typeof emailTemplateSchemas;
export const emailTemplates = Object.keys(emailTemplateSchemas) as EmailTemplate[];
export type EmailTemplateData<T extends EmailTemplate> = z.input<(typeof emailTemplateSchemas)[T]>;
type Data<T extends EmailTemplate> = z.output<(typeof emailTemplateSchemas)[T]>;

const messages = { 'da-DK': daEmail, 'en-DK': enEmail } as const;

function translator(locale: Locale) {
  return createTranslator({ locale, messages: { email: messages[locale] } as Messages, namespace: 'email' });
}
type Translate = ReturnType<typeof translator>;
type Builder<T extends EmailTemplate> = (t: Translate, data: Data<T>, brand: string) => EmailContent;

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

function greeting(t: Translate, name: string): EmailBlock {
  return paragraph(name ? t('greeting', { name }) : t('greetingWithoutName'));
}

/** Verification, reset and e-mail change share one shape: greeting, why, the link, what if it wasn't you. */
function accountLinkMail(kind: 'verifyEmail' | 'resetPassword' | 'changeEmail'): Builder<typeof kind> {
  return (t, data, brand) => ({
    subject: t(`${kind}.subject`),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`${kind}.intro`, { brand })),
      { kind: 'button', label: t(`${kind}.action`), url: data.url },
      paragraph(t(`${kind}.ignore`)),
    ],
  });
}

const applicationReceipt: Builder<'applicationReceipt'> = (t, data) => ({
  subject: t('applicationReceipt.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('applicationReceipt.intro', { address: data.address })),
    { kind: 'button', label: t('applicationReceipt.action'), url: data.url },
    paragraph(t('applicationReceipt.next')),
  ],
});

/** A landlord's step on an application: what happened, their words if they wrote any, the way to it. */
const applicationUpdate: Builder<'applicationUpdate'> = (t, data) => {
  const k = `applicationUpdate.${data.status}` as const;
  const values = { address: data.address, company: data.company };
  return {
    subject: t(`${k}.subject`, values),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`${k}.intro`, values)),
      ...(data.landlordMessage
        ? [{ kind: 'quote', label: t('applicationUpdate.landlordMessage', values), text: data.landlordMessage } as const]
        : []),
      { kind: 'button', label: t('applicationUpdate.action'), url: data.url },
      paragraph(t('applicationUpdate.settings')),
    ],
  };
};

/** The applicant profile as the landlord reads it; what the person left open says "not given". */
function householdRows(t: Translate, household: Household, notGiven: string) {
  const k = 'externalApplicationNotice.household';
  return [
    { label: t(`${k}.people`), value: t(`${k}.peopleValue`, { adults: household.adults, children: household.children }) },
    { label: t(`${k}.pets`), value: t(household.pets ? `${k}.yes` : `${k}.no`) },
    { label: t(`${k}.occupation`), value: household.occupation ? t(`${k}.occupations.${household.occupation}`) : notGiven },
    { label: t(`${k}.income`), value: household.incomeBand ? t(`${k}.incomeBands.${household.incomeBand}`) : notGiven },
    { label: t(`${k}.moveIn`), value: household.moveInDate ?? notGiven },
  ];
}

const externalApplicationNotice: Builder<'externalApplicationNotice'> = (t, data, brand) => {
  const notGiven = t('externalApplicationNotice.notGiven');
  return {
    subject: t('externalApplicationNotice.subject', { address: data.address, applicantName: data.applicantName }),
    blocks: [
      paragraph(t('externalApplicationNotice.greeting', { company: data.company })),
      paragraph(t('externalApplicationNotice.intro', { applicantName: data.applicantName, address: data.address, brand })),
      {
        kind: 'details',
        rows: [
          { label: t('externalApplicationNotice.name'), value: data.applicantName },
          { label: t('externalApplicationNotice.email'), value: data.applicantEmail },
          { label: t('externalApplicationNotice.phone'), value: data.applicantPhone || notGiven },
          ...(data.household ? householdRows(t, data.household, notGiven) : []),
        ],
      },
      { kind: 'quote', label: t('externalApplicationNotice.message'), text: data.message || notGiven },
      paragraph(t('externalApplicationNotice.reason', { company: data.company, brand })),
    ],
  };
};

const feedbackReceived: Builder<'feedbackReceived'> = (t, data, brand) => {
  const notGiven = t('feedbackReceived.notGiven');
  return {
    subject: t('feedbackReceived.subject', { brand }),
    blocks: [
      paragraph(t('feedbackReceived.intro')),
      {
        kind: 'details',
        rows: [
          { label: t('feedbackReceived.email'), value: data.email || notGiven },
          { label: t('feedbackReceived.page'), value: data.page || notGiven },
        ],
      },
      { kind: 'quote', label: t('feedbackReceived.message'), text: data.message },
    ],
  };
};

/** On a waiting list: which, whose, the seniority it counts from (never the CPR number) and the way to it. */
const waitingListReceipt: Builder<'waitingListReceipt'> = (t, data) => ({
  subject: t('waitingListReceipt.subject', { listName: data.listName }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('waitingListReceipt.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate })),
    { kind: 'button', label: t('waitingListReceipt.action'), url: data.url },
    paragraph(t('waitingListReceipt.next')),
  ],
});

/** A landlord's member from before us: complete the sign-up by the link and keep the old seniority. */
const waitingListInvitation: Builder<'waitingListInvitation'> = (t, data, brand) => ({
  subject: t('waitingListInvitation.subject', { listName: data.listName }),
  blocks: [
    greeting(t, data.name),
    paragraph(
      t('waitingListInvitation.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate, brand }),
    ),
    { kind: 'button', label: t('waitingListInvitation.action'), url: data.url },
    paragraph(`${t('waitingListInvitation.personal')} ${t('waitingListInvitation.expires', { expires: data.expires })}`),
  ],
});

/** A home offered from a waiting list: whose, which, the deadline (answers can change until then). */
const waitingListOffer: Builder<'waitingListOffer'> = (t, data) => ({
  subject: t('waitingListOffer.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('waitingListOffer.intro', { company: data.company, listName: data.listName, address: data.address })),
    paragraph(t('waitingListOffer.deadline', { deadline: data.deadline })),
    { kind: 'button', label: t('waitingListOffer.action'), url: data.url },
  ],
});

/** The home went to another member: the person keeps their place. */
const waitingListOfferOutcome: Builder<'waitingListOfferOutcome'> = (t, data) => ({
  subject: t('waitingListOfferOutcome.subject', { address: data.address }),
  blocks: [greeting(t, data.name), paragraph(t('waitingListOfferOutcome.intro', { company: data.company, address: data.address }))],
});

/** Three offers passed without an answer: the membership is passive until the person turns it on again. */
const waitingListSetPassive: Builder<'waitingListSetPassive'> = (t, data) => ({
  subject: t('waitingListSetPassive.subject', { listName: data.listName }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('waitingListSetPassive.intro', { listName: data.listName, company: data.company })),
    { kind: 'button', label: t('waitingListSetPassive.action'), url: data.url },
  ],
});

/** The account-deletion confirmation; it names nothing but the brand, since the account is gone. */
/** Someone was given access to a company's console: who did it, and the way in. */
const companyMemberAdded: Builder<'companyMemberAdded'> = (t, data, brand) => ({
  subject: t('companyMemberAdded.subject', { company: data.company, brand }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('companyMemberAdded.intro', { company: data.company, addedBy: data.addedBy, brand })),
    { kind: 'button', label: t('companyMemberAdded.action'), url: data.url },
    paragraph(t('companyMemberAdded.notExpected', { company: data.company })),
  ],
});

const accountDeleted: Builder<'accountDeleted'> = (t, data, brand) => ({
  subject: t('accountDeleted.subject', { brand }),
  blocks: [greeting(t, data.name), paragraph(t('accountDeleted.intro', { brand })), paragraph(t('accountDeleted.notYou'))],
});

/** A viewing's invitation, the reminder the day before and the survey after it: when, where, and the page. */
const viewingInvitation: Builder<'viewingInvitation'> = (t, data) => {
  const values = { address: data.address, company: data.company };
  return {
    subject: t(`viewingInvitation.${data.kind}.subject`, values),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`viewingInvitation.${data.kind}.intro`, values)),
      viewingDetails(t, data.when.join('; '), data.place),
      { kind: 'button', label: t(`viewingInvitation.${data.kind}.action`), url: data.url },
      paragraph(t('preferenceFooter')),
    ],
  };
};

/** The receipt of an accepted viewing, sent with its .ics; a receipt of the person's own step, so always sent. */
const viewingConfirmation: Builder<'viewingConfirmation'> = (t, data) => ({
  subject: t('viewingConfirmation.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('viewingConfirmation.intro', { address: data.address, company: data.company })),
    viewingDetails(t, data.when, data.place),
    paragraph(t('viewingConfirmation.calendar')),
    { kind: 'button', label: t('viewingConfirmation.action'), url: data.url },
  ],
});

function viewingDetails(t: Translate, when: string, place: string): EmailBlock {
  return {
    kind: 'details',
    rows: [
      { label: t('viewingInvitation.when'), value: when },
      { label: t('viewingInvitation.place'), value: place },
    ],
  };
}

/** News of a group the person follows (lib/interest-lists): what happened, the way to it, how to leave. */
const interestListNews: Builder<'interestListNews'> = (t, data) => ({
  subject: t(`interestListNews.${data.event}.subject`, { group: data.group }),
  blocks: [
    greeting(t, data.name),
    paragraph(t(`interestListNews.${data.event}.intro`, { group: data.group })),
    { kind: 'button', label: t('interestListNews.action'), url: data.url },
    paragraph(t('interestListNews.why', { group: data.group, url: data.listsUrl })),
  ],
});

/** An offer, or the reminder 24 h before its deadline: the terms in short, the deadline and that it binds after it. */
const propertyOffer: Builder<'propertyOffer'> = (t, data) => {
  const values = { address: data.address, company: data.company };
  return {
    subject: t(`propertyOffer.${data.kind}.subject`, values),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`propertyOffer.${data.kind}.intro`, values)),
      paragraph(t('propertyOffer.terms', data)),
      paragraph(t('propertyOffer.deadline', { deadline: data.deadline })),
      { kind: 'button', label: t('propertyOffer.action'), url: data.url },
      paragraph(t('preferenceFooter')),
    ],
  };
};

/** The lease to sign: who sent it, its fingerprint (the same the page shows) and the link. */
const contractForSignature: Builder<'contractForSignature'> = (t, data) => ({
  subject: t('contractForSignature.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('contractForSignature.intro', { address: data.address, company: data.company, version: data.version })),
    paragraph(t('contractForSignature.hash', { sha256: data.sha256 })),
    { kind: 'button', label: t('contractForSignature.action'), url: data.url },
    paragraph(t('contractForSignature.expires', { expires: data.expires })),
  ],
});

const contractSigned: Builder<'contractSigned'> = (t, data) => ({
  subject: t('contractSigned.subject', { address: data.address }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('contractSigned.intro', { address: data.address, company: data.company })),
    { kind: 'button', label: t('contractSigned.action'), url: data.url },
  ],
});

/**
 * New homes for a person's saved searches, one mail per run: at most 10 homes, the way to all of
 * them, and for each search the link that stops its mails (the same one-click link the headers carry).
 */
const savedSearchAlert: Builder<'savedSearchAlert'> = (t, data) => ({
  subject: t(data.searches.length === 1 ? 'savedSearchAlert.subject' : 'savedSearchAlert.subjectMany', {
    count: data.total,
    search: data.searches[0].name,
  }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('savedSearchAlert.intro', { count: data.total })),
    {
      kind: 'links',
      items: data.homes.map((home) => ({
        label: home.address,
        detail: t('savedSearchAlert.home', { rooms: home.rooms, size: home.sizeM2, rent: home.monthlyRent, search: home.search }),
        url: home.url,
      })),
    },
    ...(data.total > data.homes.length ? [paragraph(t('savedSearchAlert.more', { count: data.total - data.homes.length }))] : []),
    { kind: 'button', label: t('savedSearchAlert.action'), url: data.moreUrl },
    {
      kind: 'links',
      items: data.searches.map((search) => ({
        label: t('savedSearchAlert.unsubscribe', { search: search.name }),
        url: search.unsubscribeUrl,
      })),
    },
    paragraph(t('savedSearchAlert.settings')),
  ],
});

/** A paid fee: what it paid for, how much, when, the ledger's reference and the next renewal. */
const paymentReceipt: Builder<'paymentReceipt'> = (t, data) => {
  const values = { listName: data.listName, amount: data.amount };
  return {
    subject: t(`paymentReceipt.${data.kind}.subject`, values),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`paymentReceipt.${data.kind}.intro`, values)),
      {
        kind: 'details',
        rows: [
          { label: t('paymentReceipt.amount'), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
          { label: t('paymentReceipt.paidOn'), value: data.paidOn },
          { label: t('paymentReceipt.reference'), value: data.paymentId },
          ...(data.nextRenewal ? [{ label: t('paymentReceipt.nextRenewal'), value: data.nextRenewal }] : []),
        ],
      },
      { kind: 'button', label: t('paymentReceipt.action'), url: data.url },
    ],
  };
};

/** A second payment for a place already paid for, given back: how much, which payment, and that the place stands. */
const paymentRefund: Builder<'paymentRefund'> = (t, data) => {
  const values = { listName: data.listName, amount: data.amount };
  return {
    subject: t('paymentRefund.subject', values),
    blocks: [
      greeting(t, data.name),
      paragraph(t('paymentRefund.intro', values)),
      paragraph(t('paymentRefund.keep')),
      {
        kind: 'details',
        rows: [
          { label: t('paymentRefund.amount'), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
          { label: t('paymentRefund.reference'), value: data.paymentId },
        ],
      },
      { kind: 'button', label: t('paymentRefund.action'), url: data.url },
    ],
  };
};

/** 15 days ahead: the amount, the date, and a stop that needs no sign-in (the link is the proof). */
const subscriptionReminder: Builder<'subscriptionReminder'> = (t, data) => {
  const values = { listName: data.listName, amount: data.amount, renewsOn: data.renewsOn };
  return {
    subject: t('subscriptionReminder.subject', values),
    blocks: [
      greeting(t, data.name),
      paragraph(t('subscriptionReminder.intro', values)),
      paragraph(t('subscriptionReminder.keep', values)),
      { kind: 'button', label: t('subscriptionReminder.stop'), url: data.stopUrl },
      paragraph(t('subscriptionReminder.manage', { url: data.url })),
    ],
  };
};

const subscriptionRenewalFailed: Builder<'subscriptionRenewalFailed'> = (t, data) => {
  const values = { listName: data.listName, amount: data.amount, graceUntil: data.graceUntil };
  return {
    subject: t('subscriptionRenewalFailed.subject', values),
    blocks: [
      greeting(t, data.name),
      paragraph(t('subscriptionRenewalFailed.intro', values)),
      paragraph(
        data.nextAttempt ? t('subscriptionRenewalFailed.retry', { nextAttempt: data.nextAttempt }) : t('subscriptionRenewalFailed.noRetry'),
      ),
      paragraph(t('subscriptionRenewalFailed.grace', values)),
      { kind: 'button', label: t('subscriptionRenewalFailed.action'), url: data.url },
    ],
  };
};

const subscriptionLapsed: Builder<'subscriptionLapsed'> = (t, data) => ({
  subject: t('subscriptionLapsed.subject', { listName: data.listName }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('subscriptionLapsed.intro', { listName: data.listName, amount: data.amount })),
    { kind: 'button', label: t('subscriptionLapsed.action'), url: data.url },
  ],
});

/** An open-house registration: what became of it, when and where, and the link that cancels it. */
const openHouse: Builder<'openHouse'> = (t, data) => {
  const values = { group: data.group, position: data.position ?? 1 };
  // Told of a change while waiting: no calendar file, but their turn in the line.
  const intro = data.kind === 'changed' && data.position ? 'changed.introWaiting' : (`${data.kind}.intro` as const);
  const was = (value: string | undefined) => (value ? [{ label: t('openHouse.changed.was'), value }] : []);
  return {
    subject: t(`openHouse.${data.kind}.subject`, values),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`openHouse.${intro}`, values)),
      {
        kind: 'details',
        rows: [
          { label: t('openHouse.when'), value: `${data.date}, ${data.time}` },
          ...was(data.previousWhen),
          { label: t('openHouse.where'), value: data.place },
          ...was(data.previousPlace),
        ],
      },
      ...(data.cancelUrl
        ? [paragraph(t('openHouse.cancelText')), { kind: 'button', label: t('openHouse.action'), url: data.cancelUrl } as const]
        : []),
      paragraph(t('openHouse.page', { url: data.pageUrl })),
    ],
  };
};

const builders: { [T in EmailTemplate]: Builder<T> } = {
  verifyEmail: accountLinkMail('verifyEmail'),
  resetPassword: accountLinkMail('resetPassword'),
  changeEmail: accountLinkMail('changeEmail'),
  applicationReceipt,
  applicationUpdate,
  externalApplicationNotice,
  feedbackReceived,
  accountDeleted,
  companyMemberAdded,
  waitingListReceipt,
  waitingListInvitation,
  waitingListOffer,
  waitingListOfferOutcome,
  waitingListSetPassive,
  viewingInvitation,
  viewingConfirmation,
  propertyOffer,
  contractForSignature,
  contractSigned,
  interestListNews,
  savedSearchAlert,
  paymentReceipt,
  paymentRefund,
  subscriptionReminder,
  subscriptionRenewalFailed,
  subscriptionLapsed,
  openHouse,
};

/** Subject, plain text and HTML of one mail. Throws a ZodError when `data` does not fit the template. */
export function renderEmail<T extends EmailTemplate>(locale: Locale, template: T, data: EmailTemplateData<T>): RenderedEmail {
  const parsed = emailTemplateSchemas[template].parse(data) as Data<T>;
  const t = translator(locale);
  const brand = t('brand');
  const content = (builders[template] as Builder<T>)(t, parsed, brand);
  return renderEmailContent(content, {
    locale,
    brand,
    signOff: t('signOff'),
    linkFallback: t('linkFallback'),
    footer: t('footer', { brand }),
  });
}
