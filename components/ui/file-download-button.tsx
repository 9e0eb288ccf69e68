'use client';

import { useState, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { api } from '@/lib/api/client';

/**
 * file download: GET the resource, save it under the name its Content-Disposition gives
 * (else "downloaded-file"); a failure says so beside the button.
 */
export function FileDownloadButton({
  resource,
  children,
  failure,
  className = 'btn btn-outline-primary',
}: {
  resource: string;
  children: ReactNode;
  failure: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, filename } = await api.download(resource);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // Give the browser the moment it needs to start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={download} disabled={busy} aria-busy={busy}>
        {children}
      </button>
      {failed ? <FormAlert kind="error">{failure}</FormAlert> : null}
    </>
  );
}
