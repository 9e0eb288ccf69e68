/** The site a request was sent to: its Host, and the scheme the proxy in front says it came in on. */
export type RequestSite = { host: string | null; forwardedProto: string | null };

/** The one place that reads them from the headers; services take the result, not the headers. */
export function requestSite(headers: Headers): RequestSite {
  return { host: headers.get('host'), forwardedProto: headers.get('x-forwarded-proto') };
}
