/**
 * Turns a template's blocks into the plain-text and HTML parts of an e-mail. Every string that
 * reaches the HTML goes through escapeHtml, so a template cannot inject markup by mistake and user
 * text (names, messages, addresses) is always shown as text.
 */

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: { label: string; value: string }[] }
  | { kind: 'quote'; label: string; text: string }
  /** A list of links, each with an optional line under it (the homes of an alert). */
  | { kind: 'links'; items: { label: string; detail?: string; url: string }[] };

export type EmailContent = { subject: string; blocks: EmailBlock[] };

export type EmailChrome = {
  locale: string;
  brand: string;
  signOff: string;
  linkFallback: string;
  footer: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const COLORS = { primary: '#0b5d57', text: '#1f2933', muted: '#616e7c', line: '#e4e7eb', page: '#f4f5f7', quote: '#f5f7fa' };
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** A subject is one header line: user text in it must not be able to start another header. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'quote':
      return `${block.label}:\n${block.text}`;
    case 'links':
      return block.items.map((item) => [item.label, item.detail, item.url].filter(Boolean).join('\n')).join('\n\n');
  }
}

export function renderText(content: EmailContent, chrome: EmailChrome): string {
  const body = content.blocks.map(blockText);
  return [...body, `${chrome.signOff}\n${chrome.brand}`, `-- \n${chrome.footer}`].join('\n\n') + '\n';
}

function paragraphHtml(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

function buttonHtml(label: string, url: string, fallback: string): string {
  const href = escapeHtml(url);
  const button =
    `<a href="${href}" style="display:inline-block;background:${COLORS.primary};color:#ffffff;text-decoration:none;` +
    `padding:12px 20px;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a>`;
  // Some clients block styled links; the bare URL keeps the mail usable.
  const link = `<a href="${href}" style="color:${COLORS.primary};word-break:break-all;">${href}</a>`;
  return (
    `<p style="margin:24px 0;">${button}</p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted};">${escapeHtml(fallback)}<br>${link}</p>`
  );
}

function detailsHtml(rows: { label: string; value: string }[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</td>` +
        `<td style="padding:4px 0;vertical-align:top;">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;${FONT}font-size:15px;">${cells}</table>`;
}

function quoteHtml(label: string, text: string): string {
  // pre-wrap keeps the writer's line breaks without turning their text into markup.
  return (
    `<p style="margin:0 0 4px;color:${COLORS.muted};font-size:14px;">${escapeHtml(label)}</p>` +
    `<div style="margin:0 0 16px;padding:12px 16px;background:${COLORS.quote};border-left:3px solid ${COLORS.line};white-space:pre-wrap;">${escapeHtml(text)}</div>`
  );
}

function linksHtml(items: { label: string; detail?: string; url: string }[]): string {
  return items
    .map((item) => {
      const link = `<a href="${escapeHtml(item.url)}" style="color:${COLORS.primary};font-weight:bold;">${escapeHtml(item.label)}</a>`;
      const detail = item.detail ? `<br><span style="color:${COLORS.muted};font-size:14px;">${escapeHtml(item.detail)}</span>` : '';
      return `<p style="margin:0 0 12px;">${link}${detail}</p>`;
    })
    .join('');
}

function blockHtml(block: EmailBlock, chrome: EmailChrome): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'button':
      return buttonHtml(block.label, block.url, chrome.linkFallback);
    case 'details':
      return detailsHtml(block.rows);
    case 'quote':
      return quoteHtml(block.label, block.text);
    case 'links':
      return linksHtml(block.items);
  }
}

export function renderHtml(content: EmailContent, chrome: EmailChrome): string {
  const body = content.blocks.map((block) => blockHtml(block, chrome)).join('');
  const signOff = `<p style="margin:24px 0 0;">${escapeHtml(chrome.signOff)}<br>${escapeHtml(chrome.brand)}</p>`;
  return (
    `<!doctype html><html lang="${escapeHtml(chrome.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLORS.page};">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;${FONT}color:${COLORS.text};font-size:16px;line-height:1.5;">` +
    `<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.line};font-size:22px;font-weight:bold;color:${COLORS.primary};">${escapeHtml(chrome.brand)}</td></tr>` +
    `<tr><td style="padding:24px 32px;">${body}${signOff}</td></tr>` +
    `<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.line};font-size:13px;color:${COLORS.muted};">${escapeHtml(chrome.footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

export function renderEmailContent(content: EmailContent, chrome: EmailChrome): RenderedEmail {
  const normalised = { ...content, subject: oneLine(content.subject) };
  return { subject: normalised.subject, text: renderText(normalised, chrome), html: renderHtml(normalised, chrome) };
}
