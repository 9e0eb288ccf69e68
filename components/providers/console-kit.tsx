'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/applications/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { FormAlert } from '@/components/ui/form-alert';

/*
 * What the console's lists share: a secret shown once (API keys, webhook secrets), and a removal
 * asked for in a dialog, then announced, with the page's server data refreshed.
 */

/** Shown this once: it takes focus so a screen reader reads it, and copies with one click. */
export function SecretOnce({ title, text, secret, testId }: { title: string; text: string; secret: string; testId: string }) {
  const t = useTranslations('companyConsole.apiKeys');
  return (
    <div ref={(node) => node?.focus()} tabIndex={-1} role="status" className="alert alert-warning">
      <h3 className="h5">{title}</h3>
      <p>{text}</p>
      <p>
        <code className="user-select-all text-break text-dark" data-testid={testId}>
          {secret}
        </code>
      </p>
      <CopyButton text={secret} label={t('copy')} copiedLabel={t('copied')} />
    </div>
  );
}

/** The outcome of the last change, announced politely. */
export function Notice({ text }: { text: string | null }) {
  return <div role="status">{text ? <FormAlert kind="success">{text}</FormAlert> : null}</div>;
}

type Wording = { title: string; text: string; confirmLabel: string };

/**
 * A confirmed action on one item of a list: `ask(item)` opens the dialog, confirming runs `run` and
 * announces `done(item)`; a failure stays in the dialog with `failed`.
 */
export function useConfirmedAction<T>(run: (item: T) => Promise<unknown>, done: (item: T) => string) {
  const router = useRouter();
  const [item, setItem] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    if (item === null) return;
    setPending(true);
    setFailed(false);
    try {
      await run(item);
      setNotice(done(item));
      setItem(null);
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  /** The dialog for the item asked about, in the caller's words. */
  function dialog(wording: (item: T) => Wording, failedText: ReactNode) {
    return (
      <ConfirmDialog
        open={item !== null}
        {...(item === null ? { title: '', text: '', confirmLabel: '' } : wording(item))}
        pending={pending}
        error={failed ? <FormAlert kind="error">{failedText}</FormAlert> : null}
        onConfirm={() => void confirm()}
        onClose={() => {
          setItem(null);
          setFailed(false);
        }}
      />
    );
  }

  return { ask: setItem, notice, setNotice, dialog };
}
