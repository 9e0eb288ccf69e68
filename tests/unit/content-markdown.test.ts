import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/content/markdown';

function render(markdown: string, locale: 'da-DK' | 'en-DK', headingLevel?: 2 | 3 | 4) {
  const body = createElement(Markdown, { newTab: 'opens in a new tab', headingLevel, children: markdown });
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages: {}, children: body }));
}

describe('Markdown bodies', () => {
  it('prints raw HTML as text and never as markup', () => {
    const html = render('Hej <script>alert(1)</script> <b onclick="x()">fed</b>\n\n<iframe src="https://x"></iframe>', 'da-DK');
    expect(html).not.toMatch(/<script|<b |<iframe/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('localizes internal links: a Danish path in an English body goes to the English page', () => {
    expect(render('Se [depositum](/ordbog/depositum).', 'en-DK')).toContain(
      '<a href="/en-DK/ordbog/depositum" data-client-nav="">depositum</a>',
    );
    expect(render('Se [depositum](/ordbog/depositum).', 'da-DK')).toContain('<a href="/ordbog/depositum" data-client-nav="">depositum</a>');
    expect(render('[Søg](/soeg?sted=city:aarhus)', 'en-DK')).toContain('href="/en-DK/soeg?sted=city%3Aaarhus"');
  });

  it('opens https links in a new tab without giving them the opener, and drops other schemes', () => {
    const html = render('[Borger.dk](https://www.borger.dk/bolig) [usikker](http://example.dk) [js](javascript:alert(1))', 'da-DK');
    expect(html).toContain(
      '<a href="https://www.borger.dk/bolig" target="_blank" rel="noopener noreferrer">Borger.dk<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain(' usikker ');
    expect(html).not.toContain('http://example.dk');
    expect(html).not.toContain('javascript:');
  });

  it('keeps headings under the page’s h1: ## is the given level, # never becomes h1, images are dropped', () => {
    expect(render('# Et\n\n## To\n\n### Tre', 'da-DK')).toMatch(/<h2>Et<\/h2>\s*<h2>To<\/h2>\s*<h3>Tre<\/h3>/);
    expect(render('## To\n\n### Tre\n\n###### Seks', 'da-DK', 4)).toMatch(/<h4>To<\/h4>\s*<h5>Tre<\/h5>\s*<h6>Seks<\/h6>/);
    expect(render('![plan](https://example.dk/plan.png)', 'da-DK')).not.toContain('<img');
  });
});
