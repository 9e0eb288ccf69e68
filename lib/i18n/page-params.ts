import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

export type RouteParams<P extends Record<string, string> = Record<never, never>> = {
  params: Promise<{ locale: string } & P>;
};

/** Validates the locale segment and pins it for next-intl; unknown locales are a 404. */
export async function resolveParams<P extends Record<string, string>>(
  params: Promise<{ locale: string } & P>,
): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const resolved = await params;
  if (!isLocale(resolved.locale)) notFound();
  setRequestLocale(resolved.locale);
  return resolved as Omit<P, 'locale'> & { locale: Locale };
}
