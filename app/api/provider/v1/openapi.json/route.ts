import { siteUrl } from '@/lib/i18n/metadata';
import { providerOpenApiDocument } from '@/lib/providers/openapi';

/** The API's description is public: it holds no company's data. Its server is the platform's own origin. */
export function GET(): Response {
  return Response.json(providerOpenApiDocument(siteUrl().origin), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
