'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { useMarkNoShow, useNewBookingLink } from '@/lib/viewings/hooks';

/** Staff's "did not come" on a booked place whose time has begun, and its undo. */
export function NoShowButton({
  companyId,
  viewingId,
  invitationId,
  name,
  marked,
}: {
  companyId: number;
  viewingId: string;
  invitationId: string;
  name: string;
  marked: boolean;
}) {
  const t = useTranslations('companyConsole.viewings.list');
  const router = useRouter();
  const mark = useMarkNoShow(companyId);
  async function run() {
    await mark.mutateAsync({ viewingId, invitationId, noShow: !marked });
    router.refresh();
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={marked ? t('unmarkNoShow', { name }) : t('markNoShow', { name })}
        onClick={() => void run().catch(() => undefined)}
        disabled={mark.isPending}
        aria-busy={mark.isPending}
      >
        {marked ? t('unmarkShort') : t('markShort')}
      </button>
      {mark.isError ? <FormAlert kind="error">{mark.error.message || t('markFailed')}</FormAlert> : null}
    </>
  );
}

/** A fresh link to share of a viewing anyone with the link may book (the first one is shown only once). */
export function NewBookingLinkButton({ companyId, viewingId }: { companyId: number; viewingId: string }) {
  const t = useTranslations('companyConsole.viewings.list');
  const link = useNewBookingLink(companyId);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() =>
          void link.mutateAsync(viewingId).then(
            (made) => setUrl(made.bookingUrl),
            () => undefined,
          )
        }
        disabled={link.isPending}
        aria-busy={link.isPending}
      >
        {t('newLink')}
      </button>
      {url ? (
        <p className="mt-2 text-break" role="status">
          <a href={url}>{url}</a>
        </p>
      ) : null}
      {link.isError ? <FormAlert kind="error">{t('linkFailed')}</FormAlert> : null}
    </div>
  );
}
