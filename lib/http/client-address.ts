/**
 * The client address as the load balancer reports it (first X-Forwarded-For hop), else X-Real-IP.
 * Without a proxy in front the header could be forged; production runs behind one (README).
 * The one place that reads a client address: rate limits per address all key on it.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
