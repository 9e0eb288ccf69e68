'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { ApiError } from '@/lib/api/client';
import { useRouter } from '@/lib/i18n/navigation';
import { useAnswerInvitation } from '@/lib/viewings/hooks';
import type { InvitationAnswer } from '@/lib/viewings/schema';
import { openSlots, SlotRadios, type SlotChoice } from './slot-radios';

/**
 * Pick a time and come, or decline; when every time ahead is full, ask to be told when a place
 * frees. Slots that are full or have started cannot be picked. After the
 * answer is registered the confirmation page follows; a refusal (full meanwhile, started) is shown
 * in words from the server, any other failure as the generic "respond failed" message. Without
 * JavaScript the form posts itself to the same route, which answers with the confirmation page
 * (lib/http/html-form.ts).
 */
export function InvitationAnswerForm({
  token,
  slots,
  chosenSlotId,
  waiting,
}: {
  token: string;
  slots: SlotChoice[];
  chosenSlotId: string | null;
  waiting: boolean;
}) {
  const t = useTranslations('bookingInvitation');
  const locale = useLocale();
  const router = useRouter();
  const answer = useAnswerInvitation(token);
  const open = openSlots(slots);
  const allFull = open.length === 0 && !chosenSlotId && slots.some((slot) => !slot.started);
  const [slotId, setSlotId] = useState(chosenSlotId ?? (open.length === 1 ? open[0].id : ''));
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  async function send(wanted: InvitationAnswer) {
    setFailure(null);
    try {
      await answer.mutateAsync(wanted);
      router.push({ pathname: '/booking-invitation/[token]/confirmation', params: { token } });
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : t('errors.respondFailed'));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'decline') return void send({ answer: 'decline' });
    if (submitter?.value === 'wait') return void send({ answer: 'wait' });
    setMissing(!slotId);
    if (slotId) void send({ answer: 'accept', slotId });
  }

  return (
    <form method="post" action={`/api/viewings/invitations/${encodeURIComponent(token)}`} onSubmit={submit} noValidate>
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <SlotRadios slots={slots} chosenSlotId={chosenSlotId} slotId={slotId} onPick={setSlotId} missing={missing} />
      <p className="h5">{t('question')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="submit"
          name="answer"
          value="accept"
          className="btn btn-primary"
          disabled={answer.isPending}
          aria-busy={answer.isPending}
        >
          {answer.isPending ? t('sending') : t('accept')}
        </button>
        <button type="submit" name="answer" value="decline" className="btn btn-outline-secondary" disabled={answer.isPending}>
          {t('decline')}
        </button>
        {allFull && !waiting ? (
          <button type="submit" name="answer" value="wait" className="btn btn-outline-primary" disabled={answer.isPending}>
            {t('wait')}
          </button>
        ) : null}
      </div>
      {failure ? (
        <div className="mt-3">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
