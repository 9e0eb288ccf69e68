import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT, purgeCss } from '../../scripts/bootstrap-css.mjs';

/** The stylesheet as purged for sources that hold exactly `words`, white space folded. */
const purge = async (css: string, words: string[]) =>
  (await purgeCss(css, [{ raw: words.join(' '), extension: 'tsx' }])).replace(/\s+/g, ' ').trim();

describe('purgeCss', () => {
  it('keeps the rules of rendered classes and drops the others', async () => {
    expect(await purge('.btn{a:1}.btn-check{b:2}', ['btn'])).toBe('.btn{a:1}');
  });

  it('keeps only the selectors of a list that can match', async () => {
    expect(await purge('.btn-primary,.btn-check:checked+.btn{a:1}', ['btn', 'btn-primary'])).toBe('.btn-primary{a:1}');
  });

  it('needs every class of a compound selector, but none inside :not()', async () => {
    expect(await purge('.was-validated .form-control{a:1}', ['form-control'])).toBe('');
    expect(await purge('.btn:not(.active){a:1}', ['btn'])).toBe('.btn:not(.active){a:1}');
  });

  it('keeps element and attribute rules, which Markdown and forms render without classes', async () => {
    expect(await purge('blockquote{a:1}[type=date]{b:2}abbr[title]{c:3}', [])).toBe('blockquote{a:1}[type=date]{b:2}abbr[title]{c:3}');
  });

  it("drops bootstrap's data attributes (its dark theme) unless the code writes them", async () => {
    expect(await purge('[data-bs-theme=dark]{a:1}', [])).toBe('');
    expect(await purge('[data-bs-theme=dark]{a:1}', ['data-bs-theme', 'dark'])).toBe('[data-bs-theme=dark]{a:1}');
  });

  it('removes at-rules left empty and keyframes no kept rule animates', async () => {
    const css = '@media (min-width:1px){.unused{a:1}}@keyframes spin{to{b:2}}@keyframes glow{to{c:3}}.spinner{animation:1s spin}';
    expect(await purge(css, ['spinner'])).toBe('@keyframes spin{to{b:2}}.spinner{animation:1s spin}');
  });

  it('keeps keyframes a kept rule names through a custom property, as the spinner does', async () => {
    const css =
      '.spinner-border{--bs-spinner-animation-name:spinner-border;animation:1s var(--bs-spinner-animation-name)}@keyframes spinner-border{to{a:1}}';
    expect(await purge(css, ['spinner-border'])).toContain('@keyframes spinner-border');
  });

  it("keeps bootstrap's licence and drops its other comments", async () => {
    expect(await purge('/*! Bootstrap (MIT) */ /* rtl:begin:ignore */ .btn{a:1}', ['btn'])).toBe('/*! Bootstrap (MIT) */ .btn{a:1}');
  });
});

describe('the product stylesheet', () => {
  it('keeps a class written only in a tone map of a server module', async () => {
    const bootstrap = readFileSync(path.resolve('node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8');
    const css = await purgeCss(bootstrap, CONTENT);
    expect(css).toContain('.text-bg-success');
    expect(css).toContain('.navbar-expand-lg');
    expect(css).not.toContain('.carousel-item');
  });
});
