import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWhiteLabel, WhiteLabelProvider } from '@/components/white-label/white-label-provider';
import { defaultConfig } from '@/lib/white-label/rules';

function BrandName() {
  return createElement('span', null, useWhiteLabel().name);
}

describe('WhiteLabelProvider', () => {
  it('gives its config to the hook', () => {
    const config = { ...defaultConfig('brand.example'), name: 'Fjordbo' };
    const html = renderToString(createElement(WhiteLabelProvider, { config, children: createElement(BrandName) }));
    expect(html).toBe('<span>Fjordbo</span>');
  });

  it('makes the hook throw outside the provider', () => {
    expect(() => renderToString(createElement(BrandName))).toThrow('useWhiteLabel must be used within a WhiteLabelProvider');
  });
});
