import type { Metadata } from 'next';
import { locales, type Locale } from '@/lib/i18n/routing';

export type SocialImage = { url: string; width: number; height: number; alt: string };

/** Open Graph writes locales with an underscore: `da_DK`. */
export function openGraphLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

/**
 * The site-wide Open Graph and Twitter card, set once in the locale layout. Title and description
 * are left out on purpose: Next fills them from each page's own title and description.
 */
export function socialMetadata({
  locale,
  siteName,
  image,
}: {
  locale: Locale;
  siteName: string;
  image: SocialImage;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: 'website',
      siteName,
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((other) => other !== locale).map(openGraphLocale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] },
  };
}
