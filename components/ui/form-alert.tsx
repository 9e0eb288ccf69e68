import type { ReactNode, Ref } from 'react';

type Props = { kind: 'error' | 'success'; children: ReactNode; ref?: Ref<HTMLDivElement> };

/**
 * Errors interrupt (role=alert); confirmations are announced politely (role=status). Given a ref, the
 * alert can take focus, for when it replaces the control the person used.
 */
export function FormAlert({ kind, children, ref }: Props) {
  const focusable = ref ? { ref, tabIndex: -1 } : {};
  return kind === 'error' ? (
    <div role="alert" className="alert alert-danger py-2" {...focusable}>
      {children}
    </div>
  ) : (
    <div role="status" className="alert alert-success py-2" {...focusable}>
      {children}
    </div>
  );
}
