'use client';

import { useState } from 'react';

type Props = { text: string; label: string; copiedLabel: string; className?: string };

/**
 * Copies `text` to the clipboard; the button then says so, politely announced to screen readers.
 * Where the browser refuses (no permission, plain http), the text stays on the page to select.
 */
export function CopyButton({ text, label, copiedLabel, className = 'btn btn-sm btn-outline-dark' }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
