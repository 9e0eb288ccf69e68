export function loadScriptsAfterFirstPaint(html: string): string;
