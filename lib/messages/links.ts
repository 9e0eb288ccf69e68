/*
 * A message is plain text: it is never read as HTML. The only markup it gets is a link for each
 * http(s) address in it, which the page renders with rel="nofollow ugc noopener"; any other scheme
 * (javascript:, data:, mailto:) stays text.
 */

export type MessagePart = { text: string; href?: string };

// An address runs to the next space or angle bracket; closing punctuation after it is the sentence's.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'»”]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The body as text and link parts, in order; joined, the parts' texts are the body unchanged. */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (match.index > at) parts.push({ text: body.slice(at, match.index) });
    parts.push({ text: raw, href });
    at = match.index + raw.length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

export const MESSAGE_LINK_REL = 'nofollow ugc noopener';
