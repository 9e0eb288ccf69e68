'use client';

import dynamic from 'next/dynamic';

// Both marks wait for their flags, which load once the page is idle: so can their code.
const EnvironmentWatermark = dynamic(() => import('./environment-watermark').then((m) => m.EnvironmentWatermark), { ssr: false });

export function EnvironmentWatermarkLoader({ environment }: { environment: string }) {
  return <EnvironmentWatermark environment={environment} />;
}
