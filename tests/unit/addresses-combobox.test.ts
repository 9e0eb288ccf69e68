import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LocationCombobox } from '@/components/addresses/location-combobox';
import type { LocationValue } from '@/lib/addresses/schema';
import { attributes, renderWithIntl } from '@/tests/support/markup';
import daSearch from '@/messages/da-DK/search.json';
import enSearch from '@/messages/en-DK/search.json';

const messages = { 'da-DK': { search: daSearch }, 'en-DK': { search: enSearch } };

function render(value: LocationValue | null, locale: 'da-DK' | 'en-DK' = 'da-DK'): string {
  return renderWithIntl(
    createElement(LocationCombobox, { id: 'where', label: 'Område', value, onChange: () => {} }),
    locale,
    messages[locale],
  );
}

describe('LocationCombobox markup', () => {
  it('is a WAI-ARIA combobox controlling a listbox, labelled by its label', () => {
    const html = render(null);
    const input = attributes(html, /<input[^>]*>/);
    expect(input).toMatchObject({
      id: 'where',
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-controls': 'where-listbox',
      placeholder: 'By, postnummer eller kommune',
      value: '',
    });
    expect(input['aria-activedescendant']).toBeUndefined();
    expect(attributes(html, /<label[^>]*>/)).toMatchObject({ for: 'where', id: 'where-label' });
    const listbox = attributes(html, /<div[^>]*role="listbox"[^>]*>/);
    expect(listbox).toMatchObject({ id: 'where-listbox', 'aria-labelledby': 'where-label' });
    expect(attributes(html, /<div[^>]*role="status"[^>]*>/)).toMatchObject({ 'aria-live': 'polite' });
    expect(html).not.toContain('btn-close');
  });

  it('shows the picked postcode and a button to remove it', () => {
    const html = render({ kind: 'postcode', nr: '8000', name: 'Aarhus C' });
    expect(attributes(html, /<input[^>]*>/).value).toBe('8000 Aarhus C');
    expect(attributes(html, /<button[^>]*>/)).toMatchObject({ type: 'button', 'aria-label': 'Fjern 8000 Aarhus C' });
  });

  it('tells a municipality from the town of the same name, in both languages', () => {
    const aarhus: LocationValue = { kind: 'municipality', code: '0751', name: 'Aarhus' };
    expect(attributes(render(aarhus), /<input[^>]*>/).value).toBe('Aarhus (kommune)');
    expect(attributes(render(aarhus, 'en-DK'), /<input[^>]*>/).value).toBe('Aarhus (municipality)');
    expect(attributes(render({ kind: 'city', slug: 'aarhus', name: 'Aarhus' }), /<input[^>]*>/).value).toBe('Aarhus');
  });
});
