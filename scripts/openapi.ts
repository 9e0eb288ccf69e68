// `npm run openapi -- [file]`: the provider API's OpenAPI document, as GET /api/provider/v1/openapi.json
// serves it (its server is SITE_URL), written to `file` or printed. docs/providers.md: generating a client.
import { writeFileSync } from 'node:fs';
import { siteUrl } from '@/lib/i18n/metadata';
import { providerOpenApiDocument } from '@/lib/providers/openapi';

const [file] = process.argv.slice(2);
const text = `${JSON.stringify(providerOpenApiDocument(siteUrl().origin), null, 2)}\n`;
if (file) writeFileSync(file, text);
else process.stdout.write(text);
