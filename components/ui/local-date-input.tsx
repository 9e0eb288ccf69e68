'use client';

import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from './hydrated';

/*
 * Date fields in the page's own day-month-year order. The browser's date input writes its format from
 * the browser's language (mm/dd/yyyy in an English Chromium), whatever the page's language, so ours
 * are text fields that read dd-mm-yyyy and hand on yyyy-mm-dd.
 */

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

/** The value itself when it is a yyyy-mm-dd naming a real day, else null. */
export function isoDateOf(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDayMonthYear(toDayMonthYear(value)) === value ? value : null;
}

/** What the field shows for a value: a date as dd-mm-yyyy, anything else (a date half typed) as it is. */
export function dateText(value: string): string {
  return isoDateOf(value) ? toDayMonthYear(value) : value;
}

/** The value of what was typed: yyyy-mm-dd once it names a real day, until then the text itself. */
export function dateValue(text: string): string {
  return parseDayMonthYear(text) ?? text;
}

type DayMonthYearInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** yyyy-mm-dd, or the text typed so far while it names no day. */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A controlled dd-mm-yyyy text field over a yyyy-mm-dd value; the caller labels it and shows its hint and error. */
export function DayMonthYearInput({ value, onValueChange, className = 'form-control', ...input }: DayMonthYearInputProps) {
  const t = useTranslations('common.form');
  return (
    <input
      {...input}
      className={className}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('dateFormat')}
      value={dateText(value)}
      onChange={(event) => onValueChange(dateValue(event.target.value))}
    />
  );
}

type Props = { id: string; name: string; defaultValue?: string };

/**
 * A date field of a plain form (the search filters, sent as a GET query). The server's HTML keeps the
 * native input, so the form works without JavaScript; once the page runs, the dd-mm-yyyy field takes
 * its place, with its hint or its error, and the form sends its value as yyyy-mm-dd in a hidden input.
 */
export function LocalDateInput({ id, name, defaultValue }: Props) {
  const t = useTranslations('common.form');
  const hintId = useId();
  const enhanced = useHydrated();
  const [value, setValue] = useState(defaultValue ?? '');
  if (!enhanced) return <input className="form-control" type="date" id={id} name={name} defaultValue={defaultValue} />;

  const iso = isoDateOf(value);
  const invalid = value.trim() !== '' && !iso;
  return (
    <>
      <DayMonthYearInput
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onValueChange={setValue}
      />
      <div id={hintId} className={invalid ? 'invalid-feedback d-block' : 'form-text'}>
        {invalid ? t('dateInvalid') : t('dateHint')}
      </div>
      <input type="hidden" name={name} value={iso ?? ''} />
    </>
  );
}
