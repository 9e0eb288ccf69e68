import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCompany } from '@/lib/catalogue/service';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';

type Params = RouteParams<{ company: string }>;

async function load(params: Params['params']) {
  const { company: slug } = await resolveParams(params);
  const company = await getCompany(slug);
  if (!company) notFound();
  return company;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const company = await load(params);
  return { title: company.name, robots: { index: false, follow: true } };
}

/** The listings a company embeds on its own site (framed only by its allowed origins). */
export default async function EmbeddedOverviewPage({ params }: Params) {
  const company = await load(params);
  const t = await getTranslations('common.pages.embed');
  return (
    <main className="container-fluid py-3">
      <h1 className="h3">
        {t('title')} · {company.name}
      </h1>
    </main>
  );
}
