'use client';

import { useTranslations } from 'next-intl';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { calendarResource } from '@/lib/viewings/hooks';

/** The accepted slot's .ics (file download: its name comes from Content-Disposition). */
export function CalendarDownload({ token }: { token: string }) {
  const t = useTranslations('bookingInvitation');
  return (
    <FileDownloadButton resource={calendarResource(token)} failure={t('errors.downloadFailed')} className="btn btn-primary">
      {t('addToCalendar')}
    </FileDownloadButton>
  );
}
