/*
 * Reading a server-rendered page's HTML without a browser, for the checks that need none (what the
 * server sends, not what the page does once its scripts run).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment as a person reads it: scripts, styles and tags dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The inner HTML of every `<tag …>…</tag>` whose opening tag matches `opening` (elements that do not nest in themselves). */
export function innerHtmlOf(html: string, tag: string, opening: RegExp = /.*/): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([, attributes]) => opening.test(attributes))
    .map(([, , inner]) => inner);
}
