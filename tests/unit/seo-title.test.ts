import { describe, expect, it } from 'vitest';
import { titleUnderSite } from '@/lib/seo/title';

describe('titleUnderSite', () => {
  it('leaves a page title to the site template', () => {
    expect(titleUnderSite('Søg bolig', 'Kroneboligselskab A')).toBe('Søg bolig');
  });

  it('does not name a page after the site twice (a white-label host’s own company page)', () => {
    expect(titleUnderSite('Kroneboligselskab A', 'Kroneboligselskab A')).toEqual({ absolute: 'Kroneboligselskab A' });
    expect(titleUnderSite('kroneboligselskab a ', 'Kroneboligselskab A')).toEqual({ absolute: 'kroneboligselskab a ' });
  });
});
