'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/** A link to the page the person is on, on the whole platform (SITE_URL) instead of the white-label host. */
export function PlatformLink({ origin, children }: { origin: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <a href={new URL(pathname, origin).href} className="link-light fw-semibold">
      {children}
    </a>
  );
}
