import styles from './insight.module.css';

export type ShareBar = { label: string; share: number | null; text: string };

/**
 * The period's shares as horizontal bars, drawn on the server in HTML (no script, no library). A
 * screen reader hears one image named by the caption and every bar's value; the table below holds
 * the same numbers with what they are made of.
 */
export function InsightChart({ id, caption, bars }: { id: string; caption: string; bars: ShareBar[] }) {
  const spoken = bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ');
  return (
    <figure className="mb-4">
      <figcaption id={`${id}-caption`} className="fw-semibold mb-2">
        {caption}
      </figcaption>
      <div className={styles.bars} role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-values`}>
        {bars.map((bar) => (
          <div key={bar.label} className={styles.row}>
            <span>{bar.label}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${Math.round((bar.share ?? 0) * 1000) / 10}%` }} />
            </span>
            <span className={styles.value}>{bar.text}</span>
          </div>
        ))}
      </div>
      <p id={`${id}-values`} className="visually-hidden">
        {spoken}
      </p>
    </figure>
  );
}
