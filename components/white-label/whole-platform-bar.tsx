import { getTranslations } from '@/lib/i18n/translations';
import { siteUrl } from '@/lib/i18n/metadata';
import type { WhiteLabelConfig } from '@/lib/white-label/schema';
import { PlatformLink } from './platform-link';

/**
 * On a white-label host that shows only its own companies' homes, the way to everyone else's —
 * when the landlord's config allows it (`showWholePlatform`).
 */
export async function WholePlatformBar({ config }: { config: WhiteLabelConfig }) {
  if (!config.isWhiteLabel || !config.showWholePlatform || !config.companyIds.length) return null;
  const t = await getTranslations('general.whiteLabel');
  return (
    <div className="bg-dark text-light small py-2" data-testid="whole-platform-bar">
      <div className="container-xxl d-flex flex-wrap gap-2">
        <span>{t('showing', { name: config.name })}</span>
        <PlatformLink origin={siteUrl().origin}>{t('wholePlatform')}</PlatformLink>
      </div>
    </div>
  );
}
