// The header scripts/http-server.mjs sends with its own render of a public page for the page cache
// (scripts/page-cache.mjs); proxy.ts then renders it without a nonce. The server strips it from
// every other request.
export const FILL_HEADER = 'x-hjemly-page-fill';
