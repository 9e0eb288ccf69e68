import type { ReactNode } from 'react';

/** Errors interrupt (role=alert); confirmations are announced politely (role=status). */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className="alert alert-danger py-2">
      {children}
    </div>
  ) : (
    <div role="status" className="alert alert-success py-2">
      {children}
    </div>
  );
}
