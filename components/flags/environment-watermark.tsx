'use client';

import { useFlag } from '@/lib/flags/hooks';
import { FLAGS } from '@/lib/flags/names';
import styles from './environment-watermark.module.css';

/** A tile of the environment's name, diagonal; the name is a-z, 0-9 and '-', safe inside the SVG. */
function tile(environment: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">` +
    `<text x="160" y="110" text-anchor="middle" transform="rotate(-30 160 100)" fill="rgba(180,35,24,0.13)" ` +
    `font-family="system-ui,sans-serif" font-size="34" font-weight="700">${environment.toUpperCase()}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * Outside production, a large repeating watermark or a corner badge with the environment's
 * name, each behind its own flag. The layout does not render this at all in production.
 */
export function EnvironmentWatermark({ environment }: { environment: string }) {
  const repeating = useFlag(FLAGS.environmentWatermark);
  const corner = useFlag(FLAGS.environmentWatermarkCorner);
  return (
    <>
      {repeating ? (
        <div
          aria-hidden="true"
          data-environment-watermark="repeating"
          className={styles.repeating}
          style={{ backgroundImage: tile(environment) }}
        />
      ) : null}
      {corner ? (
        <div aria-hidden="true" data-environment-watermark="corner" className={styles.corner}>
          {environment}
        </div>
      ) : null}
    </>
  );
}
