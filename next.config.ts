import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { passthroughHeaders, staticSecurityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships its own WebAssembly and data files; bundling them breaks their relative loading.
  // prom-client once per process: the HTTP server and every bundle count into one registry.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  poweredByHeader: false,
  // scripts/http-server.ts compresses what Next.js renders: brotli at quality 4 where the browser takes
  // it, which makes a signed-in page's HTML smaller than Next's gzip (level 6) does in about half the CPU.
  compress: false,
  typedRoutes: false,
  // `npm test` type-checks the whole tree with the route types (`next typegen`, then tsc) before it
  // builds, and says so: its build skips the same check a second time. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.HJEMLY_TYPES_CHECKED === '1' },
  experimental: {
    // Paths that match no route get app/global-not-found.tsx, which no other page carries (see there).
    globalNotFound: true,
  },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      ...passthroughHeaders(),
      // Landlords' sites load it on every page view; its URL never changes, so a day fresh, then revalidated.
      { source: '/embed.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
