'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { ApiError } from '@/lib/api/client';
import { useRouter } from '@/lib/i18n/navigation';
import { useAnswerInvitation } from '@/lib/viewings/hooks';
import type { InvitationAnswer } from '@/lib/viewings/schema';

export type SlotChoice = { id: string; label: string; full: boolean; started: boolean };

/**
 * Pick a time and come, or decline. Slots that are full or have started cannot be picked. After the
 * answer is registered the confirmation page follows; a refusal (full meanwhile, started) is shown
 * in words from the server, any other failure as the generic "respond failed" message. Without
 * JavaScript the form posts itself to the same route, which answers with the confirmation page
 * (lib/http/html-form.ts).
 */
export function InvitationAnswerForm({ token, slots, chosenSlotId }: { token: string; slots: SlotChoice[]; chosenSlotId: string | null }) {
  const t = useTranslations('bookingInvitation');
  const locale = useLocale();
  const router = useRouter();
  const answer = useAnswerInvitation(token);
  const open = slots.filter((slot) => !slot.full && !slot.started);
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
    setMissing(!slotId);
    if (slotId) void send({ answer: 'accept', slotId });
  }

  return (
    <form method="post" action={`/api/viewings/invitations/${encodeURIComponent(token)}`} onSubmit={submit} noValidate>
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <fieldset className="mb-3" aria-describedby={missing ? 'viewing-slot-error' : undefined}>
        <legend className="h5">{t('chooseTime')}</legend>
        {slots.map((slot) => {
          const disabled = (slot.full || slot.started) && slot.id !== chosenSlotId;
          return (
            <div key={slot.id} className="form-check">
              <input
                id={`viewing-slot-${slot.id}`}
                type="radio"
                name="slotId"
                className={`form-check-input${missing ? ' is-invalid' : ''}`}
                value={slot.id}
                checked={slotId === slot.id}
                disabled={disabled}
                onChange={() => setSlotId(slot.id)}
              />
              <label htmlFor={`viewing-slot-${slot.id}`} className="form-check-label">
                {slot.label}
                {slot.full ? <span className="badge text-bg-secondary ms-2">{t('full')}</span> : null}
                {slot.started ? <span className="badge text-bg-light ms-2">{t('started')}</span> : null}
              </label>
            </div>
          );
        })}
        {missing ? (
          <div id="viewing-slot-error" className="invalid-feedback d-block">
            {t('chooseTime')}
          </div>
        ) : null}
      </fieldset>
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
      </div>
      {failure ? (
        <div className="mt-3">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
