import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { purgeCss, sourceWords } from '../../scripts/bootstrap-css.mjs';

const purge = (css: string, words: string[]) => purgeCss(css, new Set(words)).replace(/\s+/g, ' ').trim();

describe('purgeCss', () => {
  it('keeps the rules of rendered classes and drops the others', () => {
    expect(purge('.btn{a:1}.btn-check{b:2}', ['btn'])).toBe('.btn{a:1}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(purge('.btn-primary,.btn-check:checked+.btn{a:1}', ['btn', 'btn-primary'])).toBe('.btn-primary{a:1}');
  });

  it('needs every class of a compound selector, but none inside :not()', () => {
    expect(purge('.was-validated .form-control{a:1}', ['form-control'])).toBe('');
    expect(purge('.btn:not(.active){a:1}', ['btn'])).toBe('.btn:not(.active){a:1}');
  });

  it('keeps element and attribute rules, which Markdown and forms render without classes', () => {
    expect(purge('blockquote{a:1}[type=date]{b:2}abbr[title]{c:3}', [])).toBe('blockquote{a:1}[type=date]{b:2}abbr[title]{c:3}');
  });

  it("drops bootstrap's data attributes (its dark theme) unless the code writes them", () => {
    expect(purge('[data-bs-theme=dark]{a:1}', [])).toBe('');
    expect(purge('[data-bs-theme=dark]{a:1}', ['data-bs-theme'])).toBe('[data-bs-theme=dark]{a:1}');
  });

  it('removes at-rules left empty and keyframes no kept rule animates', () => {
    const css =
      '@media (min-width:1px){@supports (x:y){.unused{a:1}}}@keyframes spin{to{b:2}}@keyframes glow{to{c:3}}.spinner{animation:1s spin}';
    expect(purge(css, ['spinner'])).toBe('@keyframes spin{to{b:2}}.spinner{animation:1s spin}');
  });
});

describe('sourceWords', () => {
  it('finds a class written only in a tone map of a server module', () => {
    const words = sourceWords([path.resolve('components'), path.resolve('lib')]);
    expect(words.has('text-bg-success')).toBe(true);
    expect(words.has('navbar-expand-lg')).toBe(true);
  });
});
