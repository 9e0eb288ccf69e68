import { useFormatter, useTranslations } from 'next-intl';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/**
 * "Identitet bekræftet med MitID den …" where staff see a person (an application, a list member):
 * when MitID last confirmed them, never what it proved. Nothing when the account is not linked.
 * Works on the server and in the browser alike (no hooks of its own).
 */
export function MitidVerified({ at }: { at: string | null }) {
  const t = useTranslations('account.mitid');
  const format = useFormatter();
  if (!at) return null;
  const date = format.dateTime(new Date(at), { dateStyle: 'medium', timeZone: DANISH_TIME_ZONE });
  return <div className="small text-success">{t('verifiedOn', { date })}</div>;
}
