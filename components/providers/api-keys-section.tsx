'use client';

import { useTranslations } from 'next-intl';
import { useDates } from '@/components/applications/dates';
import { DataTable } from '@/components/console/data-table';
import { ManagedListSection } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
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
  const { date } = useDates();
  const revoke = useRevokeApiKey(membership.companyId);
  const revokeLabel = (key: ApiKeySummary) => t('revoke', { name: key.name });
  const columns = ['name', 'key', 'created', 'lastUsed', 'state', 'actions'] as const;

  return (
    <ManagedListSection<ApiKeySummary>
      id="console-keys"
      heading={t('heading')}
      intro={
        <>
          <p>{t('intro', { company: membership.companyName })}</p>
          <p>
            <Link href="/developers">{t('docs')}</Link>
          </p>
        </>
      }
      secret={{ title: t('createdTitle'), text: t('createdText'), testId: 'new-api-key' }}
      remove={{
        run: (key) => revoke.mutateAsync(key.id),
        done: (key) => t('revoked', { name: key.name }),
        wording: (key) => ({ title: revokeLabel(key), text: t('revokeConfirm', { name: key.name }), confirmLabel: revokeLabel(key) }),
        failed: t('failed'),
      }}
      list={(ask) => (
        <DataTable
          caption={t('table.caption', { company: membership.companyName })}
          headers={columns.map((column) => t(`table.${column}`))}
          items={keys}
          empty={t('empty')}
          row={(key) => (
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
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => ask(key)}>
                    {revokeLabel(key)}
                  </button>
                )}
              </td>
            </tr>
          )}
        />
      )}
      create={(onCreated) => <CreateKey companyId={membership.companyId} onCreated={onCreated} />}
    />
  );
}
