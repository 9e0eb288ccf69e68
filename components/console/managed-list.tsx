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

type Wording = { title: string; text: string; confirmLabel: string; children?: ReactNode };

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

type ManagedListProps<T> = {
  /** The id of the section's heading, which labels it. */
  id: string;
  heading: string;
  /** What the list is for, under the heading (the intro and the link to the documentation). */
  intro: ReactNode;
  /** How the secret a creation returns is introduced, shown this once. */
  secret: { title: string; text: string; testId: string };
  remove: { run: (item: T) => Promise<unknown>; done: (item: T) => string; wording: (item: T) => Wording; failed: string };
  /** The list, whose remove buttons call `ask(item)`. */
  list: (ask: (item: T) => void) => ReactNode;
  /** The creation form, which hands the new secret to `onCreated`. */
  create: (onCreated: (secret: string) => void) => ReactNode;
  /** More under the form (the webhook deliveries), able to announce an outcome of its own. */
  more?: (announce: (text: string) => void) => ReactNode;
};

/**
 * A list the console manages: made with a form (its secret shown once), listed, and removed after a
 * confirmation, each outcome announced and the page's server data refreshed.
 */
export function ManagedListSection<T>({ id, heading, intro, secret, remove, list, create, more }: ManagedListProps<T>) {
  const router = useRouter();
  const [made, setMade] = useState<string | null>(null);
  const removing = useConfirmedAction(remove.run, remove.done);
  const announce = (text: string | null) => {
    removing.setNotice(text);
    router.refresh();
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h4">
        {heading}
      </h2>
      {intro}
      {made ? <SecretOnce {...secret} secret={made} /> : null}
      <Notice text={removing.notice} />
      {list(removing.ask)}
      {create((created) => {
        setMade(created);
        announce(null);
      })}
      {more?.(announce)}
      {removing.dialog(remove.wording, remove.failed)}
    </section>
  );
}
