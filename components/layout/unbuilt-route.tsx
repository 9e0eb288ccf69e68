import { notFound } from 'next/navigation';

/*
 * A route the routing table names but that is not built yet (waiting lists, subscriptions, token
 * pages …). Its page file re-exports these beside `export const dynamicParams = false` (segment
 * config must be written in the page file itself): with no parameters generated and none allowed,
 * Next.js answers every request with the global not-found page (app/global-not-found.tsx), the 404
 * page rendered whole on the server. A `notFound()` thrown while rendering would leave the HTML
 * empty until JavaScript runs (vercel/next.js#62228). The issue that builds the route replaces its
 * page file.
 */

export function generateStaticParams() {
  return [];
}

export default function UnbuiltRoute(): never {
  notFound();
}
