import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/hydration-mark';

// Developer tools live outside the locale routes, so they bring their own document.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif', color: '#1f2933' }}>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
