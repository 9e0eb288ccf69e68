import { describe, expect, it } from 'vitest';
import { PASSTHROUGH } from '@/lib/http/passthrough';

describe('paths the proxy leaves to Next.js as they are', () => {
  it('are the API, monitoring and files', () => {
    for (const path of ['/api/search', '/monitoring', '/favicon.svg', '/robots.txt', '/site.webmanifest', '/embed.js']) {
      expect(PASSTHROUGH.test(path), path).toBe(true);
    }
  });

  it('are not a page whose token ends in letters and digits only', () => {
    // One mail link in four: an unsubscribe token whose signature has no '-' or '_'.
    for (const path of [
      '/gemte-soegninger/afmeld/1.mwz5555j.0miXcMV2ZxxS0jWM3QEN2ebhNIEv6uuFJzR96zOUmEg',
      '/en-DK/gemte-soegninger/afmeld/2.mwz4n1xr.aRq943AqvxEFnRE4FNF2UAE4kYvdSZGNkG5KaWrBWb8',
      '/soeg',
    ]) {
      expect(PASSTHROUGH.test(path), path).toBe(false);
    }
  });
});
