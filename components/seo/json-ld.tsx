import { requestNonce } from '@/lib/http/request-nonce';

/** Structured data for search engines. `<` is escaped so data can never close the script element. */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = await requestNonce();
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
