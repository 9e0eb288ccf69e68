import { describe, expect, it } from 'vitest';
import { negotiateFormat } from '@/lib/images/format';
import { imageParamsSchema, imageQuerySchema } from '@/lib/images/schema';
import { heightFor, parseAspectRatio, stepWidth } from '@/lib/images/variant';

describe('stepWidth', () => {
  it.each([
    [800, 1, 800],
    [400, 2, 800],
    [300, 1.5, 480],
    [375, 3, 1024],
    [16, 1, 160],
    [700, 2, 1280],
    [1200, 3, 2400],
    [2400, 4, 2400],
  ])('%i css px at %s× → %i px', (width, factor, expected) => {
    expect(stepWidth(width, factor)).toBe(expected);
  });

  it('takes the larger step on a tie, so a picture is never softer than asked', () => {
    expect(stepWidth(240, 1)).toBe(320);
  });
});

describe('parseAspectRatio', () => {
  it.each(['16:9', '4:3', '1:1', '1200:630', '9:16'])('accepts %s', (value) => {
    expect(parseAspectRatio(value)).not.toBeNull();
  });

  it.each(['', '16', '16:0', '0:9', '16/9', '1.5:1', '-1:1', '16:9:1', '10000:1', '5:1', '1:5', ' 16:9'])('refuses "%s"', (value) => {
    expect(parseAspectRatio(value)).toBeNull();
  });

  it('gives the height of a width', () => {
    expect(heightFor(800, parseAspectRatio('16:9')!)).toBe(450);
    expect(heightFor(1200, parseAspectRatio('1200:630')!)).toBe(630);
    expect(heightFor(800, { width: 1200, height: 800 })).toBe(533);
  });
});

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'facade', 'avif'],
    ['image/webp,*/*', 'interior', 'webp'],
    ['image/avif;q=0, image/webp', 'facade', 'webp'],
    ['*/*', 'facade', 'jpeg'],
    [null, 'upload', 'jpeg'],
    ['image/png,*/*', 'floorplan', 'png'],
    ['', 'logo', 'png'],
    ['IMAGE/WEBP', 'logo', 'webp'],
  ] as const)('Accept %s for a %s → %s', (accept, kind, expected) => {
    expect(negotiateFormat(accept, kind)).toBe(expected);
  });
});

describe('image route schemas', () => {
  it('fills in the defaults', () => {
    expect(imageQuerySchema.parse({})).toEqual({ enhanced: false, scaleFactor: 1, resize: 'cover', width: 800 });
  });

  it('reads query strings', () => {
    const query = imageQuerySchema.parse({ aspectRatio: '4:3', enhanced: 'true', scaleFactor: '2.5', resize: 'contain', width: '640' });
    expect(query).toEqual({ aspectRatio: '4:3', enhanced: true, scaleFactor: 2.5, resize: 'contain', width: 640 });
  });

  it('serves a zoomed-out screen (pixel ratio below 1) as 1×', () => {
    expect(imageQuerySchema.parse({ scaleFactor: '0.8' }).scaleFactor).toBe(1);
  });

  it.each([{ id: '0' }, { id: '-3' }, { id: 'abc' }, { id: '1.5' }, { id: '2147483648' }])('refuses id %o', (params) => {
    expect(imageParamsSchema.safeParse(params).success).toBe(false);
  });

  it('reads a positive id', () => {
    expect(imageParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });
});
