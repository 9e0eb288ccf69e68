import { describe, expect, it } from 'vitest';
import { affiliationChoices } from '@/lib/waiting-lists/affiliations';

describe('the affiliation choices of a waiting list', () => {
  const danish = ['Ingen tilknytning', 'Ansat', 'Medlem af pensionskassen'];

  it('are the company’s English words on English pages, with the Danish words as the value', () => {
    expect(affiliationChoices(danish, ['No affiliation', 'Employee', 'Pension fund member'], 'en-DK')).toEqual([
      { value: 'Ingen tilknytning', label: 'No affiliation' },
      { value: 'Ansat', label: 'Employee' },
      { value: 'Medlem af pensionskassen', label: 'Pension fund member' },
    ]);
  });

  it('fall back to the Danish words, marked lang="da", where no English is given', () => {
    expect(affiliationChoices(danish, ['No affiliation', ' '], 'en-DK')).toEqual([
      { value: 'Ingen tilknytning', label: 'No affiliation' },
      { value: 'Ansat', label: 'Ansat', lang: 'da' },
      { value: 'Medlem af pensionskassen', label: 'Medlem af pensionskassen', lang: 'da' },
    ]);
  });

  it('are the Danish words on Danish pages', () => {
    expect(affiliationChoices(danish, ['No affiliation'], 'da-DK').map((choice) => choice.label)).toEqual(danish);
  });
});
