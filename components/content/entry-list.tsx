import { Link } from '@/lib/i18n/navigation';
import { listEntries, type Collection } from '@/lib/content/collections';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  collection: Collection;
  route: '/city-guides/[slug]' | '/articles/[slug]' | '/glossary/[slug]';
  locale: Locale;
};

export async function EntryList({ collection, route, locale }: Props) {
  const entries = await listEntries(collection, locale);
  return (
    <ul className="list-unstyled row g-3">
      {entries.map((entry) => (
        <li key={entry.slug} className="col-12 col-md-6 col-lg-4">
          <article className="card h-100">
            <div className="card-body">
              <h2 className="h5 card-title">
                <Link href={{ pathname: route, params: { slug: entry.slug } }} className="stretched-link">
                  {entry.title}
                </Link>
              </h2>
              <p className="card-text">{entry.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
