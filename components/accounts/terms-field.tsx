'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckField } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';

/** The sign-up forms' box for the terms and privacy policy (field `acceptTerms`). */
export function TermsField() {
  const t = useTranslations('account');
  // The documents open in a new tab, so the half-filled form stays where it is.
  const newTab = (href: '/terms' | '/privacy') =>
    function DocumentLink(text: ReactNode) {
      return (
        <Link href={href} target="_blank" rel="noopener">
          {text}
          <span className="visually-hidden"> {t('auth.opensInNewTab')}</span>
        </Link>
      );
    };
  return (
    <CheckField
      name="acceptTerms"
      label={t.rich('auth.acceptTerms', { terms: newTab('/terms'), privacy: newTab('/privacy') })}
      required
      className="mb-3"
    />
  );
}
