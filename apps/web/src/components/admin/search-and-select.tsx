import type { ReactNode } from 'react';
import { inputClass } from '../ui/field';
import { Icon } from '../ui/icon';

/**
 * The filter row of a catalogue list (decision 042): a search box with its magnifier and one
 * select (a vehicle type, a status), side by side from 640 px, stacked on a phone. Labels are
 * for screen readers; the placeholder and the select's first option say what they do.
 */
export function SearchAndSelect({
  id,
  searchLabel,
  placeholder,
  search,
  onSearch,
  selectLabel,
  selectClass,
  value,
  onSelect,
  children,
}: {
  /** the two controls' ids, e.g. route-search and route-type */
  id: { search: string; select: string };
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  selectLabel: string;
  /** the select's width from 640 px, e.g. 'sm:w-56' */
  selectClass: string;
  value: string;
  onSelect: (value: string) => void;
  /** the select's options */
  children: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
          <Icon name="search" className="h-4 w-4" />
        </span>
        <label htmlFor={id.search} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={id.search}
          type="search"
          className={`${inputClass} pl-9`}
          placeholder={placeholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <label htmlFor={id.select} className="sr-only">
        {selectLabel}
      </label>
      <select
        id={id.select}
        className={`${inputClass} ${selectClass}`}
        value={value}
        onChange={(e) => onSelect(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
