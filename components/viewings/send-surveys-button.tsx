'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { FormAlert } from '@/components/ui/form-alert';
import { useSendSurveys } from '@/lib/viewings/hooks';

/** Sends the survey to those whose accepted slot has ended; says how many it reached. */
export function SendSurveysButton({ companyId, viewingId }: { companyId: number; viewingId: string }) {
  const t = useTranslations('companyConsole.viewings.list');
  const router = useRouter();
  const send = useSendSurveys(companyId);
  const [notice, setNotice] = useState<string | null>(null);
  async function run() {
    setNotice(null);
    const { sent, mailsHeldUntil } = await send.mutateAsync(viewingId);
    setNotice(mailsHeldUntil ? t('surveysHeld', { count: sent, time: mailsHeldUntil }) : t('surveysSent', { count: sent }));
    router.refresh();
  }
  return (
    <div>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void run().catch(() => undefined)}
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {t('sendSurveys')}
      </button>
      <Notice text={notice} />
      {send.isError ? <FormAlert kind="error">{t('surveysFailed')}</FormAlert> : null}
    </div>
  );
}
