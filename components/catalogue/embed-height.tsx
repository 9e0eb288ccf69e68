'use client';

import { useEffect } from 'react';

/** The message public/embed.js waits for; keep the two in step. */
const EMBED_HEIGHT_MESSAGE = 'hjemly:embed-height';

/**
 * Tells the landlord's page how tall the embed's content is, whenever it changes, so that
 * public/embed.js sizes the frame to it (no inner scroll bar). Posts only to `parentOrigin`, which
 * the server checked against the company's allowed origins; the browser drops the message if the
 * frame's parent is on any other origin.
 */
export function EmbedHeight({ parentOrigin }: { parentOrigin: string }) {
  useEffect(() => {
    if (window.parent === window) return;
    const body = document.body;
    let last = 0;
    const post = () => {
      const height = Math.ceil(body.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, parentOrigin);
    };
    const observer = new ResizeObserver(post);
    observer.observe(body);
    post();
    return () => observer.disconnect();
  }, [parentOrigin]);
  return null;
}
