import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import * as offersRoute from '@/app/api/provider/v1/offers/route';
import * as offerRoute from '@/app/api/provider/v1/offers/[id]/route';
import * as offerContractsRoute from '@/app/api/provider/v1/offers/[id]/contracts/route';
import * as tenantsRoute from '@/app/api/provider/v1/tenants/route';
import * as tenantContractsRoute from '@/app/api/provider/v1/tenants/[id]/contracts/route';
import * as contractDocumentRoute from '@/app/api/provider/v1/contracts/[id]/document/route';
import * as answerRoute from '@/app/api/offer-answers/[token]/route';
import * as openRoute from '@/app/api/offers/[id]/open/route';
import * as signatureRoute from '@/app/api/contracts/[token]/signature/route';
import * as documentRoute from '@/app/api/contracts/[token]/document/route';
import * as consoleOffersRoute from '@/app/api/company/offers/route';
import * as consoleTenantsRoute from '@/app/api/company/tenants/route';
import * as consoleTenantContractsRoute from '@/app/api/company/tenants/[id]/contracts/route';
import * as consoleDocumentRoute from '@/app/api/company/contracts/[id]/document/route';
import { companyMembers } from '@/lib/db/schema/accounts';
import { insertApplication } from '@/lib/applications/repository';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { properties } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { contracts, offers } from '@/lib/db/schema/offers';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { remindOffers } from '@/lib/jobs/remind-offers';
import { listAuditEntries } from '@/lib/audit/service';
import { answerOffer, getOfferByToken, makeOffers } from '@/lib/offers/service';
import { getContractByToken, signContract } from '@/lib/offers/contract-service';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { signedInUser } from './support/sessions';
import { createApiKey } from '@/lib/providers/key-service';
import { providerOpenApiDocument } from '@/lib/providers/openapi';
import { providerOperations } from '@/lib/providers/operations';
import { testActorOf } from './support/audit-actors';

const BASE = 'http://localhost:3000/api/provider/v1';
const HOUR = 60 * 60_000;
let counter = 0;

function providerRequest(method: string, pathname: string, key: string, body?: unknown | FormData): Request {
  const headers: Record<string, string> = { host: 'localhost:3000', authorization: `Bearer ${key}` };
  if (method !== 'GET') headers['idempotency-key'] = `offers-${Date.now()}-${++counter}`;
  if (body instanceof FormData) return new Request(`${BASE}${pathname}`, { method, headers, body });
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`${BASE}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}
function fileForm(bytes: Uint8Array, name = 'lejekontrakt.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A company with a key and a home, and an application for it from a signed-in person. */
async function companyWithApplication(db: Db, locale: 'da-DK' | 'en-DK' = 'da-DK') {
  const group = await createGroup(db, { externalId: `G${++counter}` });
  const home = await createHome(db, group.id, { externalId: `H${counter}`, monthlyRent: 9000, aconto: 500, deposit: 27000 });
  const { secret: key } = await createApiKey(testActorOf(group.companyId), 'CRM');
  const person = await signedInUser(db);
  const applicationId = await newApplication(db, person.id, home.id, group.companyId, locale);
  return { key, companyId: group.companyId, group, home, person, applicationId };
}

async function newApplication(db: Db, userId: string, propertyId: number, companyId: number, locale: 'da-DK' | 'en-DK' = 'da-DK') {
  const household = { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null };
  const values = {
    name: 'Ida Holm',
    email: 'ida@example.dk',
    phone: '12345678',
    message: '',
    userId,
    propertyId,
    companyId,
    external: false,
    household,
    locale,
  };
  return (await insertApplication(db, values, new Date()))!;
}

const offerBody = (applicationIds: string[], deadline: Date) => ({
  applicationIds,
  monthlyRent: 9500,
  moveInDate: '2027-02-01',
  deadline: deadline.toISOString(),
});

async function makeOffer(key: string, applicationIds: string[], deadline = new Date(Date.now() + 3 * 24 * HOUR)) {
  return offersRoute.POST(providerRequest('POST', '/offers', key, offerBody(applicationIds, deadline)));
}

/** The token of the newest mail to `to` whose text links `segment` (tilbud or kontrakt). */
async function tokenFromMail(db: Db, to: string, segment: 'tilbud' | 'kontrakt', template?: string): Promise<string> {
  const rows = await db
    .select({ text: emailMessages.text, template: emailMessages.template })
    .from(emailMessages)
    .where(eq(emailMessages.to, to))
    .orderBy(desc(emailMessages.id));
  const mail = rows.find((row) => (template ? row.template === template : row.text.includes(`/${segment}/`)));
  const token = new RegExp(`/${segment}/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${segment} link mailed to ${to}`);
  return token;
}

const answer = (token: string, value: string) =>
  answerRoute.POST(
    apiRequest('POST', `offer-answers/${token}`, { body: { answer: value }, ip: `10.9.0.${++counter % 250}` }),
    withParams({ token }),
  );
const sign = (token: string, body: unknown) =>
  signatureRoute.POST(apiRequest('POST', `contracts/${token}/signature`, { body, ip: '10.9.1.1' }), withParams({ token }));

let dataDir = '';
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-offers-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-offers-suite-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  type Success = { headers?: Record<string, { example: string }>; content: Record<string, { schema?: unknown; example?: unknown }> };
  const document = providerOpenApiDocument('https://hjemly.dk');
  const success = (path: string, method: string) =>
    (document.paths[path][method] as { responses: Record<string, Success> }).responses['200'];

  it('describes the lease download as a PDF file named in Content-Disposition, not as JSON', () => {
    const ok = success('/contracts/{id}/document', 'get');
    expect(ok.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(ok.headers?.['Content-Disposition'].example).toBe(
      'attachment; filename="Lejekontrakt Havnegade-v1-underskrevet.pdf"; filename*=UTF-8\'\'Lejekontrakt%20Havnegade-v1-underskrevet.pdf',
    );
  });

  it('gives every read either a file or a JSON example: no download hides behind an empty JSON answer', () => {
    for (const operation of providerOperations.filter((o) => o.method === 'GET')) {
      const ok = success(operation.path, 'get');
      if (operation.file) expect(ok.content[operation.file.contentType].schema).toEqual({ type: 'string', format: 'binary' });
      else expect(ok.content['application/json'].example, operation.id).not.toBeNull();
    }
  });
});

describeEachEngine(
  'offers and contracts',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    describe('offers', () => {
      it('offers a home through the API: the application is offered, the person mailed a link in their language', async () => {
        const { key, applicationId, person } = await companyWithApplication(db(), 'en-DK');
        const made = await makeOffer(key, [applicationId]);
        expect(made.status).toBe(201);
        const [offer] = await made.json();
        expect(offer).toMatchObject({ applicationId, monthlyRent: 9500, moveInDate: '2027-02-01', answer: null, binding: false });

        const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
        expect(application.status).toBe('offered');
        const events = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
        expect(events.map((e) => e.status)).toContain('offered');

        const [mail] = await db()
          .select()
          .from(emailMessages)
          .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'propertyOffer')));
        expect(mail.subject).toContain('You have been offered');
        expect(mail.text).toContain('/en-DK/tilbud/');
        const token = await tokenFromMail(db(), person.email, 'tilbud');
        const lookup = await getOfferByToken(token);
        expect(lookup.kind === 'found' && lookup.offer.costs).toMatchObject({ monthlyRent: 9500, aconto: 500, deposit: 27000 });

        // Offered twice is refused, and nothing more is made.
        const again = await makeOffer(key, [applicationId]);
        expect(again.status).toBe(409);
        expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(1);
      });

      it("keeps the offer's own terms: copied from the home unless given, within lejeloven's caps, the same on page and in mail", async () => {
        const group = await createGroup(db(), { externalId: `G${++counter}` });
        const home = await createHome(db(), group.id, { monthlyRent: 30_550, aconto: 700, deposit: 91_650, prepaidRent: 30_550 });
        const { secret: key } = await createApiKey(testActorOf(group.companyId), 'CRM');
        const person = await signedInUser(db());
        const applicationId = await newApplication(db(), person.id, home.id, group.companyId, 'en-DK');
        const deadline = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
        const offer = (terms: object) =>
          offersRoute.POST(
            providerRequest('POST', '/offers', key, { applicationIds: [applicationId], moveInDate: '2027-02-01', deadline, ...terms }),
          );

        // A lower rent with the home's deposit would ask three times the cap: refused, nothing offered.
        const refused = await offer({ monthlyRent: 9_800 });
        expect(refused.status).toBe(422);
        expect(await refused.json()).toMatchObject({
          type: '/udvikler#problem-above-legal-cap',
          title: "The deposit of 91.650 kr. is above the limit of the Danish Rent Act (lejeloven): at most 3 months' rent (29.400 kr.).",
        });
        expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
        const owner = await signedInUser(db());
        await db().insert(companyMembers).values({ userId: owner.id, companyId: group.companyId, role: 'owner' });
        const consoleBody = {
          applicationIds: [applicationId],
          monthlyRent: 9_800,
          deposit: '',
          prepaidRent: '29400',
          moveInDate: '2027-02-01',
        };
        const inConsole = await consoleOffersRoute.POST(
          apiRequest('POST', `company/offers?company=${group.companyId}`, {
            cookie: owner.cookie,
            locale: 'da',
            body: { ...consoleBody, deadlineDate: addDays(todayInCopenhagen(), 30), deadlineTime: '12:00' },
          }),
        );
        expect(inConsole.status).toBe(422);
        expect(inConsole.headers.get('hjemly-invalid-field')).toBe('deposit');
        expect(await inConsole.text()).toBe('Depositummet på 91.650 kr. er over lejelovens grænse: højst 3 måneders husleje (29.400 kr.).');

        const made = await offer({ monthlyRent: 9_800, deposit: 29_400, prepaidRent: 9_800 });
        expect(made.status).toBe(201);
        const terms = { monthlyRent: 9_800, aconto: 700, deposit: 29_400, prepaidRent: 9_800 };
        expect((await made.json())[0]).toMatchObject(terms);
        // The home changes afterwards: the offer keeps what was offered.
        await db().update(properties).set({ deposit: 60_000, aconto: 999 }).where(eq(properties.id, home.id));
        const token = await tokenFromMail(db(), person.email, 'tilbud');
        const lookup = await getOfferByToken(token);
        expect(lookup.kind === 'found' && lookup.offer.costs).toMatchObject({
          ...terms,
          monthlyTotal: 10_500,
          depositMonths: 3,
          moveInTotal: 49_700,
        });
        const [mail] = await db()
          .select()
          .from(emailMessages)
          .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'propertyOffer')));
        expect(mail.text).toContain(
          'Rent 9.800 kr. a month plus 700 kr. on account, from 1 February 2027. Deposit 29.400 kr. and prepaid rent 9.800 kr.; at move-in you pay 49.700 kr. in all.',
        );
      });

      it('refuses at night a deadline before the mails leave at 07:00, and holds the mail of one after', async () => {
        const { companyId, applicationId, person } = await companyWithApplication(db());
        const night = new Date('2031-05-12T21:30:00Z'); // 23:30 in Copenhagen: the mail leaves at 07:00 (05:00 UTC)
        const offer = (deadline: string) =>
          makeOffers(testActorOf(companyId), { ...offerBody([applicationId], new Date(deadline)) }, night);
        await expect(offer('2031-05-13T04:00:00.000Z')).rejects.toMatchObject({
          code: 'Rejected',
          key: 'offerDeadlineBeforeMails',
          values: { time: '07:00' },
        });
        expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
        await offer('2031-05-14T10:00:00.000Z');
        const [mail] = await db()
          .select()
          .from(emailMessages)
          .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'propertyOffer')));
        expect(mail.nextAttemptAt.toISOString()).toBe('2031-05-13T05:00:00.000Z');
      });

      it('offers several applicants at once, all or none; another company’s application is not found', async () => {
        const first = await companyWithApplication(db());
        const other = await signedInUser(db());
        const second = await newApplication(db(), other.id, first.home.id, first.companyId);
        const foreign = await companyWithApplication(db());

        const refused = await makeOffer(first.key, [first.applicationId, foreign.applicationId]);
        expect(refused.status).toBe(404);
        expect(await db().select().from(offers).where(eq(offers.applicationId, first.applicationId))).toHaveLength(0);

        const tooSoon = await makeOffer(first.key, [first.applicationId], new Date(Date.now() - 60_000));
        expect(tooSoon.status).toBe(422);

        const made = await makeOffer(first.key, [first.applicationId, second]);
        expect(made.status).toBe(201);
        expect(await made.json()).toHaveLength(2);
        const list = await offersRoute.GET(providerRequest('GET', '/offers', first.key));
        expect(await list.json()).toHaveLength(2);
        const [mine] = await (await offersRoute.GET(providerRequest('GET', `/offers?application=${second}`, first.key))).json();
        const foreignRead = await offerRoute.GET(providerRequest('GET', `/offers/${mine.id}`, foreign.key), withParams({ id: mine.id }));
        expect(foreignRead.status).toBe(404);
      });

      it('takes an answer and changes until the deadline, then it is binding; each change is a webhook', async () => {
        const { key, applicationId, person, companyId } = await companyWithApplication(db());
        await db()
          .insert(webhookEndpoints)
          .values({ companyId, url: 'http://127.0.0.1:9/hooks', secret: 'whsec_t', events: ['offer.answered'] });
        // Two days: made at night, the mail leaves at 07:00 and the deadline must come after that.
        const deadline = new Date(Date.now() + 2 * 24 * HOUR);
        await makeOffer(key, [applicationId], deadline);
        const token = await tokenFromMail(db(), person.email, 'tilbud');

        const yes = await answer(token, 'interested');
        expect(yes.status).toBe(200);
        expect(await yes.json()).toMatchObject({ answer: 'interested', phase: 'open' });
        expect((await answer(token, 'notInterested')).status).toBe(200);
        expect((await answer(token, 'notInterested')).status).toBe(200);
        expect((await answer(token, 'bogus')).status).toBe(400);

        const events = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId));
        expect(events.map((e) => e.eventType)).toEqual(['offer.answered', 'offer.answered']);
        expect(events.map((e) => (e.payload as { data: { answer: string } }).data.answer).sort()).toEqual(['interested', 'notInterested']);

        // A controlled clock past the deadline: the answer given is binding.
        const after = new Date(deadline.getTime() + 1);
        await expect(answerOffer(token, 'interested', after)).rejects.toMatchObject({ code: 'Rejected', key: 'offerClosed' });
        const lookup = await getOfferByToken(token, after);
        expect(lookup.kind === 'found' && lookup.offer).toMatchObject({ answer: 'notInterested', phase: 'binding' });
        // Long after, the link itself has expired.
        expect((await getOfferByToken(token, new Date(deadline.getTime() + 31 * 24 * HOUR))).kind).toBe('expired');
      });

      it('answers 404 to an unknown or malformed token, and to someone else opening another person’s offer', async () => {
        expect((await getOfferByToken('x'.repeat(43))).kind).toBe('notFound');
        expect((await getOfferByToken('not a token')).kind).toBe('notFound');
        expect((await answer('A'.repeat(43), 'interested')).status).toBe(404);

        const { key, applicationId, person } = await companyWithApplication(db());
        const [offer] = await (await makeOffer(key, [applicationId])).json();
        const stranger = await signedInUser(db());
        const refused = await openRoute.GET(
          apiRequest('GET', `offers/${offer.id}/open`, { cookie: stranger.cookie }),
          withParams({ id: offer.id }),
        );
        expect(refused.status).toBe(404);
        const opened = await openRoute.GET(
          apiRequest('GET', `offers/${offer.id}/open`, { cookie: person.cookie }),
          withParams({ id: offer.id }),
        );
        expect(opened.status).toBe(303);
        const fresh = /\/tilbud\/([A-Za-z0-9_-]{43})$/.exec(opened.headers.get('location') ?? '')?.[1];
        // The page's own link is a second key to the same offer; the mail's still works.
        expect((await getOfferByToken(fresh!)).kind).toBe('found');
        expect((await getOfferByToken(await tokenFromMail(db(), person.email, 'tilbud'))).kind).toBe('found');
      });

      it('reminds once, 24 hours before the deadline, only the unanswered, honouring the settings', async () => {
        const a = await companyWithApplication(db());
        const b = await companyWithApplication(db());
        const c = await companyWithApplication(db());
        const deadline = new Date(Date.now() + 3 * 24 * HOUR);
        for (const x of [a, b, c]) await makeOffer(x.key, [x.applicationId], deadline);
        await answer(await tokenFromMail(db(), b.person.email, 'tilbud'), 'interested');
        await db()
          .insert(notificationPreferences)
          .values({ userId: c.person.id, offers: false })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { offers: false },
          });

        const reminders = async (to: string) =>
          (await db().select().from(emailMessages).where(eq(emailMessages.to, to))).filter((m) => m.subject.startsWith('Påmindelse'));
        await remindOffers({ db: db(), now: new Date(deadline.getTime() - 25 * HOUR) });
        expect(await reminders(a.person.email)).toHaveLength(0);
        const due = new Date(deadline.getTime() - 23 * HOUR);
        const run = await remindOffers({ db: db(), now: due });
        expect(run.reminded).toBeGreaterThanOrEqual(1);
        expect(await remindOffers({ db: db(), now: due })).toEqual({ reminded: 0, skipped: 0 });

        expect(await reminders(a.person.email)).toHaveLength(1);
        expect(await reminders(b.person.email)).toHaveLength(0);
        expect(await reminders(c.person.email)).toHaveLength(0);
      });
    });

    describe('contracts', () => {
      async function acceptedOffer() {
        const setup = await companyWithApplication(db());
        const [offer] = await (await makeOffer(setup.key, [setup.applicationId])).json();
        const offerToken = await tokenFromMail(db(), setup.person.email, 'tilbud');
        return { ...setup, offer, offerToken };
      }
      const upload = (key: string, offerId: string, form: FormData) =>
        offerContractsRoute.POST(providerRequest('POST', `/offers/${offerId}/contracts`, key, form), withParams({ id: offerId }));

      it('takes a lease only for an accepted offer, and only a PDF told by its bytes', async () => {
        const { key, offer, offerToken } = await acceptedOffer();
        const lease = await pdf('Lejekontrakt');
        expect((await upload(key, offer.id, fileForm(lease))).status).toBe(409);
        await answer(offerToken, 'interested');

        const text = await upload(key, offer.id, fileForm(new TextEncoder().encode('not a pdf at all'), 'kontrakt.pdf'));
        expect(text.status).toBe(422);
        expect((await text.json()).type).toBe('/udvikler#problem-contract-not-pdf');
        const fake = await upload(key, offer.id, fileForm(new TextEncoder().encode('%PDF-1.7 but nothing else'), 'kontrakt.pdf'));
        expect(fake.status).toBe(422);
        expect(await db().select().from(contracts)).toHaveLength(0);

        const sent = await upload(key, offer.id, fileForm(lease));
        expect(sent.status).toBe(201);
        expect(await sent.json()).toMatchObject({ version: 1, status: 'awaitingSignature', sha256: sha256(lease) });
      });

      it('signs once: the hash shown is the document’s, the record keeps who, when, where; a new version needs a new signature', async () => {
        const { key, offer, offerToken, person, companyId } = await acceptedOffer();
        await db()
          .insert(webhookEndpoints)
          .values({ companyId, url: 'http://127.0.0.1:9/hooks', secret: 'whsec_t', events: ['contract.signed'] });
        await answer(offerToken, 'interested');
        const lease = await pdf('Lejekontrakt version 1');
        const v1 = await (await upload(key, offer.id, fileForm(lease, 'Lejekontrakt Havnegade.pdf'))).json();
        const token = await tokenFromMail(db(), person.email, 'kontrakt');
        // The sending is on the company's log: by the key, about the lease, the tenant by opaque id.
        const { items: logged } = await listAuditEntries(companyId, { action: 'offer.leaseSent' }, 10);
        expect(logged).toMatchObject([
          {
            actor: { kind: 'key' },
            subject: { type: 'contract', id: String(v1.id), tenantRef: person.id },
            detail: { version: 1, sha256: sha256(lease), fileName: 'Lejekontrakt Havnegade-v1.pdf' },
          },
        ]);

        const shown = await getContractByToken(token);
        expect(shown.kind === 'found' && shown.contract.sha256).toBe(sha256(lease));
        expect((await sign(token, { fullName: 'Ida Holm', consent: false })).status).toBe(400);
        const signed = await sign(token, { fullName: 'Ida Holm', consent: true });
        expect(signed.status).toBe(200);
        expect(await signed.json()).toMatchObject({ status: 'signed', signature: { signerName: 'Ida Holm' } });
        expect((await sign(token, { fullName: 'Ida Holm', consent: true })).status).toBe(409);

        const [row] = await db().select().from(contracts).where(eq(contracts.id, v1.id));
        expect(row).toMatchObject({
          signerName: 'Ida Holm',
          signerIp: '10.9.1.1',
          signedDocumentSha256: sha256(lease),
          signatureProvider: 'simple-electronic-signature',
        });
        expect(row.signerUserAgent).not.toBeNull();
        const hooks = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId));
        expect(hooks.map((h) => h.eventType)).toEqual(['contract.signed']);

        // Both sides download the signed copy: the original's pages and the signature page.
        const tenantCopy = await documentRoute.GET(apiRequest('GET', `contracts/${token}/document?kind=signed`), withParams({ token }));
        expect(tenantCopy.headers.get('content-type')).toBe('application/pdf');
        expect(tenantCopy.headers.get('content-disposition')).toContain("filename*=UTF-8''Lejekontrakt%20Havnegade-v1-underskrevet.pdf");
        const signedBytes = new Uint8Array(await tenantCopy.arrayBuffer());
        expect(sha256(signedBytes)).toBe(row.signedFileSha256);
        expect((await PDFDocument.load(signedBytes)).getPageCount()).toBe(2);
        const landlordCopy = await contractDocumentRoute.GET(
          providerRequest('GET', `/contracts/${v1.id}/document?kind=signed`, key),
          withParams({ id: v1.id }),
        );
        expect(sha256(new Uint8Array(await landlordCopy.arrayBuffer()))).toBe(row.signedFileSha256);
        // … answered as the OpenAPI document says: the PDF itself, named in Content-Disposition.
        const documented = providerOpenApiDocument('https://hjemly.dk').paths['/contracts/{id}/document'].get as {
          responses: { '200': { content: Record<string, unknown> } };
        };
        expect(Object.keys(documented.responses['200'].content)).toEqual([landlordCopy.headers.get('content-type')]);
        expect(landlordCopy.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
        // The answer is bound by the signature, even before the deadline.
        expect((await answer(offerToken, 'notInterested')).status).toBe(422);

        // A new version: the signed one stays signed; the new one waits for its own signature.
        const v2 = await (await upload(key, offer.id, fileForm(await pdf('Lejekontrakt version 2')))).json();
        expect(v2).toMatchObject({ version: 2, status: 'awaitingSignature' });
        const [still] = await db().select().from(contracts).where(eq(contracts.id, v1.id));
        expect(still.status).toBe('signed');
        const token2 = await tokenFromMail(db(), person.email, 'kontrakt', 'contractForSignature');
        expect(token2).not.toBe(token);
        // A third version supersedes the unsigned second: its link can no longer sign.
        await upload(key, offer.id, fileForm(await pdf('Lejekontrakt version 3')));
        expect((await sign(token2, { fullName: 'Ida Holm', consent: true })).status).toBe(409);
      });

      it('the console offers with a Danish deadline and sends leases; another company’s member reaches none of it', async () => {
        const { companyId, applicationId, home } = await companyWithApplication(db());
        const owner = await signedInUser(db());
        await db().insert(companyMembers).values({ userId: owner.id, companyId, role: 'owner' });
        // A month ahead: a deadline must lie within 60 days of today.
        const deadlineDate = addDays(todayInCopenhagen(), 30);
        const offered = await consoleOffersRoute.POST(
          apiRequest('POST', `company/offers?company=${companyId}`, {
            cookie: owner.cookie,
            body: {
              applicationIds: [applicationId],
              monthlyRent: 9000,
              moveInDate: '2027-02-01',
              deadlineDate,
              deadlineTime: '12:00',
            },
          }),
        );
        expect(offered.status).toBe(200);
        // 12:00 Danish time: 11:00 UTC in winter, 10:00 in summer.
        expect((await offered.json())[0].deadline).toBe(instantInCopenhagen(deadlineDate, '12:00').toISOString());

        const tenant = await consoleTenantsRoute.POST(
          apiRequest('POST', `company/tenants?company=${companyId}`, {
            cookie: owner.cookie,
            body: { name: 'Karl Jensen', email: 'karl@example.dk', phone: '', home: home.slug, locale: 'en-DK' },
          }),
        );
        expect(tenant.status).toBe(200);
        const { id: tenantId } = await tenant.json();
        const upload = (cookie: string, bytes: Uint8Array) => {
          const request = new Request(`http://localhost:3000/api/company/tenants/${tenantId}/contracts?company=${companyId}`, {
            method: 'POST',
            headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie },
            body: fileForm(bytes),
          });
          return consoleTenantContractsRoute.POST(request, withParams({ id: tenantId }));
        };
        const refused = await upload(owner.cookie, new TextEncoder().encode('GIF89a not a lease'));
        expect(refused.status).toBe(422);
        expect(await refused.text()).toContain('PDF');
        const sent = await upload(owner.cookie, await pdf('Lejekontrakt'));
        expect(sent.status).toBe(200);
        const { id: contractId } = await sent.json();
        const download = await consoleDocumentRoute.GET(
          apiRequest('GET', `company/contracts/${contractId}/document?company=${companyId}&kind=original`, { cookie: owner.cookie }),
          withParams({ id: contractId }),
        );
        expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="lejekontrakt-v1\.pdf"/);

        const stranger = await signedInUser(db());
        const other = await createGroup(db());
        await db().insert(companyMembers).values({ userId: stranger.id, companyId: other.companyId, role: 'owner' });
        expect((await upload(stranger.cookie, await pdf('x'))).status).toBe(404);
        const foreign = await consoleDocumentRoute.GET(
          apiRequest('GET', `company/contracts/${contractId}/document`, { cookie: stranger.cookie }),
          withParams({ id: contractId }),
        );
        expect(foreign.status).toBe(404);
      });

      it('an external tenant without an account gets the lease by mail and signs from the link alone', async () => {
        const group = await createGroup(db(), { externalId: 'EXT' });
        await createHome(db(), group.id, { externalId: 'EXT-1' });
        const { secret: key } = await createApiKey(testActorOf(group.companyId), 'CRM');
        const email = `karl-${Date.now()}@example.dk`;
        const registered = await tenantsRoute.POST(
          providerRequest('POST', '/tenants', key, {
            name: 'Karl Jensen',
            email,
            phone: '+45 20 30 40 50',
            groupId: 'EXT',
            homeId: 'EXT-1',
          }),
        );
        expect(registered.status).toBe(201);
        const tenant = await registered.json();
        expect(tenant).toMatchObject({ external: true, offerId: null, contracts: [] });
        const unknownHome = await tenantsRoute.POST(
          providerRequest('POST', '/tenants', key, { name: 'K', email, groupId: 'EXT', homeId: 'NOPE' }),
        );
        expect(unknownHome.status).toBe(404);

        const lease = await pdf('Lejekontrakt Karl');
        const sent = await tenantContractsRoute.POST(
          providerRequest('POST', `/tenants/${tenant.id}/contracts`, key, fileForm(lease)),
          withParams({ id: tenant.id }),
        );
        expect(sent.status).toBe(201);
        const token = await tokenFromMail(db(), email, 'kontrakt');
        const view = await signContract(token, { fullName: 'Karl Jensen', consent: true }, { ip: '10.0.0.9', userAgent: 'test' });
        expect(view.status).toBe('signed');

        // Another company reads nothing of it.
        const { secret: otherKey } = await createApiKey(testActorOf((await createGroup(db())).companyId), 'CRM');
        const foreign = await contractDocumentRoute.GET(
          providerRequest('GET', `/contracts/${view.id}/document`, otherKey),
          withParams({ id: view.id }),
        );
        expect(foreign.status).toBe(404);
        // An expired contract link says so (controlled clock).
        expect((await getContractByToken(token, new Date(Date.now() + 91 * 24 * HOUR))).kind).toBe('expired');
      });
    });
  },
  { install: true },
);
