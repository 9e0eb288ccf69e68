import { getTranslations } from '@/lib/i18n/translations';

export default async function EmbedNotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <main className="container-fluid py-3">
      <h1 className="h4">{t('title')}</h1>
    </main>
  );
}
