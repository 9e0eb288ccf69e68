import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './lib/http/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships its own WebAssembly and data files; bundling them breaks their relative loading.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  typedRoutes: false,
  // The stylesheets (bootstrap trimmed to the classes in use, ~10 KB compressed) stay linked files,
  // cached across pages. Inlined (experimental.inlineCss) they went into every page three times —
  // the <style> and twice in the RSC payload — making the HTML 2.7× larger (327 → 123 KB on `/`) and
  // costing a phone more main-thread time than the one small request they saved (issue 15).
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      // Landlords' sites load it on every page view; its URL never changes, so a day fresh, then revalidated.
      { source: '/embed.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
