/** A spinner with its words, announced politely: what a section shows while its content comes. */
export function Loading({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`.trim()} role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
