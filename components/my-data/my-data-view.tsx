import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { myDataSections, type MyDataExport, type MyDataSection, type RetentionDays } from '@/lib/my-data/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';

type Value = string | number | boolean | null | undefined | ReactNode;
type Fact = [label: string, value: Value];
/** One thing of a section: a title and what is stored about it. */
type Item = { key: string | number; title: string; facts: Fact[] };
type Texts = Awaited<ReturnType<typeof getTranslations<'account.myData'>>>;
/** The product's own words for the codes the file holds (a status, a switch, a frequency). */
type CodeGroup = 'membership' | 'answer' | 'payment' | 'subscription' | 'invitation' | 'contract' | 'openHouse' | 'mail';
type Words = Record<'status' | 'kind' | 'frequency' | 'occupation' | 'incomeBand' | CodeGroup, (code: string) => string>;
const codeGroups: CodeGroup[] = ['membership', 'answer', 'payment', 'subscription', 'invitation', 'contract', 'openHouse', 'mail'];

async function wordsFor(locale: Locale): Promise<Words> {
  const t = await getTranslations({ locale });
  const known = (namespace: string) => (code: string) => {
    const key = `${namespace}.${code}` as never;
    return t.has(key) ? t(key) : code;
  };
  return {
    status: known('applications.status'),
    kind: known('account.notifications.kinds'),
    frequency: known('search.savedSearches.frequencies'),
    occupation: known('account.profile.occupations'),
    incomeBand: known('account.profile.incomeBands'),
    // The states the page words itself (account.myData.codes).
    ...(Object.fromEntries(codeGroups.map((group) => [group, known(`account.myData.codes.${group}`)])) as Record<
      CodeGroup,
      (code: string) => string
    >),
  };
}

/** A date in Danish time from an ISO date or timestamp. */
const day = (iso: string | null | undefined, locale: Locale) =>
  iso ? formatDate(iso.length > 10 ? todayInCopenhagen(new Date(iso)) : iso, locale) : null;
const kroner = (ore: number) => `${formatKroner(ore / 100)} kr.`;

function shown(value: Value, t: Texts): ReactNode {
  if (value === null || value === undefined || value === '') return t('none');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  return value;
}

function Facts({ facts, t }: { facts: Fact[]; t: Texts }) {
  return (
    <dl className="row mb-0">
      {facts.map(([label, value]) => (
        <div key={label} className="col-12 d-sm-flex gap-2">
          <dt className="fw-semibold">{label}</dt>
          <dd className="mb-1 text-break">{shown(value, t)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Items({ items, t }: { items: Item[]; t: Texts }) {
  return (
    <ul className="list-group">
      {items.map((item) => (
        <li key={item.key} className="list-group-item">
          <h3 className="h6">{item.title}</h3>
          <Facts facts={item.facts} t={t} />
        </li>
      ))}
    </ul>
  );
}

/** Each section as items, in the person's language; the JSON file holds every field. */
function sectionItems(section: MyDataSection, data: MyDataExport, t: Texts, w: Words, locale: Locale): Item[] | Fact[] {
  const f = (key: Parameters<Texts>[0]) => t(key);
  switch (section) {
    case 'account':
      return [
        [f('fields.name'), data.account.name],
        [f('fields.email'), data.account.email],
        [f('fields.emailVerified'), data.account.emailVerified],
        [f('fields.phone'), data.account.phone],
        [f('fields.createdAt'), day(data.account.createdAt, locale)],
      ];
    case 'mitid':
      return data.mitid
        ? [
            [f('fields.mitidName'), data.mitid.name],
            [f('fields.birthDate'), day(data.mitid.birthDate, locale)],
            [f('fields.cpr'), data.mitid.cprMasked],
            [f('fields.assurance'), data.mitid.assurance],
            [f('fields.verifiedAt'), day(data.mitid.verifiedAt, locale)],
          ]
        : [];
    case 'profile':
      return [
        [f('fields.adults'), data.profile.adults],
        [f('fields.children'), data.profile.children],
        [f('fields.pets'), data.profile.pets],
        [f('fields.occupation'), data.profile.occupation && w.occupation(data.profile.occupation)],
        [f('fields.incomeBand'), data.profile.incomeBand && w.incomeBand(data.profile.incomeBand)],
        [f('fields.moveInDate'), day(data.profile.moveInDate, locale)],
        [f('fields.introduction'), data.profile.introduction],
      ];
    case 'applications':
      return data.applications.map((a): Item => ({
        key: a.id,
        title: `${a.property.address}, ${a.property.postcode} ${a.property.district}`,
        facts: [
          [f('fields.company'), a.company.name],
          [f('fields.status'), w.status(a.status)],
          [f('fields.message'), a.message],
          [f('fields.timeline'), a.events.map((e) => `${day(e.at, locale)}: ${w.status(e.status)}`).join(' · ')],
          ...(a.deletedAt ? [[f('fields.deletedAt'), day(a.deletedAt, locale)] as Fact] : []),
        ],
      }));
    case 'waitingLists':
      return data.waitingLists.map((m): Item => ({
        key: m.id,
        title: `${m.groupName} (${m.companyName})`,
        facts: [
          [f('fields.cpr'), m.cprMasked],
          [f('fields.seniorityDate'), day(m.seniorityDate, locale)],
          [f('fields.position'), `${m.position} / ${m.members}`],
          [f('fields.state'), w.membership(m.state)],
          [f('fields.affiliation'), m.affiliation],
        ],
      }));
    case 'waitingListOffers':
      return data.waitingListOffers.map((o): Item => ({
        key: o.id,
        title: `${o.address} (${o.groupName})`,
        facts: [
          [f('fields.position'), o.position],
          [f('fields.deadline'), day(o.deadline, locale)],
          [f('fields.answer'), o.answer && w.answer(o.answer)],
          [f('fields.awarded'), o.awarded],
        ],
      }));
    case 'payments':
      return data.payments.map((p): Item => ({
        key: p.id,
        title: p.description,
        facts: [
          [f('fields.amount'), kroner(p.amountOre)],
          [f('fields.status'), w.payment(p.status)],
          [f('fields.date'), day(p.paidAt ?? p.createdAt, locale)],
        ],
      }));
    case 'subscriptions':
      return data.subscriptions.map((s): Item => ({
        key: s.id,
        title: s.listName,
        facts: [
          [f('fields.annualFee'), kroner(s.annualFeeOre)],
          [f('fields.renewsOn'), day(s.renewsOn, locale)],
          [f('fields.state'), w.subscription(s.state)],
        ],
      }));
    case 'viewings':
      return data.viewings.map((v): Item => ({
        key: v.invitationId,
        title: v.home.address,
        facts: [
          [f('fields.slot'), `${day(v.date, locale)} ${v.fromTime}–${v.toTime}`],
          [f('fields.state'), w.invitation(v.state)],
        ],
      }));
    case 'offers':
      return data.offers.map((o): Item => ({
        key: o.id,
        title: o.address,
        facts: [
          [f('fields.company'), o.company],
          [f('fields.monthlyRent'), `${formatKroner(o.monthlyRent)} kr.`],
          [f('fields.moveInDate'), day(o.moveInDate, locale)],
          [f('fields.deadline'), day(o.deadline, locale)],
          [f('fields.answer'), o.answer && w.answer(o.answer)],
        ],
      }));
    case 'contracts':
      return data.contracts.flatMap((tenancy) =>
        tenancy.contracts.map((contract): Item => ({
          key: contract.id,
          title: `${tenancy.home.address} (${f('fields.version')} ${contract.version})`,
          facts: [
            [f('fields.status'), w.contract(contract.status)],
            [
              f('fields.document'),
              <a key="original" href={contract.documentUrl}>
                {contract.fileName}
              </a>,
            ],
            [f('fields.signedAt'), day(contract.signature?.signedAt, locale)],
            ...(contract.signedDocumentUrl
              ? [
                  [
                    f('fields.signedDocument'),
                    <a key="signed" href={contract.signedDocumentUrl}>
                      {contract.fileName}
                    </a>,
                  ] as Fact,
                ]
              : []),
          ],
        })),
      );
    case 'openHouseRegistrations':
      return data.openHouseRegistrations.map((r): Item => ({
        key: r.id,
        title: r.group.name,
        facts: [
          [f('fields.date'), `${day(r.event.date, locale)} ${r.event.from}–${r.event.to}`],
          [f('fields.state'), w.openHouse(r.state)],
        ],
      }));
    case 'interestLists':
      return data.interestLists.map((entry): Item => ({
        key: entry.group.slug,
        title: `${entry.group.name}, ${entry.group.city}`,
        facts: [
          [f('fields.since'), day(entry.since, locale)],
          [f('fields.marketingConsent'), entry.marketingConsent],
        ],
      }));
    case 'savedSearches':
      return data.savedSearches.map((s): Item => ({
        key: s.id,
        title: s.name,
        facts: [
          [f('fields.frequency'), w.frequency(s.frequency)],
          [f('fields.createdAt'), day(s.createdAt, locale)],
        ],
      }));
    case 'conversations':
      return data.conversations.map((c): Item => ({
        key: c.id,
        title: `${c.title || c.companyName} (${c.companyName})`,
        facts: c.messages.map((m): Fact => [
          `${m.authorName}, ${day(m.createdAt, locale)}`,
          m.withdrawnAt ? `${f('fields.withdrawnMessage')}${m.body ? `: ${m.body}` : ''}` : m.body,
        ]),
      }));
    case 'notificationSettings':
      return Object.entries(data.notificationSettings).map(([kind, on]): Fact => [w.kind(kind), on]);
    case 'consents':
      return [
        [f('fields.terms'), day(data.consents.terms.acceptedAt, locale)],
        [f('fields.termsVersion'), data.consents.terms.version],
        ...data.consents.marketing.map(({ group, given }): Fact => [`${f('fields.marketingConsent')}: ${group}`, given]),
        [f('fields.cookies'), f('cookiesBrowserOnly')],
      ];
    case 'mails':
      return data.mails.map((m): Item => ({
        key: m.id,
        title: m.subject,
        facts: [
          [f('fields.createdAt'), day(m.createdAt, locale)],
          [f('fields.status'), w.mail(m.status)],
        ],
      }));
  }
}

const isFacts = (content: Item[] | Fact[]): content is Fact[] => Array.isArray(content[0]);

/** The person's data, one heading per section, in the order of the file. */
export async function MyDataView({ data, locale, retention }: { data: MyDataExport; locale: Locale; retention: RetentionDays }) {
  const [t, words] = await Promise.all([getTranslations({ locale, namespace: 'account.myData' }), wordsFor(locale)]);
  return (
    <>
      <nav aria-labelledby="my-data-contents" className="mb-4">
        <h2 id="my-data-contents" className="h5">
          {t('contents')}
        </h2>
        <ul className="list-inline">
          {myDataSections.map((section) => (
            <li key={section} className="list-inline-item">
              <a href={`#${section}`}>{t(`sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-body-secondary">{t('generatedAt', { date: day(data.generatedAt, locale) ?? '' })}</p>
      {myDataSections.map((section) => {
        const content = sectionItems(section, data, t, words, locale);
        return (
          <section key={section} id={section} aria-labelledby={`${section}-heading`} className="mb-4">
            <h2 id={`${section}-heading`} className="h4">
              {t(`sections.${section}`)}
            </h2>
            {section === 'mails' ? <p className="small text-body-secondary">{t('mailsNote', { days: retention.mails })}</p> : null}
            {content.length === 0 ? (
              <p>{t('empty')}</p>
            ) : isFacts(content) ? (
              <Facts facts={content} t={t} />
            ) : (
              <Items items={content} t={t} />
            )}
          </section>
        );
      })}
      <RetentionSection locale={locale} retention={retention} />
    </>
  );
}

/** What is kept and for how long: every period is the one the jobs use. */
export async function RetentionSection({ locale, retention }: { locale: Locale; retention: RetentionDays }) {
  const t = await getTranslations({ locale, namespace: 'account.myData.retention' });
  return (
    <section id="retention" aria-labelledby="retention-heading" className="mb-4">
      <h2 id="retention-heading" className="h4">
        {t('heading')}
      </h2>
      <ul>
        <li>{t('applications', { days: retention.applications })}</li>
        <li>{t('mails', { days: retention.mails })}</li>
        <li>{t('feedback', { days: retention.feedback })}</li>
        <li>{t('signups', { days: retention.signups })}</li>
        <li>{t('waitingLists')}</li>
        <li>{t('links', { days: retention.links })}</li>
        <li>{t('cpr')}</li>
        <li>{t('deletion')}</li>
      </ul>
      <p>
        <Link href={{ pathname: '/account/personal-info', hash: 'delete-heading' }}>{t('deleteLink')}</Link>
      </p>
    </section>
  );
}
