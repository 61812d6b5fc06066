import { useEffect, useRef } from 'react';

/**
 * A list's "select all" checkbox with the third state: ticked when every row of the page is
 * chosen, a dash (indeterminate, read as "mixed" by screen readers) when only some are, empty when
 * none. HTML has no attribute for the dash, so it is set on the element.
 */
export function SelectAllCheckbox({
  selected,
  total,
  onToggle,
  label,
  className = 'h-4 w-4 rounded border-slate-300',
}: {
  /** how many rows of the page are chosen */
  selected: number;
  /** how many rows the page has */
  total: number;
  onToggle: () => void;
  /** the accessible name, when no visible label wraps the box */
  label?: string;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={className}
      aria-label={label}
      checked={total > 0 && selected === total}
      onChange={onToggle}
    />
  );
}
