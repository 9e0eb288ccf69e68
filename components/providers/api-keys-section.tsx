'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDates } from '@/components/applications/dates';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { Notice, SecretOnce, useConfirmedAction } from './console-kit';
import { Link } from '@/lib/i18n/navigation';
import { useCreateApiKey, useRevokeApiKey } from '@/lib/providers/hooks';
import {
  COMPANY_CONSOLE_MESSAGES,
  apiKeyCreateSchema,
  type ApiKeyCreate,
  type ApiKeySummary,
  type Membership,
} from '@/lib/providers/schema';

function CreateKey({ companyId, onCreated }: { companyId: number; onCreated: (secret: string) => void }) {
  const t = useTranslations('companyConsole.apiKeys');
  const create = useCreateApiKey(companyId);
  const form = useZodForm(apiKeyCreateSchema, { messages: COMPANY_CONSOLE_MESSAGES, defaultValues: { name: '' } });
  async function submit(input: ApiKeyCreate) {
    const { secret } = await create.mutateAsync(input);
    form.reset({ name: '' });
    onCreated(secret);
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="create-key" style={{ maxWidth: '32rem' }}>
      <h3 id="create-key" className="h5">
        {t('create')}
      </h3>
      <TextField name="name" label={t('name')} hint={t('nameHint')} type="text" autoComplete="off" />
      <FormFailure />
      <SubmitButton busyLabel={t('creating')}>{t('createButton')}</SubmitButton>
    </Form>
  );
}

/** The company's API keys (owner only): made here, shown once, listed by prefix, revoked here. */
export function ApiKeysSection({ keys, membership }: { keys: ApiKeySummary[]; membership: Membership }) {
  const t = useTranslations('companyConsole.apiKeys');
  const router = useRouter();
  const { date } = useDates();
  const revoke = useRevokeApiKey(membership.companyId);
  const [secret, setSecret] = useState<string | null>(null);
  const revoking = useConfirmedAction(
    (key: ApiKeySummary) => revoke.mutateAsync(key.id),
    (key) => t('revoked', { name: key.name }),
  );

  return (
    <section aria-labelledby="console-keys">
      <h2 id="console-keys" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro', { company: membership.companyName })}</p>
      <p>
        <Link href="/developers">{t('docs')}</Link>
      </p>
      {secret ? <SecretOnce title={t('createdTitle')} text={t('createdText')} secret={secret} testId="new-api-key" /> : null}
      <Notice text={revoking.notice} />
      {keys.length ? (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{t('table.caption', { company: membership.companyName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.key')}</th>
                <th scope="col">{t('table.created')}</th>
                <th scope="col">{t('table.lastUsed')}</th>
                <th scope="col">{t('table.state')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row" className="fw-normal">
                    {key.name}
                  </th>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{date(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? date(key.lastUsedAt) : t('never')}</td>
                  <td>{key.revokedAt ? t('revokedOn', { date: date(key.revokedAt) }) : t('active')}</td>
                  <td>
                    {key.revokedAt ? null : (
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => revoking.ask(key)}>
                        {t('revoke', { name: key.name })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary">{t('empty')}</p>
      )}
      <CreateKey
        companyId={membership.companyId}
        onCreated={(made) => {
          setSecret(made);
          revoking.setNotice(null);
          router.refresh();
        }}
      />
      {revoking.dialog(
        (key) => ({
          title: t('revoke', { name: key.name }),
          text: t('revokeConfirm', { name: key.name }),
          confirmLabel: t('revoke', { name: key.name }),
        }),
        t('failed'),
      )}
    </section>
  );
}
