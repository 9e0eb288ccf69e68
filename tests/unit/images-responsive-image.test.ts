import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ResponsiveImageProps } from '@/components/images/responsive-image';

function renderHtml(props: Partial<ResponsiveImageProps> = {}) {
  return renderToStaticMarkup(createElement(ResponsiveImage, { imageId: 7, alt: 'Facade', width: 400, aspectRatio: '16:9', ...props }));
}

/** The attributes of the <img>, names lower-cased as a browser reads them. */
function render(props: Partial<ResponsiveImageProps> = {}) {
  const tag = /<img [^>]*>/.exec(renderHtml(props))![0];
  const pairs = [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2].replaceAll('&amp;', '&')]);
  return { attributes: Object.fromEntries(pairs) as Record<string, string> };
}

describe('ResponsiveImage', () => {
  it('links 1×, 2× and 3× variants, each described by the width the server sends', () => {
    const { attributes } = render();
    expect(attributes.src).toBe('/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=1&width=400');
    expect(attributes.srcset).toBe(
      [
        '/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=1&width=400 480w',
        '/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=2&width=400 800w',
        '/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=3&width=400 1280w',
      ].join(', '),
    );
    expect(attributes.sizes).toBe('(max-width: 400px) 100vw, 400px');
  });

  it('reserves the box of its aspect ratio, so the page does not jump', () => {
    expect(render().attributes).toMatchObject({ width: '400', height: '225' });
    expect(render({ width: 300, aspectRatio: '4:3' }).attributes).toMatchObject({ width: '300', height: '225' });
  });

  it('lists a width once when densities snap to the same file, with the lowest density', () => {
    expect(render({ width: 1200 }).attributes.srcset).toBe(
      [
        '/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=1&width=1200 1280w',
        '/api/image/find-public/7?aspectRatio=16%3A9&scaleFactor=2&width=1200 2400w',
      ].join(', '),
    );
  });

  it('loads lazily unless it is above the fold', () => {
    expect(render().attributes).toMatchObject({ loading: 'lazy', decoding: 'async', alt: 'Facade' });
    expect(render().attributes.fetchpriority).toBeUndefined();
    expect(render({ priority: true }).attributes).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  it('is preloaded from the document head only when it is above the fold', () => {
    expect(renderHtml()).not.toContain('rel="preload"');
    expect(renderHtml({ priority: true })).toContain('<link rel="preload" as="image"');
  });

  it('passes resize, enhanced and sizes on', () => {
    const { attributes } = render({ resize: 'contain', enhanced: true, sizes: '50vw' });
    expect(attributes.src).toBe('/api/image/find-public/7?aspectRatio=16%3A9&enhanced=true&scaleFactor=1&resize=contain&width=400');
    expect(attributes.sizes).toBe('50vw');
  });

  it('refuses an aspect ratio the route would refuse', () => {
    expect(() => render({ aspectRatio: '16x9' })).toThrow('invalid aspect ratio');
  });
});
