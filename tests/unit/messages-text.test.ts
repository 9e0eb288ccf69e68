import { describe, expect, it } from 'vitest';
import { messageParts } from '@/lib/messages/links';
import { messageFormSchema } from '@/lib/messages/schema';
import { mailsAgain, MAIL_BURST_MS } from '@/lib/messages/rules';

describe('message text', () => {
  it('makes only http(s) addresses links, leaving the sentence around them as text', () => {
    expect(messageParts('Se https://hjemly.dk/bolig/a-1. Eller javascript:alert(1) og <b>fed</b>')).toEqual([
      { text: 'Se ' },
      { text: 'https://hjemly.dk/bolig/a-1', href: 'https://hjemly.dk/bolig/a-1' },
      { text: '. Eller javascript:alert(1) og <b>fed</b>' },
    ]);
    expect(messageParts('data:text/html,<script>x</script> mailto:a@b.dk')).toEqual([
      { text: 'data:text/html,<script>x</script> mailto:a@b.dk' },
    ]);
    const text = 'Links: http://a.dk, (https://b.dk/x?y=1) og slut';
    expect(
      messageParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(
      messageParts(text)
        .filter((part) => part.href)
        .map((part) => part.href),
    ).toEqual(['http://a.dk/', 'https://b.dk/x?y=1']);
  });

  it('refuses an empty message, one past the limit, and markup', () => {
    const issue = (body: string) => messageFormSchema.safeParse({ body }).error?.issues[0]?.message;
    expect(issue('   ')).toBe('bodyRequired');
    expect(issue('x'.repeat(4001))).toBe('bodyTooLong');
    expect(issue('Hej <script>alert(1)</script>')).toBe('bodyMarkup');
    expect(issue('Hej <a href="x">her</a>')).toBe('bodyMarkup');
    expect(issue('Jeg <3 lejligheden, og 2 < 3')).toBeUndefined();
    expect(messageFormSchema.parse({ body: '  Hej  ' })).toEqual({ body: 'Hej' });
  });

  it('mails a side once per burst', () => {
    const mailedAt = new Date('2026-03-02T09:00:00Z');
    const at = (ms: number) => new Date(mailedAt.getTime() + ms);
    expect(mailsAgain({ mailedAt: null, readAt: null }, mailedAt)).toBe(true);
    expect(mailsAgain({ mailedAt, readAt: null }, at(MAIL_BURST_MS - 1))).toBe(false);
    expect(mailsAgain({ mailedAt, readAt: at(-1) }, at(1))).toBe(false);
    expect(mailsAgain({ mailedAt, readAt: at(1) }, at(2))).toBe(true);
    expect(mailsAgain({ mailedAt, readAt: null }, at(MAIL_BURST_MS))).toBe(true);
  });
});
