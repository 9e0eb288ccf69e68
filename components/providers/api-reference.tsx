import { getTranslations } from '@/lib/i18n/translations';
import { siteUrl } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { contentDisposition } from '@/lib/offers/pdf-response';
import { PROVIDER_API_BASE, providerOpenApiDocument } from '@/lib/providers/openapi';
import type { Operation } from '@/lib/providers/operation';
import { providerOperations } from '@/lib/providers/operations';
import { problemCatalogue } from '@/lib/providers/problems';
import { webhookEventTypes } from '@/lib/webhooks/schema';
import { VERIFY_SNIPPET } from '@/lib/webhooks/signature';
import { ScrollingTable } from '@/components/ui/scrolling-table';
import styles from './api-reference.module.css';

type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> };

/** A JSON Schema in a few words: "string (4 digits)", "integer 1–50", "one of a, b". */
function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join(', ')}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Record<string, unknown>[]).map(typeOf).join(' or ');
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}–${schema.maximum}` : '';
  return `${String(schema.type ?? 'value')}${range}`;
}

const RULES = ['json', 'idempotency', 'ids', 'rateLimit', 'errors'] as const;

const anchorOf = (operation: Operation) => `endpoint-${operation.id}`;

function curlOf(operation: Operation, origin: string): string {
  const path = operation.path
    .replace('{groupId}', 'EJD-1001')
    .replace('{homeId}', 'LEJ-1001-21')
    .replace('{id}', '6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f')
    .replace('{imageId}', '4103');
  const lines = [`curl -X ${operation.method} '${origin}${PROVIDER_API_BASE}${path}'`, `  -H "Authorization: Bearer $HJEMLY_KEY"`];
  if (operation.method !== 'GET') lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
  // -O -J saves a file under the name Content-Disposition gives it.
  if (operation.file) lines.push('  -O -J');
  if (operation.multipart) {
    // curl -F sends multipart/form-data; "@name" reads the file.
    for (const [name, value] of Object.entries(operation.requestExample as Record<string, string>)) lines.push(`  -F '${name}=${value}'`);
  } else if (operation.requestExample !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(operation.requestExample)}'`);
  }
  return lines.join(' \\\n');
}

async function Endpoint({ operation, parameters, origin }: { operation: Operation; parameters: Parameter[]; origin: string }) {
  const t = await getTranslations('companyConsole.developers');
  return (
    <section id={anchorOf(operation)} className="mb-5" aria-labelledby={`${anchorOf(operation)}-title`}>
      <h3 id={`${anchorOf(operation)}-title`} className="h5">
        <span className="badge text-bg-dark me-2">{operation.method}</span>
        <code>{operation.path}</code> — {operation.summary}
      </h3>
      <p>{operation.description}</p>
      {parameters.length ? (
        <ScrollingTable
          caption={t('parameters', { method: operation.method, path: operation.path })}
          captionVisible
          className="table table-sm"
        >
          <thead>
            <tr>
              <th scope="col">{t('parameter.name')}</th>
              <th scope="col">{t('parameter.in')}</th>
              <th scope="col">{t('parameter.required')}</th>
              <th scope="col">{t('parameter.schema')}</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <th scope="row">
                  <code>{parameter.name}</code>
                </th>
                <td>{parameter.in}</td>
                <td>{parameter.required ? t('yes') : t('no')}</td>
                <td>{parameter.description ?? typeOf(parameter.schema)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      ) : null}
      {operation.requestExample !== undefined ? (
        <>
          <h4 className="h6">{t('requestExample')}</h4>
          <pre className="bg-body-tertiary p-2 border rounded" tabIndex={0}>
            <code>{JSON.stringify(operation.requestExample, null, 2)}</code>
          </pre>
        </>
      ) : null}
      {operation.file ? (
        <p>
          {t.rich('responseFile', {
            contentType: operation.file.contentType,
            disposition: contentDisposition('attachment', operation.file.filename),
            code: (chunks) => <code>{chunks}</code>,
          })}
        </p>
      ) : operation.status === 204 ? null : (
        <>
          <h4 className="h6">{t('responseExample')}</h4>
          <pre className="bg-body-tertiary p-2 border rounded" style={{ maxHeight: '24rem' }} tabIndex={0}>
            <code>{JSON.stringify(operation.responseExample, null, 2)}</code>
          </pre>
        </>
      )}
      <h4 className="h6">{t('curl')}</h4>
      <pre className="bg-body-tertiary p-2 border rounded" tabIndex={0}>
        <code>{curlOf(operation, origin)}</code>
      </pre>
    </section>
  );
}

/** /udvikler: the provider API's reference, generated from the same table as the OpenAPI document. */
export async function ApiReference() {
  const t = await getTranslations('companyConsole.developers');
  const origin = siteUrl().origin;
  const document = providerOpenApiDocument(origin);
  const parametersOf = (operation: Operation) =>
    (document.paths[operation.path][operation.method.toLowerCase()] as { parameters: Parameter[] }).parameters;
  const openapi = `${PROVIDER_API_BASE}/openapi.json`;
  return (
    <div className={`row g-4 ${styles.reference}`}>
      <nav className="col-lg-3" aria-labelledby="reference-toc">
        <h2 id="reference-toc" className="h6 text-body-secondary">
          {t('onThisPage')}
        </h2>
        <ul className="list-unstyled small hj-link-list">
          {providerOperations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${anchorOf(operation)}`}>
                {operation.method} {operation.path}
              </a>
            </li>
          ))}
          <li>
            <a href="#webhooks">{t('webhooks.heading')}</a>
          </li>
          <li>
            <a href="#problems">{t('problems.heading')}</a>
          </li>
        </ul>
      </nav>
      <div className="col-lg-9">
        <section aria-labelledby="reference-start" className="mb-4">
          <h2 id="reference-start" className="h4">
            {t('start.heading')}
          </h2>
          <p>{t.rich('start.text', { brand: 'Hjemly', path: openapi, openapi: (chunks) => <a href={openapi}>{chunks}</a> })}</p>
          <p>
            <Link href="/account/company/api-keys">{t('start.console')}</Link>
          </p>
          <h3 className="h5">{t('rules.heading')}</h3>
          <ul>
            {RULES.map((rule) => (
              <li key={rule}>{t(`rules.${rule}`)}</li>
            ))}
          </ul>
          <p className="small text-body-secondary">{t('contentLanguage')}</p>
        </section>
        <div lang="en">
          <h2 className="h4">{t('endpoints')}</h2>
          {providerOperations.map((operation) => (
            <Endpoint key={operation.id} operation={operation} parameters={parametersOf(operation)} origin={origin} />
          ))}
          <section id="webhooks" className="mb-5" aria-labelledby="webhooks-title">
            <h2 id="webhooks-title" className="h4">
              {t('webhooks.heading')}
            </h2>
            <p>{t('webhooks.text')}</p>
            <h3 className="h6">{t('webhooks.events')}</h3>
            <ul>
              {webhookEventTypes.map((type) => (
                <li key={type}>
                  <code>{type}</code>
                </li>
              ))}
            </ul>
            <p>{t('webhooks.verify')}</p>
            <pre className="bg-body-tertiary p-2 border rounded" tabIndex={0}>
              <code>{VERIFY_SNIPPET}</code>
            </pre>
          </section>
          <section id="problems" aria-labelledby="problems-title">
            <h2 id="problems-title" className="h4">
              {t('problems.heading')}
            </h2>
            <ScrollingTable caption={t('problems.heading')} className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('problems.type')}</th>
                  <th scope="col">{t('problems.status')}</th>
                  <th scope="col">{t('problems.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {problemCatalogue.map((problem) => (
                  <tr key={problem.slug} id={`problem-${problem.slug}`}>
                    <th scope="row">
                      <code>{problem.slug}</code>
                    </th>
                    <td>{problem.status}</td>
                    <td>{problem.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          </section>
        </div>
      </div>
    </div>
  );
}
