'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { LocationSuggestions } from '@/lib/addresses/hooks';
import type { LocationKind, LocationValue } from '@/lib/addresses/schema';
import { locationToParam } from '@/lib/addresses/location-value';
import { comboboxKeyAction } from './combobox-keys';

// The towns, the address queries and the query client's observer: fetched when the field gets the
// focus, so the pages with a search box load without them (the JavaScript budget of docs/performance.md).
const SuggestionsSource = dynamic(() => import('./location-suggestions-source'), { ssr: false });

const NO_SUGGESTIONS: LocationSuggestions = { cities: [], postcodes: [], municipalities: [], isLoading: false, isError: false };

type Props = {
  id: string;
  label: string;
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
};

// Bootstrap's dropdown hard-codes its active colour; white-label hosts bring their own.
const popupStyle = {
  maxHeight: '20rem',
  '--bs-dropdown-link-active-bg': 'var(--hj-primary)',
  '--bs-dropdown-link-active-color': 'var(--hj-primary-contrast)',
} as CSSProperties;

type Group = { kind: LocationKind; label: string; items: LocationValue[] };

/** The non-empty groups, each option numbered across groups for `aria-activedescendant`. */
function numberOptions(groups: Group[]) {
  let next = 0;
  return groups
    .filter((group) => group.items.length > 0)
    .map(({ kind, label, items }) => ({ kind, label, options: items.map((location) => ({ location, index: next++ })) }));
}

/**
 * Where to search: a town, a postcode or a municipality, picked from suggestions as the person
 * types (WAI-ARIA 1.2 combobox with list autocomplete). Only a picked suggestion becomes the value;
 * free text that was not picked is dropped when the field loses focus, and emptying the field
 * removes the value.
 */
export function LocationCombobox({ id, label, value, onChange }: Props) {
  const t = useTranslations('search.location');
  const inputRef = useRef<HTMLInputElement>(null);

  function inputText(location: LocationValue | null): string {
    if (!location) return '';
    if (location.kind === 'postcode') return `${location.nr} ${location.name}`;
    return location.kind === 'municipality' ? t('municipalityValue', { name: location.name }) : location.name;
  }

  const [text, setText] = useState(() => inputText(value));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A new value from the parent (back button, "reset filters") replaces whatever is typed.
  const valueKey = value ? locationToParam(value) : '';
  const [shownValueKey, setShownValueKey] = useState(valueKey);
  if (shownValueKey !== valueKey) {
    setShownValueKey(valueKey);
    setText(inputText(value));
    setQuery('');
  }

  const [engaged, setEngaged] = useState(false);
  const [reported, setReported] = useState<LocationSuggestions | null>(null);
  // Until the source has answered once, typed text reads as loading.
  const suggestions = reported ?? (query.trim() ? { ...NO_SUGGESTIONS, isLoading: true } : NO_SUGGESTIONS);
  const groups = numberOptions([
    { kind: 'city', label: t('city'), items: suggestions.cities },
    { kind: 'postcode', label: t('postcode'), items: suggestions.postcodes },
    { kind: 'municipality', label: t('municipality'), items: suggestions.municipalities },
  ]);
  const options = groups.flatMap((group) => group.options.map(({ location }) => location));

  // Suggestions arrive in parts (towns at once, postcodes from the API): the highlighted place stays
  // highlighted when it is still offered, so a quick Arrow+Enter picks what the person saw.
  const optionsKey = options.map(locationToParam).join(' ');
  const [shownOptionsKey, setShownOptionsKey] = useState(optionsKey);
  if (shownOptionsKey !== optionsKey) {
    const activeKey = active >= 0 ? shownOptionsKey.split(' ')[active] : undefined;
    setShownOptionsKey(optionsKey);
    setActive(activeKey ? options.findIndex((option) => locationToParam(option) === activeKey) : -1);
  }

  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const searching = open && query.trim() !== '';
  const expanded = open && options.length > 0;
  const status = popupStatus();

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function popupStatus(): string | null {
    if (!searching) return null;
    if (suggestions.isError) return t('failed');
    if (options.length > 0) return null;
    return suggestions.isLoading ? t('loading') : t('noSuggestions');
  }

  function liveText(): string {
    if (!searching || suggestions.isLoading) return '';
    return suggestions.isError ? t('failed') : t('suggestions', { count: options.length });
  }

  function select(location: LocationValue) {
    setText(inputText(location));
    setQuery('');
    setOpen(false);
    onChange(location);
  }

  function clear() {
    setText('');
    setQuery('');
    onChange(null);
    inputRef.current?.focus();
  }

  function onType(next: string) {
    setText(next);
    setQuery(next);
    setOpen(true);
    if (next === '' && value) onChange(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const action = comboboxKeyAction(event.key, { open, active, count: options.length });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'open') {
      // With the picked value in the field, offer the places of that name.
      setQuery(query || (value && text === inputText(value) ? value.name : text));
      setOpen(true);
      setActive(action.active);
    } else if (action.type === 'move') {
      setActive(action.active);
    } else if (action.type === 'select') {
      select(options[action.index]);
    } else {
      setOpen(false);
    }
  }

  function onBlur() {
    setOpen(false);
    setText(inputText(value));
    setQuery('');
  }

  return (
    <div className="position-relative">
      <label id={labelId} htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="position-relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          className={`form-control${value ? ' pe-5' : ''}`}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setEngaged(true)}
          onBlur={onBlur}
        />
        {(engaged || query !== '') && <SuggestionsSource text={query} onChange={setReported} />}
        {value && (
          <button
            type="button"
            className="btn-close position-absolute top-50 end-0 translate-middle-y me-3"
            aria-label={t('remove', { name: inputText(value) })}
            onClick={clear}
          />
        )}
      </div>
      <div className={`dropdown-menu w-100 mt-1 p-0 overflow-auto shadow-sm${expanded || status ? ' show' : ''}`} style={popupStyle}>
        <div id={listboxId} role="listbox" aria-labelledby={labelId} hidden={!expanded}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
              <div id={`${id}-group-${group.kind}`} role="presentation" className="dropdown-header">
                {group.label}
              </div>
              {group.options.map(({ location, index }) => (
                <div
                  key={locationToParam(location)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`dropdown-item text-wrap${index === active ? ' active' : ''}`}
                  style={{ cursor: 'pointer' }}
                  // Keeps the focus in the input, so choosing with the mouse does not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => select(location)}
                >
                  {location.kind === 'postcode' ? `${location.nr} ${location.name}` : location.name}
                  <span className="visually-hidden">, {group.label}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
        {status && <p className="dropdown-item-text text-body-secondary mb-0">{status}</p>}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {liveText()}
      </div>
    </div>
  );
}
