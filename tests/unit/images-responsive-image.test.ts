import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ResponsiveImageProps } from '@/components/images/responsive-image';
import { imageQuerySchema } from '@/lib/images/schema';
import { IMAGE_LAYOUTS, type AspectRatioName, type ImageLayout } from '@/lib/images/variant';

type Props = Omit<Partial<ResponsiveImageProps>, keyof ImageLayout> & Partial<ImageLayout>;

function renderHtml(props: Props = {}) {
  const all = { imageId: 7, alt: 'Facade', width: 400, aspectRatio: '16:9', ...props } as ResponsiveImageProps;
  return renderToStaticMarkup(createElement(ResponsiveImage, all));
}

/** The attributes of the <img>, names lower-cased as a browser reads them. */
function render(props: Props = {}) {
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
    expect(render({ width: 320, aspectRatio: '4:3' }).attributes).toMatchObject({ width: '320', height: '240' });
    expect(render({ width: 64, aspectRatio: '1:1' }).attributes).toMatchObject({ width: '64', height: '64' });
  });

  it('lists a width once when densities snap to the same file, with the lowest density', () => {
    expect(render({ width: 1200, aspectRatio: '4:3' }).attributes.srcset).toBe(
      [
        '/api/image/find-public/7?aspectRatio=4%3A3&scaleFactor=1&width=1200 1280w',
        '/api/image/find-public/7?aspectRatio=4%3A3&scaleFactor=2&width=1200 2400w',
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

  it('links, for every layout the product uses, only variants the route renders', () => {
    for (const [aspectRatio, widths] of Object.entries(IMAGE_LAYOUTS) as [AspectRatioName, readonly number[]][]) {
      for (const width of widths) {
        const { attributes } = render({ aspectRatio, width } as ImageLayout);
        const urls = [attributes.src, ...attributes.srcset.split(', ').map((candidate) => candidate.split(' ')[0])];
        for (const url of urls) {
          const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
          expect(imageQuerySchema.safeParse(query).success, url).toBe(true);
        }
      }
    }
  });
});
