import { useRef } from 'react';
import { inputClass } from '../../../components/ui/field';
import { Icon } from '../icons';
import { QuickLabel } from './quick-field';
import { RouteSuggestionList } from './route-suggestion-list';
import { useRouteCombobox } from './use-route-combobox';
import type { RouteEnd } from './use-route-suggestions';
import { useElementId } from '../../../lib/use-element-id';

interface RouteAutocompleteProps {
  end: RouteEnd;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the chosen starting point, for the 'to' field */
  from?: string;
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * A route point field with suggestions, following the ARIA combobox pattern: the list is a
 * listbox, the highlighted option is the active descendant. Behaviour of public-site §4: focus
 * clears the just-selected flag; blur closes the list; picking sets the value, closes the list and
 * removes focus; ArrowDown/ArrowUp move, Enter picks, Escape closes.
 */
export function RouteAutocomplete({
  end,
  label,
  value,
  onChange,
  from = '',
  placeholder,
  required,
  invalid,
  describedBy,
}: RouteAutocompleteProps) {
  const id = useElementId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const combobox = useRouteCombobox({ end, value, from, onChange, input });
  const { open, index } = combobox;
  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <div className="relative">
      <QuickLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sea-700">
          <Icon name="pin" />
        </span>
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && index >= 0 ? optionId(index) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={combobox.shown}
          onChange={(e) => combobox.onType(e.target.value)}
          onFocus={combobox.onFocus}
          onBlur={combobox.onBlur}
          onKeyDown={combobox.onKeyDown}
          className={`${inputClass} pl-10`}
        />
      </div>
      <RouteSuggestionList
        id={listId}
        label={label}
        open={open}
        suggestions={combobox.suggestions}
        index={index}
        optionId={optionId}
        onPick={combobox.pick}
        onHighlight={combobox.highlightAt}
      />
    </div>
  );
}
