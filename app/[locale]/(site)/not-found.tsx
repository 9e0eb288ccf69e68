import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * A `notFound()` thrown by a page of the site (an unknown home, a route not built yet). Next.js
 * answers 404 but renders this boundary in the browser only; paths that match no route get the
 * server-rendered app/global-not-found.tsx instead.
 */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
