import { headers } from 'next/headers';

/** The CSP nonce proxy.ts gave this request, for our own inline scripts; none on a cached public page. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
