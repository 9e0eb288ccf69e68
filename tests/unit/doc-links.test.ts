import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ point at each other and at the code; a page moved or renamed must take its
// links along. Checked: Markdown links to relative targets, and `docs/….md`-style paths in code
// spans, outside fenced code blocks.
const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const isExternal = (target: string) => /^([a-z][a-z+.-]*:|#)/i.test(target);

/** Every relative target a page names, as a path from the repository's root. */
export function linkedPaths(file: string, text: string): string[] {
  const body = withoutFences(text);
  const links = [...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !isExternal(target))
    .map((target) => path.join(path.dirname(file), decodeURIComponent(target.split('#')[0])));
  // `docs/x.md` names a page from the root, `../x.md` or `operations/x.md` from the page's folder.
  const spans = [...body.matchAll(/`((?:\.\.\/|[\w-]+\/)*[\w.-]+\.md)`/g)]
    .map((match) => match[1])
    .filter((target) => target.includes('/'))
    .map((target) => (/^(docs|content|lib|cms)\//.test(target) ? target : path.join(path.dirname(file), target)));
  return [...links, ...spans];
}

const pages = ['README.md', 'ARCHITECTURE.md', ...markdownFiles('docs')];

describe('links between the README, ARCHITECTURE.md and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/README.md');
    expect(linkedPaths('docs/a.md', '[b](b.md) `docs/c.md` [x](https://x.dk) [y](#y)\n```\n[z](z.md)\n```')).toEqual([
      'docs/b.md',
      'docs/c.md',
    ]);
  });

  it.each(pages)('%s links only to files that exist', (file) => {
    const missing = linkedPaths(file, readFileSync(path.join(root, file), 'utf8')).filter((target) => !existsSync(path.join(root, target)));
    expect(missing).toEqual([]);
  });

  it('lists every page of docs/ in its index', () => {
    const index = readFileSync(path.join(root, 'docs/README.md'), 'utf8');
    const listed = new Set(linkedPaths('docs/README.md', index));
    expect(pages.filter((file) => file.startsWith('docs/') && file !== 'docs/README.md' && !listed.has(file))).toEqual([]);
  });
});
