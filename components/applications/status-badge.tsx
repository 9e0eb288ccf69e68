'use client';

import { useTranslations } from 'next-intl';
import type { ApplicationStatus } from '@/lib/applications/statuses';

const tone: Record<ApplicationStatus, string> = {
  sent: 'text-bg-secondary',
  seen: 'text-bg-info',
  invitedToViewing: 'text-bg-primary',
  offered: 'text-bg-success',
  declined: 'text-bg-danger',
  withdrawn: 'text-bg-light border',
  withdrawnByLandlord: 'text-bg-light border',
  inactive: 'text-bg-light border',
};

/** The status in the product's words (messages `applications.status`); the colour only repeats what the text says. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('applications');
  return (
    <span className={`badge ${tone[status]}`}>
      <span className="visually-hidden">{t('statusLabel')}: </span>
      {t(`status.${status}`)}
    </span>
  );
}
