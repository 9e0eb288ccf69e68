import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { escapeHtml } from '@/lib/email/layout';
import { emailTemplates, renderEmail, type EmailTemplate } from '@/lib/email/templates';
import { locales, type Locale } from '@/lib/i18n/routing';
import daEmail from '@/messages/da-DK/email.json';
import enEmail from '@/messages/en-DK/email.json';
import { EVIL, EVIL_ESCAPED, URL, URL_IN_HTML, fixtures, type Fixture } from './support/email-fixtures';

const cases = locales.flatMap((locale) => emailTemplates.map((template) => [template, locale] as [EmailTemplate, Locale]));
const bundles = { 'da-DK': daEmail, 'en-DK': enEmail } as const;

function render(template: EmailTemplate, locale: Locale) {
  return renderEmail(locale, template, fixtures[template].data as never);
}

describe('e-mail templates', () => {
  it('covers every template with a fixture', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...emailTemplates].sort());
  });

  describe.each(cases)('%s in %s', (template, locale) => {
    const fixture = fixtures[template] as Fixture<EmailTemplate>;
    const mail = render(template, locale);
    const bundle = bundles[locale] as Record<string, unknown>;
    const own = bundle[template] as Record<string, string>;
    // A template whose wording depends on a status (or an event) keeps a subject per status.
    const { status: byStatus, event, kind } = fixture.data as { status?: string; event?: string; kind?: string };
    const status = byStatus ?? event ?? kind;
    const ownSubject = status ? (bundle[template] as Record<string, { subject: string }>)[status].subject : own.subject;

    it('has a one-line subject from its own locale, and a text and an HTML part', () => {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject.length).toBeGreaterThan(5);
      // A missing message makes next-intl fall back to the key path.
      expect(mail.subject).not.toContain(`${template}.`);
      expect(mail.subject.startsWith(ownSubject.split('{')[0])).toBe(true);
      expect(mail.text.trim().length).toBeGreaterThan(50);
      expect(mail.html).toMatch(/^<!doctype html><html lang="[a-z]{2}-DK">/);
      expect(mail.html).toContain(`lang="${locale}"`);
    });

    it('names the brand and ends with the footer in both parts', () => {
      const footer = (bundle.footer as string).replace('{brand}', 'Hjemly');
      expect(mail.text).toContain('Hjemly');
      expect(mail.text).toContain(footer);
      expect(mail.html).toContain('>Hjemly</td>');
      expect(mail.html).toContain(escapeHtml(footer));
    });

    it('shows the user text verbatim in the text part and only escaped in the HTML', () => {
      for (const value of fixture.userText) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(escapeHtml(value));
      }
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('onerror="');
      if (fixture.userText.some((v) => v.includes(EVIL))) expect(mail.html).toContain(EVIL_ESCAPED);
    });
  });

  describe.each(cases.filter(([template]) => fixtures[template].url))('link of %s in %s', (template, locale) => {
    const mail = render(template, locale);
    const own = (bundles[locale] as Record<string, unknown>)[template] as Record<string, string | { action?: string }>;
    // A template whose wording depends on its kind may name its button per kind.
    const { kind } = fixtures[template].data as { kind?: string };
    const action = (typeof own.action === 'string' ? own.action : (own[kind ?? ''] as { action?: string } | undefined)?.action) ?? '';

    it('carries the link in the text and as an escaped href in the HTML', () => {
      expect(mail.text).toContain(URL);
      expect(mail.html).toContain(`href="${URL_IN_HTML}"`);
      expect(mail.text).toContain(`${action}:\n${URL}`);
      expect(mail.html).toContain(`>${escapeHtml(action)}</a>`);
    });
  });

  it('speaks Danish and English', () => {
    expect(render('verifyEmail', 'da-DK').subject).toBe('Bekræft din e-mailadresse');
    expect(render('verifyEmail', 'en-DK').subject).toBe('Confirm your e-mail address');
    expect(render('resetPassword', 'da-DK').text).toMatch(/^Hej Ann /);
    expect(render('resetPassword', 'en-DK').text).toMatch(/^Hi Ann /);
  });

  it('greets without a name when none is known', () => {
    expect(renderEmail('da-DK', 'verifyEmail', { name: '', url: URL }).text).toMatch(/^Hej\n/);
    expect(renderEmail('en-DK', 'verifyEmail', { name: '  ', url: URL }).text).toMatch(/^Hi,\n/);
  });

  it('puts user text in the subject on one line, so it cannot add a header', () => {
    const mail = renderEmail('da-DK', 'externalApplicationNotice', {
      ...fixtures.externalApplicationNotice.data,
      applicantName: 'Eve\r\nBcc: everyone@example.dk',
    });
    expect(mail.subject).toBe('Ny ansøgning om Åboulevarden 3, 8000 Aarhus C fra Eve Bcc: everyone@example.dk');
  });

  it('says "not given" for a missing phone, message, sender or page', () => {
    const notice = renderEmail('en-DK', 'externalApplicationNotice', {
      ...fixtures.externalApplicationNotice.data,
      applicantPhone: '',
      message: '',
    });
    expect(notice.text).toContain('Phone: Not given');
    expect(notice.text).toContain('Message from the applicant:\nNot given');
    const feedback = renderEmail('da-DK', 'feedbackReceived', { message: 'Fin side' });
    expect(feedback.text).toContain('Afsenderens e-mail: Ikke oplyst');
    expect(feedback.text).toContain('Side: Ikke oplyst');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://hjemly.dk/x', '/konto/bekraeft', ''])('refuses %j as a link', (url) => {
    expect(() => renderEmail('da-DK', 'verifyEmail', { name: 'Ann', url })).toThrow(ZodError);
  });

  it('refuses data that does not fit the template', () => {
    expect(() => renderEmail('da-DK', 'applicationReceipt', { name: 'Ann', address: ' ', url: URL })).toThrow(ZodError);
    expect(() => renderEmail('da-DK', 'feedbackReceived', { message: '' })).toThrow(ZodError);
    expect(() => renderEmail('da-DK', 'verifyEmail', { name: 'Ann' } as never)).toThrow(ZodError);
  });
});
