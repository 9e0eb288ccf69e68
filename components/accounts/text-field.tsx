'use client';

import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input of the auth forms; the hint is read after the label. */
export function TextField({ label, hint, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
