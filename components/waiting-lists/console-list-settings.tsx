'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { CheckField } from '@/components/ui/form-field';
import { useChangeListSettings } from '@/lib/waiting-lists/offer-hooks';
import { consoleListSettingsSchema, type ConsoleListSettings } from '@/lib/waiting-lists/offer-schema';

/**
 * The list's own settings: whether it takes only people MitID confirmed. While MitID is off here the
 * switch cannot be turned on (it would take no one) and says why; one already on can be turned off.
 */
export function ConsoleListSettingsForm({
  groupId,
  requiresMitid,
  mitidAvailable,
}: {
  groupId: number;
  requiresMitid: boolean;
  mitidAvailable: boolean;
}) {
  const t = useTranslations('companyConsole.waitingLists.settings');
  const router = useRouter();
  const change = useChangeListSettings(groupId);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(consoleListSettingsSchema, {
    messages: { namespace: 'companyConsole.waitingLists.settings' },
    defaultValues: { requiresMitid },
  });
  async function submit(settings: ConsoleListSettings) {
    await change.mutateAsync(settings);
    setNotice(t(settings.requiresMitid ? 'savedRequired' : 'savedOpen'));
    router.refresh();
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={t('failed')}
      aria-labelledby="list-settings"
      className="mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h3 id="list-settings" className="h5">
        {t('heading')}
      </h3>
      <Notice text={notice} />
      <CheckField name="requiresMitid" label={t('requiresMitid')} hint={mitidAvailable ? t('requiresMitidHint') : t('mitidOff')} asSwitch />
      <FormFailure />
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </Form>
  );
}
