'use client';

import { useTranslations } from 'next-intl';
import { Loading } from '@/components/ui/loading';

/** The apply dialog's body while its form is fetched, or waits for the session and the account's values. */
export function DialogLoading() {
  return <Loading label={useTranslations('common')('loading')} className="py-4" />;
}
