import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from '@/scripts/scripts-after-paint';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html><head><style>p{}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  chunk('a'),
  chunk('b'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><p>Hej</p><script>self.__next_f.push([1,"x"])</script>',
  chunk('c'),
  '<script type="application/ld+json">{}</script></body></html>',
].join('');

/** The page's inline loader, run against a document that records what it is given. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script>(\(function loadAfterFirstFrame[\s\S]*?)<\/script>/.exec(html)![1];
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const setTimeout = (callback: (...args: unknown[]) => void, _delay: number, ...args: unknown[]) => timers.push(() => callback(...args));
  const document = {
    visibilityState,
    createElement: () => ({ src: '' }),
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout,
  });
  return { added, frames, timers };
}

describe('loadScriptsAfterFirstPaint', () => {
  it('moves the chunk tags into one loader at the end of the body and leaves the rest', () => {
    const html = loadScriptsAfterFirstPaint(page);
    expect(html).not.toContain('async=""');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toMatch(
      /\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/b\.js","\/_next\/static\/chunks\/c\.js"\]\)<\/script><\/body><\/html>$/,
    );
  });

  it('adds the chunks after the first frame is drawn, one task each', () => {
    const { added, frames, timers } = runLoader(loadScriptsAfterFirstPaint(page), 'visible');
    expect(timers).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    expect(timers).toHaveLength(3);
    timers[0]();
    expect(added).toEqual(['/_next/static/chunks/a.js']);
    timers.slice(1).forEach((timer) => timer());
    expect(added).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('adds them at once in a hidden tab, which draws no frames', () => {
    const { added, frames, timers } = runLoader(loadScriptsAfterFirstPaint(page), 'hidden');
    expect(frames).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toHaveLength(3);
  });

  it('leaves a page without chunks or without a body as it is', () => {
    const inlineOnly = '<html><head></head><body><script>go()</script></body></html>';
    expect(loadScriptsAfterFirstPaint(inlineOnly)).toBe(inlineOnly);
    const fragment = `<p>Hej</p>${chunk('a')}`;
    expect(loadScriptsAfterFirstPaint(fragment)).toBe(fragment);
  });
});
