'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { ApiError } from '@/lib/api/client';
import { useRouter } from '@/lib/i18n/navigation';
import { useBookThroughLink } from '@/lib/viewings/hooks';
import { openSlots, SlotRadios, type SlotChoice } from './slot-radios';

/**
 * Book one of the viewing's times through its shared link, signed in; with every time full, ask to
 * be told when a place frees. The booking's own page follows
 * (its confirmation, with the calendar file); a time taken meanwhile is refused in the server's
 * words. Without JavaScript the form posts itself to the same route.
 */
export function BookingLinkForm({ token, slots }: { token: string; slots: SlotChoice[] }) {
  const t = useTranslations('bookingInvitation');
  const locale = useLocale();
  const router = useRouter();
  const book = useBookThroughLink(token);
  const open = openSlots(slots);
  const [slotId, setSlotId] = useState(open.length === 1 ? open[0].id : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wait = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'wait';
    setMissing(!wait && !slotId);
    if (!wait && !slotId) return;
    setFailure(null);
    try {
      const booked = await book.mutateAsync(wait ? { answer: 'wait' } : { answer: 'accept', slotId });
      router.push({ pathname: '/booking-invitation/[token]/confirmation', params: { token: booked.token } });
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : t('errors.respondFailed'));
    }
  }

  return (
    <form method="post" action={`/api/viewings/links/${encodeURIComponent(token)}`} onSubmit={submit} noValidate>
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <SlotRadios slots={slots} chosenSlotId={null} slotId={slotId} onPick={setSlotId} missing={missing} />
      {open.length === 0 ? <p>{t('link.allFull')}</p> : null}
      {open.length > 0 ? (
        <button type="submit" name="answer" value="accept" className="btn btn-primary" disabled={book.isPending} aria-busy={book.isPending}>
          {book.isPending ? t('sending') : t('link.submit')}
        </button>
      ) : (
        <button type="submit" name="answer" value="wait" className="btn btn-outline-primary" disabled={book.isPending}>
          {t('wait')}
        </button>
      )}
      {failure ? (
        <div className="mt-3">
          <FormAlert kind="error">{failure}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
