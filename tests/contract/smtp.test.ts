import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';
import { deliverDueEmails, enqueueEmail, stopBackgroundDelivery } from '@/lib/email/service';
import { emailTemplates, renderEmail } from '@/lib/email/templates';
import { smtpTransport } from '@/lib/email/transport';
import { oneClickUrl } from '@/lib/saved-searches/alerts-service';
import { mailUrl } from '@/lib/seo/urls';
import { fixtures } from '../unit/support/email-fixtures';

// The real maildev 3.0.0 (contract/services/smtp.mjs): what our SMTP transport hands over, fetched
// back as it arrived and read by mailparser, as a recipient's mail program would read it.
const SMTP_URL = process.env.SMTP_URL!;
const MAILDEV_API_URL = process.env.MAILDEV_API_URL!;
const SITE_URL = 'https://contract.hjemly.test';
const AUTH_SECRET = 'contract-auth-secret-that-must-never-be-mailed-0123456789';

type Address = { value: { address: string }[] };
type ParsedMail = {
  subject?: string;
  text?: string;
  html?: string | false;
  from?: Address;
  to?: Address;
  replyTo?: Address;
  headers: Map<string, unknown>;
};
const { simpleParser } = createRequire(import.meta.url)('../../contract/node_modules/mailparser') as {
  simpleParser: (source: string) => Promise<ParsedMail>;
};

type Received = { id: string; to: { address: string }[] };

/** Every mail maildev holds for `to`, each as its raw source parsed. */
async function receivedBy(to: string): Promise<{ raw: string; mail: ParsedMail }[]> {
  const list = (await (await fetch(`${MAILDEV_API_URL}/email`)).json()) as Received[];
  const mine = list.filter((mail) => mail.to.some((recipient) => recipient.address === to));
  return Promise.all(
    mine.map(async ({ id }) => {
      const raw = await (await fetch(`${MAILDEV_API_URL}/email/${id}/source`)).text();
      return { raw, mail: await simpleParser(raw) };
    }),
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));

let handle: DbHandle;
beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE_URL);
  vi.stubEnv('BETTER_AUTH_SECRET', AUTH_SECRET);
  vi.stubEnv('MAIL_FROM', 'Hjemly <no-reply@hjemly.dk>');
  handle = await connect({ pgliteDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await stopBackgroundDelivery();
  await handle?.close();
  vi.unstubAllEnvs();
});

describe('mail through a real SMTP server', () => {
  it('every kind of mail arrives as valid MIME with its text and HTML parts, marked automatic, with nothing secret', async () => {
    const transport = smtpTransport(SMTP_URL);
    for (const template of emailTemplates) {
      const to = `${template.toLowerCase()}@contract.hjemly.test`;
      const rendered = renderEmail('da-DK', template, fixtures[template].data as never);
      await transport.send({ to, ...rendered });
      const [arrived, ...more] = await receivedBy(to);
      expect(more, template).toEqual([]);
      const { mail, raw } = arrived;
      expect(mail.subject, template).toBe(rendered.subject);
      expect(mail.from?.value[0].address).toBe('no-reply@hjemly.dk');
      expect(mail.headers.get('mime-version')).toBe('1.0');
      expect(String((mail.headers.get('content-type') as { value: string }).value)).toBe('multipart/alternative');
      expect(mail.text?.trim(), template).toBe(rendered.text.trim());
      expect(mail.html, template).toContain('</html>');
      expect(mail.headers.get('auto-submitted'), template).toBe('auto-generated');
      expect(mail.replyTo, template).toBeUndefined();
      for (const secret of [AUTH_SECRET, 'x-mailer', 'Error:', '    at ']) expect(raw, template).not.toContain(secret);
    }
  });

  it('the feedback mail answers to the person who wrote it', async () => {
    await enqueueEmail(handle.db, {
      to: 'team@contract.hjemly.test',
      locale: 'da-DK',
      template: 'feedbackReceived',
      data: { message: 'Kortet er svært at bruge.', email: 'ole@example.dk', page: '/soeg' },
      replyTo: 'ole@example.dk',
    });
    expect(await deliverDueEmails(handle.db, smtpTransport(SMTP_URL), new Date(Date.now() + 1_000))).toMatchObject({ sent: 1 });
    const [{ mail }] = await receivedBy('team@contract.hjemly.test');
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['ole@example.dk']);
    expect(mail.from?.value[0].address).toBe('no-reply@hjemly.dk');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it("an alert's links, in the text, the HTML and its one-click header, are absolute on SITE_URL", async () => {
    const to = 'alert@contract.hjemly.test';
    const home = mailUrl('da-DK', { pathname: '/property/[slug]', params: { slug: 'havnegade-12' } });
    const searches = mailUrl('da-DK', '/saved-searches');
    const unsubscribe = mailUrl('da-DK', { pathname: '/saved-searches/unsubscribe/[token]', params: { token: '1.abc.sig' } });
    await enqueueEmail(handle.db, {
      to,
      locale: 'da-DK',
      template: 'savedSearchAlert',
      userId: 'contract-person',
      data: {
        name: 'Ida',
        homes: [{ address: 'Havnegade 12, 8000 Aarhus C', rooms: 3, sizeM2: 82, monthlyRent: 11950, search: 'Aarhus', url: home }],
        total: 1,
        moreUrl: searches,
        searches: [{ name: 'Aarhus', unsubscribeUrl: unsubscribe }],
      },
      oneClickUnsubscribeUrl: oneClickUrl('1.abc.sig'),
    });
    expect(await deliverDueEmails(handle.db, smtpTransport(SMTP_URL), new Date(Date.now() + 1_000))).toMatchObject({ sent: 1 });
    const [{ mail, raw }] = await receivedBy(to);
    const links = hrefs(mail.html || '');
    expect(links).toEqual(expect.arrayContaining([home, searches, unsubscribe]));
    for (const link of links.filter((href) => href.startsWith('http'))) expect(link.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(mail.text).toContain(home);
    // A long header is folded onto a second line (RFC 5322): unfolded, it is the one link.
    const unfolded = raw.replace(/\r\n(?=[ \t])/g, '');
    expect(unfolded).toMatch(/^List-Unsubscribe:\s*<https:\/\/contract\.hjemly\.test\/api\/saved-searches\/unsubscribe\/1\.abc\.sig>\r$/m);
  });
});
