import type { ReactNode } from 'react';

/**
 * A console list's filter: a plain GET form, so it works without JavaScript and the URL keeps the
 * selection (a filtered list can be bookmarked, the back button returns to it, a download takes the
 * same query). Its fields sit in a row that wraps on a phone; the last child is the submit column.
 */
export function FilterForm({ action, label, children }: { action: string; label?: string; children: ReactNode }) {
  return (
    <form method="get" action={action} className="row g-2 align-items-end mb-3" aria-label={label}>
      {children}
    </form>
  );
}

type FilterSelectProps = {
  /** The select's id, which its label names. */
  id: string;
  /** The query parameter it sets. */
  name: string;
  label: string;
  /** The column classes of its place in the row (`col-sm-6 col-lg-3`). */
  column: string;
  value: string;
  /** The first option, for no filter at all ("every home"); none where a value is always chosen. */
  any?: string;
  /** The `<option>`s (or `<optgroup>`s) to choose from. */
  children: ReactNode;
};

/** One labelled choice of a FilterForm. */
export function FilterSelect({ id, name, label, column, value, any, children }: FilterSelectProps) {
  return (
    <div className={column}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={value}>
        {any === undefined ? null : <option value="">{any}</option>}
        {children}
      </select>
    </div>
  );
}

/** The filter's two buttons: apply it, or go back to the unfiltered page. */
export function FilterActions({ apply, reset, resetHref }: { apply: string; reset: string; resetHref: string }) {
  return (
    <div className="col-lg-2 d-flex gap-2">
      <button type="submit" className="btn btn-primary flex-grow-1">
        {apply}
      </button>
      <a href={resetHref} className="btn btn-outline-secondary">
        {reset}
      </a>
    </div>
  );
}
