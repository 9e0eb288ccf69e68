'use client';

import type { ReactNode } from 'react';

type Props = { id: string; formId: string; defaultValue: string; children: ReactNode };

/**
 * The sort order sits in the toolbar, outside the filter form (it belongs to it through `form=`);
 * change events do not bubble to that form, so this one submits it itself.
 */
export function SortSelect({ id, formId, defaultValue, children }: Props) {
  return (
    <select
      id={id}
      name="sort"
      form={formId}
      className="form-select form-select-sm"
      defaultValue={defaultValue}
      onChange={() => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()}
    >
      {children}
    </select>
  );
}
