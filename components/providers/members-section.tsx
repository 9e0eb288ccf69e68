'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useDates } from '@/components/applications/dates';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { DataTable } from '@/components/console/data-table';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { useAddMember, useRemoveMember } from '@/lib/providers/hooks';
import { COMPANY_CONSOLE_MESSAGES, memberAddSchema, type CompanyMember, type MemberAdd, type Membership } from '@/lib/providers/schema';

function AddMember({ companyId, onAdded }: { companyId: number; onAdded: (email: string) => void }) {
  const t = useTranslations('companyConsole.members');
  const add = useAddMember(companyId);
  const form = useZodForm(memberAddSchema, { messages: COMPANY_CONSOLE_MESSAGES, defaultValues: { email: '' } });
  async function submit(input: MemberAdd) {
    await add.mutateAsync(input);
    form.reset({ email: '' });
    onAdded(input.email);
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="add-member" style={{ maxWidth: '32rem' }}>
      <h3 id="add-member" className="h5">
        {t('add')}
      </h3>
      <TextField name="email" label={t('email')} hint={t('addHint')} type="email" autoComplete="off" />
      <FormFailure />
      <SubmitButton busyLabel={t('adding')}>{t('addButton')}</SubmitButton>
    </Form>
  );
}

/** The company's members; the owner adds people with an account by e-mail and removes plain members. */
export function MembersSection({ members, membership }: { members: CompanyMember[]; membership: Membership }) {
  const t = useTranslations('companyConsole.members');
  const router = useRouter();
  const { date } = useDates();
  const remove = useRemoveMember(membership.companyId);
  const removing = useConfirmedAction(
    (member: CompanyMember) => remove.mutateAsync(member.userId),
    (member) => t('removed', { name: member.name }),
  );
  const isOwner = membership.role === 'owner';
  const columns = ['name', 'email', 'role', 'since', ...(isOwner ? (['actions'] as const) : [])] as const;

  return (
    <section aria-labelledby="console-members">
      <h2 id="console-members" className="h4">
        {t('heading')}
      </h2>
      <Notice text={removing.notice} />
      <DataTable
        caption={t('table.caption', { company: membership.companyName })}
        headers={columns.map((column) => t(`table.${column}`))}
        items={members}
        empty={null}
        row={(member) => (
          <tr key={member.userId}>
            <th scope="row" className="fw-normal">
              {member.name}
            </th>
            <td>{member.email}</td>
            <td>{t(`role.${member.role}`)}</td>
            <td>{date(member.since)}</td>
            {isOwner ? (
              <td>
                {member.role === 'member' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => removing.ask(member)}>
                    {t('remove', { name: member.name })}
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        )}
      />
      {isOwner ? (
        <AddMember
          companyId={membership.companyId}
          onAdded={(email) => {
            removing.setNotice(t('added', { email }));
            router.refresh();
          }}
        />
      ) : (
        <p className="text-body-secondary">{t('ownerOnly')}</p>
      )}
      {removing.dialog(
        (member) => ({
          title: t('remove', { name: member.name }),
          text: t('removeConfirm', { name: member.name, company: membership.companyName }),
          confirmLabel: t('remove', { name: member.name }),
        }),
        t('failed'),
      )}
    </section>
  );
}
