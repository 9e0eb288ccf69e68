import { getTranslations } from '@/lib/i18n/translations';
import { CopyButton } from '@/components/ui/copy-button';
import { Link } from '@/lib/i18n/navigation';
import type { Membership } from '@/lib/providers/schema';

type Props = { membership: Membership; siteOrigin: string; origins: string[] };

/** The line a landlord pastes into their own site (public/embed.js reads its data attributes). */
export function embedSnippet(siteOrigin: string, companySlug: string): string {
  return `<script src="${siteOrigin}/embed.js" data-company="${companySlug}" async></script>`;
}

/** The console's embed page: the snippet to copy, a preview, and the sites allowed to frame it. */
export async function EmbedSection({ membership, siteOrigin, origins }: Props) {
  const t = await getTranslations('companyConsole.embed');
  const snippet = embedSnippet(siteOrigin, membership.companySlug);
  return (
    <section aria-labelledby="embed-heading">
      <h2 id="embed-heading" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro', { company: membership.companyName })}</p>
      <figure>
        <figcaption className="fw-semibold mb-1">{t('snippetLabel')}</figcaption>
        <pre className="bg-body-tertiary border rounded p-2 mb-0 text-wrap text-break">
          <code data-testid="embed-snippet">{snippet}</code>
        </pre>
      </figure>
      <p className="d-flex flex-wrap align-items-center gap-3">
        <CopyButton text={snippet} label={t('copy')} copiedLabel={t('copied')} />
        <Link href={{ pathname: '/embed/[company]', params: { company: membership.companySlug } }} target="_blank" rel="noopener">
          {t('preview')}
        </Link>
      </p>
      <p className="small text-body-secondary">{t('english')}</p>
      <h3 className="h5 mt-4">{t('originsHeading')}</h3>
      {origins.length ? (
        <>
          <p>{t('originsIntro')}</p>
          <ul data-testid="embed-origins">
            {origins.map((origin) => (
              <li key={origin}>
                <code>{origin}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('originsEmpty')}</p>
      )}
      <p className="small text-body-secondary">{t('originsChange')}</p>
    </section>
  );
}
