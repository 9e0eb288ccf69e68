import { getTranslations } from '@/lib/i18n/translations';
import type { MessageView } from '@/lib/messages/schema';

/**
 * The scam guard's words beside a message: to the tenant, a plain warning before any money moves; to
 * the company's owner, the flag and what was found. Nothing when the guard found nothing.
 */
export async function ScamWarning({ message, side }: { message: MessageView; side: 'tenant' | 'staff' }) {
  if (!message.scamSignals.length) return null;
  const t = await getTranslations('conversations.scam');
  const found = t('found', { signals: message.scamSignals.map((signal) => t(`signals.${signal}`)).join(', ') });
  if (side === 'staff') {
    return (
      <p className="small text-danger-emphasis mt-2 mb-0">
        <span className="badge text-bg-danger me-2">{t('flagged')}</span>
        {found}
      </p>
    );
  }
  return (
    <div role="note" className="alert alert-warning small mt-2 mb-0">
      <strong className="d-block">{t('heading')}</strong>
      {t('text')} ({found})
    </div>
  );
}
