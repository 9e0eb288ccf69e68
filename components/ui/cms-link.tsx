import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { CmsLink as CmsLinkData } from '@/lib/content/schema';

type Props = { link: CmsLinkData; className?: string; children?: ReactNode };

/** Renders a CMS link: internal routes through the routing table, external ones in a new tab. */
export function CmsLink({ link, className, children }: Props) {
  if ('route' in link && !link.route.includes('[')) {
    return (
      <Link href={link.route as never} className={className}>
        {children ?? link.label}
      </Link>
    );
  }
  if ('url' in link) {
    return (
      <a href={link.url} className={className} rel="noopener noreferrer" target="_blank">
        {children ?? link.label}
      </a>
    );
  }
  return null;
}
