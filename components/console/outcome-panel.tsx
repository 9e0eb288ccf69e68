import type { ReactNode } from 'react';

/**
 * What a step came to, on a confirmation page: announced politely, a heading and its text. Without
 * `title` where the page's own heading already says it.
 */
export function OutcomePanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="alert alert-success" role="status">
      {title ? <h2 className="h5">{title}</h2> : null}
      {children}
    </div>
  );
}

/** The ways on from a confirmation page: a row of buttons that wraps on a phone. */
export function OutcomeActions({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap gap-2">{children}</div>;
}

/** A notice with the one thing to do about it beside it (sign in, go to the list already joined). */
export function NoticeWithAction({ text, action }: { text: string; action: ReactNode }) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <span>{text}</span>
      {action}
    </div>
  );
}
