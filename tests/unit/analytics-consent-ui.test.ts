import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentSettingsDialog } from '@/components/analytics/consent-settings-dialog';
import { NO_CONSENT, type ConsentChoice } from '@/lib/analytics/consent';
import daCommon from '@/messages/da-DK/common.json';

function renderSettings(consent: ConsentChoice) {
  const dialog = createElement(ConsentSettingsDialog, { ref: null, consent, onChoose: () => undefined });
  const provider = { locale: 'da-DK' as const, timeZone: 'Europe/Copenhagen', messages: { common: daCommon }, children: dialog };
  const html = renderToString(createElement(NextIntlClientProvider, provider));
  const switches = [...html.matchAll(/<input[^>]*id="hj-consent-(\w+)"[^>]*>/g)].map(([tag, name]) => ({
    name,
    checked: /\schecked=""/.test(tag),
    disabled: /\sdisabled=""/.test(tag),
  }));
  return { html, switches };
}

describe('cookie settings', () => {
  it('has necessary cookies always on and nothing optional pre-ticked', () => {
    expect(renderSettings(NO_CONSENT).switches).toEqual([
      { name: 'necessary', checked: true, disabled: true },
      { name: 'statistics', checked: false, disabled: false },
      { name: 'marketing', checked: false, disabled: false },
    ]);
  });

  it('shows the choice already made', () => {
    const { switches } = renderSettings({ statistics: false, marketing: true });
    expect(switches.map((s) => s.checked)).toEqual([true, false, true]);
  });

  it('offers accept all, reject all and save as equal buttons', () => {
    const { html } = renderSettings(NO_CONSENT);
    const buttons = [...html.matchAll(/<button type="(?:button|submit)" class="(btn [^"]*)"[^>]*>([^<]+)<\/button>/g)].map(
      ([, cls, text]) => ({ cls, text }),
    );
    expect(buttons.map((b) => b.text)).toEqual(['Accepter alle', 'Afvis alle', 'Gem valg']);
    expect(new Set(buttons.map((b) => b.cls)).size).toBe(1);
  });
});
