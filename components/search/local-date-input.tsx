'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

/** d-m-yyyy (also with . / or a space between) → yyyy-mm-dd, or null when it names no real day. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd → dd-mm-yyyy, the order both our locales write dates in. */
export function toDayMonthYear(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

type Props = { id: string; name: string; defaultValue?: string };

const noSubscription = () => () => {};

/** False while hydrating (so the first render matches the server's HTML), true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A date field in the page's own day-month-year order. The browser's date input writes its format
 * from the browser's language (mm/dd/yyyy in an English Chromium), whatever the page's language.
 * The server's HTML keeps the native input, so the form works without JavaScript; once the page runs,
 * a text field takes its place and the form sends its value as yyyy-mm-dd in a hidden input.
 */
export function LocalDateInput({ id, name, defaultValue }: Props) {
  const t = useTranslations('common.form');
  const hintId = useId();
  const enhanced = useHydrated();
  const [text, setText] = useState(defaultValue ? toDayMonthYear(defaultValue) : '');
  if (!enhanced) return <input className="form-control" type="date" id={id} name={name} defaultValue={defaultValue} />;

  const iso = parseDayMonthYear(text);
  const invalid = text.trim() !== '' && !iso;
  return (
    <>
      <input
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        id={id}
        value={text}
        placeholder={t('dateFormat')}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={hintId} className={invalid ? 'invalid-feedback d-block' : 'form-text'}>
        {invalid ? t('dateInvalid') : t('dateHint')}
      </div>
      <input type="hidden" name={name} value={iso ?? ''} />
    </>
  );
}
