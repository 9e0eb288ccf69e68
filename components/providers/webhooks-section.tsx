'use client';

import { COMPANY_CONSOLE_MESSAGES } from '@/lib/providers/schema';
import { useTranslations } from 'next-intl';
import { useDates } from '@/components/applications/dates';
import { DataTable } from '@/components/console/data-table';
import { ManagedListSection } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';
import { useCreateWebhookEndpoint, useDeleteWebhookEndpoint, useResendWebhookDelivery } from '@/lib/providers/hooks';
import type { Membership } from '@/lib/providers/schema';
import {
  webhookEndpointCreateSchema,
  webhookEventTypes,
  type WebhookDeliverySummary,
  type WebhookEndpointCreate,
  type WebhookEndpointSummary,
} from '@/lib/webhooks/schema';

function AddEndpoint({ companyId, onCreated }: { companyId: number; onCreated: (secret: string) => void }) {
  const t = useTranslations('companyConsole.webhooks');
  const create = useCreateWebhookEndpoint(companyId);
  const form = useZodForm(webhookEndpointCreateSchema, { messages: COMPANY_CONSOLE_MESSAGES, defaultValues: { url: '', events: [] } });
  async function submit(input: WebhookEndpointCreate) {
    const { secret } = await create.mutateAsync(input);
    form.reset({ url: '', events: [] });
    onCreated(secret);
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="add-endpoint" style={{ maxWidth: '40rem' }}>
      <h3 id="add-endpoint" className="h5">
        {t('add')}
      </h3>
      <TextField name="url" label={t('url')} hint={t('urlHint')} type="url" inputMode="url" autoComplete="off" />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('events')}</legend>
        {webhookEventTypes.map((type) => (
          <div key={type} className="form-check">
            {/* Checkboxes of one name: react-hook-form gathers the ticked values into the list the schema wants. */}
            <input id={`event-${type}`} type="checkbox" className="form-check-input" value={type} {...form.register('events')} />
            <label htmlFor={`event-${type}`} className="form-check-label">
              <code>{type}</code>
            </label>
          </div>
        ))}
        <div className="form-text">{t('eventsHint')}</div>
      </fieldset>
      <FormFailure />
      <SubmitButton busyLabel={t('adding')}>{t('addButton')}</SubmitButton>
    </Form>
  );
}

function Deliveries({
  deliveries,
  companyId,
  onResent,
}: {
  deliveries: WebhookDeliverySummary[];
  companyId: number;
  onResent: () => void;
}) {
  const t = useTranslations('companyConsole.webhooks');
  const { date, time } = useDates();
  const resend = useResendWebhookDelivery(companyId);
  const columns = ['event', 'endpoint', 'status', 'attempts', 'result', 'time', 'actions'] as const;
  return (
    <>
      <DataTable
        caption={t('deliveriesTable.caption')}
        headers={columns.map((column) => t(`deliveriesTable.${column}`))}
        items={deliveries}
        empty={t('noDeliveries')}
        small
        row={(delivery) => (
          <tr key={delivery.id}>
            <th scope="row" className="fw-normal">
              <code>{delivery.eventType}</code>
            </th>
            <td className="text-break">{delivery.endpointUrl}</td>
            <td>
              {t(`deliveryStatus.${delivery.status}`)}
              {delivery.status === 'pending' && delivery.attempts > 0 ? (
                <span className="d-block small text-body-secondary">{t('nextAttempt', { time: time(delivery.nextAttemptAt) })}</span>
              ) : null}
            </td>
            <td>{delivery.attempts}</td>
            <td className="small">
              {delivery.failure
                ? t(`failure.${delivery.failure}`, { status: delivery.lastStatusCode ?? '' })
                : (delivery.lastStatusCode ?? '–')}
            </td>
            <td>
              <time dateTime={delivery.createdAt}>
                {date(delivery.createdAt)} {time(delivery.createdAt)}
              </time>
            </td>
            <td>
              {delivery.status === 'pending' ? null : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={resend.isPending}
                  onClick={() => void resend.mutateAsync(delivery.id).then(onResent, () => undefined)}
                >
                  {t('resend')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {resend.isError ? <FormAlert kind="error">{t('failed')}</FormAlert> : null}
    </>
  );
}

/** The owner's webhooks: endpoints (added with a secret shown once, removed), and the delivery log with "send again". */
export function WebhooksSection({
  endpoints,
  deliveries,
  membership,
}: {
  endpoints: WebhookEndpointSummary[];
  deliveries: WebhookDeliverySummary[];
  membership: Membership;
}) {
  const t = useTranslations('companyConsole.webhooks');
  const { date } = useDates();
  const remove = useDeleteWebhookEndpoint(membership.companyId);
  const removeLabel = (endpoint: WebhookEndpointSummary) => t('remove', { url: endpoint.url });
  const columns = ['url', 'events', 'created', 'actions'] as const;

  return (
    <ManagedListSection<WebhookEndpointSummary>
      id="console-webhooks"
      heading={t('heading')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p>
            <Link href={{ pathname: '/developers', hash: 'webhooks' }}>{t('docs')}</Link>
          </p>
        </>
      }
      secret={{ title: t('createdTitle'), text: t('createdText'), testId: 'new-webhook-secret' }}
      remove={{
        run: (endpoint) => remove.mutateAsync(endpoint.id),
        done: () => t('removed'),
        wording: (endpoint) => ({
          title: removeLabel(endpoint),
          text: t('removeConfirm', { url: endpoint.url }),
          confirmLabel: removeLabel(endpoint),
        }),
        failed: t('failed'),
      }}
      list={(ask) => (
        <>
          <h3 className="h5">{t('endpoints')}</h3>
          <DataTable
            caption={t('table.caption', { company: membership.companyName })}
            headers={columns.map((column) => t(`table.${column}`))}
            items={endpoints}
            empty={t('empty')}
            row={(endpoint) => (
              <tr key={endpoint.id}>
                <th scope="row" className="fw-normal text-break">
                  {endpoint.url}
                </th>
                <td>
                  {endpoint.events.length
                    ? endpoint.events.map((type) => (
                        <code key={type} className="d-block">
                          {type}
                        </code>
                      ))
                    : t('allEvents')}
                </td>
                <td>{date(endpoint.createdAt)}</td>
                <td>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => ask(endpoint)}>
                    {removeLabel(endpoint)}
                  </button>
                </td>
              </tr>
            )}
          />
        </>
      )}
      create={(onCreated) => <AddEndpoint companyId={membership.companyId} onCreated={onCreated} />}
      more={(announce) => (
        <>
          <h3 className="h5 mt-4">{t('deliveries')}</h3>
          <Deliveries deliveries={deliveries} companyId={membership.companyId} onResent={() => announce(t('resent'))} />
        </>
      )}
    />
  );
}
