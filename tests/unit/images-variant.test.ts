import { describe, expect, it } from 'vitest';
import { negotiateFormat } from '@/lib/images/format';
import { imageParamsSchema, imageQuerySchema } from '@/lib/images/schema';
import { heightFor, isImageLayout, stepWidth } from '@/lib/images/variant';

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

describe('image layouts', () => {
  it('allows exactly the widths listed for a shape', () => {
    expect(isImageLayout('16:9', 400)).toBe(true);
    expect(isImageLayout('4:3', 960)).toBe(true);
    expect(isImageLayout('1:1', 64)).toBe(true);
    expect(isImageLayout('16:9', 960)).toBe(false);
    expect(isImageLayout('1:1', 400)).toBe(false);
    expect(isImageLayout('4:3', 401)).toBe(false);
  });

  it('gives the height of a width', () => {
    expect(heightFor(800, '16:9')).toBe(450);
    expect(heightFor(1024, '4:3')).toBe(768);
    expect(heightFor(160, '1:1')).toBe(160);
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
    expect(imageQuerySchema.parse({ aspectRatio: '16:9', width: '400' })).toEqual({
      aspectRatio: '16:9',
      width: 400,
      enhanced: false,
      scaleFactor: 1,
      resize: 'cover',
    });
  });

  it('reads query strings', () => {
    const query = imageQuerySchema.parse({ aspectRatio: '4:3', enhanced: 'true', scaleFactor: '2.5', resize: 'contain', width: '960' });
    expect(query).toEqual({ aspectRatio: '4:3', enhanced: true, scaleFactor: 2.5, resize: 'contain', width: 960 });
  });

  it('serves a zoomed-out screen (pixel ratio below 1) as 1×', () => {
    expect(imageQuerySchema.parse({ aspectRatio: '1:1', width: '64', scaleFactor: '0.8' }).scaleFactor).toBe(1);
  });

  it.each([
    ['aspectRatio', { width: '400' }],
    ['aspectRatio', { aspectRatio: '3:2', width: '400' }],
    ['aspectRatio', { aspectRatio: '16:9\0', width: '400' }],
    ['width', { aspectRatio: '16:9' }],
    ['width', { aspectRatio: '16:9', width: '' }],
    ['width', { aspectRatio: '16:9', width: '800' }],
    ['width', { aspectRatio: '1:1', width: '400' }],
    ['width', { aspectRatio: '4:3', width: '400.5' }],
    ['width', { aspectRatio: '4:3', width: '400\0' }],
    ['scaleFactor', { aspectRatio: '4:3', width: '400', scaleFactor: '2\0' }],
    ['enhanced', { aspectRatio: '4:3', width: '400', enhanced: 'true\0' }],
  ])('refuses an unknown %s in %o', (field, query) => {
    const result = imageQuerySchema.safeParse(query);
    expect(result.error?.issues[0].path).toEqual([field]);
  });

  it.each([
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.5', null],
    ['01', null],
    ['%ff', null],
    ['%25', null],
    ['2147483648', null],
    ['99999999999999999999', null],
    ['1', 1],
    ['2147483647', 2147483647],
  ])('reads the id %s as %s', (id, expected) => {
    expect(imageParamsSchema.parse({ id })).toEqual({ id: expected });
  });
});
