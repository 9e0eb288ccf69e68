'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { api } from '@/lib/api/client';
import { calendarResource } from '@/lib/viewings/hooks';

/** SPEC §7 file download of the accepted slot's .ics: its name comes from Content-Disposition. */
export function CalendarDownload({ token }: { token: string }) {
  const t = useTranslations('bookingInvitation');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, filename } = await api.download(calendarResource(token));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // Give the browser the moment it needs to start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={download} disabled={busy} aria-busy={busy}>
        {t('addToCalendar')}
      </button>
      {failed ? <FormAlert kind="error">{t('errors.downloadFailed')}</FormAlert> : null}
    </>
  );
}
