import type { WhiteLabelTheme } from './schema';

const cssNames: Record<keyof NonNullable<WhiteLabelTheme['colors']>, string> = {
  primary: '--hj-primary',
  primaryContrast: '--hj-primary-contrast',
  secondary: '--hj-secondary',
  headerBg: '--hj-header-bg',
  headerText: '--hj-header-text',
  footerBg: '--hj-footer-bg',
  footerText: '--hj-footer-text',
};

/** The theme's colour overrides as CSS custom properties for the document root. */
export function themeStyle(theme: WhiteLabelTheme): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors ?? {})) {
    if (!Object.hasOwn(cssNames, name) || !value) continue;
    style[cssNames[name as keyof typeof cssNames]] = value;
  }
  return style;
}
