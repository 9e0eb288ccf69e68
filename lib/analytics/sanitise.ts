/**
 * A CPR number never reaches analytics. URLs, referrers and titles pass through here
 * before they go into an event, a cookie or the referrer log.
 */

export const REDACTED = '[redacted]';

// DDMMYY then four digits, with or without a dash or (encoded) space between, not inside a longer number.
const CPR_SHAPED = /(?<!\d)\d{6}(?:-|\s|\+|%20|%2D)?\d{4}(?!\d)/gi;

// Query parameters whose value is personal or secret whatever it looks like.
const SENSITIVE_PARAM = /cpr|person(?:nummer|number)|ssn|passw|token|secret|e-?mail|phone|telefon|mobil/i;

/** Free text (a page title) with every CPR-shaped run replaced. */
export function sanitiseText(text: string): string {
  return text.replace(CPR_SHAPED, REDACTED);
}

/**
 * A URL without its fragment, without sensitive query parameters and without anything CPR-shaped in
 * what remains. Text that is not a URL is treated as free text.
 */
export function sanitiseUrl(raw: string): string {
  if (!raw) return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return sanitiseText(raw.split('#')[0]);
  }
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (SENSITIVE_PARAM.test(name)) url.searchParams.delete(name);
  }
  return sanitiseText(url.toString());
}

/** Cut to `max` characters: log columns and cookies have a size. */
export function limitLength(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
