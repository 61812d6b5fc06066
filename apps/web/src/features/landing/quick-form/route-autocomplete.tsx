import type { PointSuggestion } from '@riviera/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field';
import { Icon } from '../icons';
import { QuickLabel } from './quick-field';
import { useRouteSuggestions, type RouteEnd } from './use-route-suggestions';
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
  const { t } = useTranslation('landing');
  const id = useElementId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [justSelected, setJustSelected] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // What was picked: the field shows its name in the visitor's language while it holds its value.
  const [picked, setPicked] = useState<PointSuggestion | null>(null);
  const shown = picked && picked.value === value ? picked.label : value;
  const suggestions = useRouteSuggestions({ end, text: value, from, enabled: focused && !justSelected });
  // The highlight belongs to one list: a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ list: string; index: number }>({ list: '', index: -1 });
  const listKey = suggestions.map((s) => s.value).join('\n');
  const index = highlight.list === listKey ? highlight.index : -1;
  const open = focused && !justSelected && !dismissed && suggestions.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  // The form keeps the canonical name (the route search and the booking use it); the field shows
  // the name the visitor picked, in their language (decision 028).
  const pick = (location: PointSuggestion) => {
    setPicked(location);
    onChange(location.value);
    setJustSelected(true);
    setDismissed(false);
    input.current?.blur();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (count === 0) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setDismissed(false);
      // From the latest state, so that quickly repeated keys each move one step.
      setHighlight((h) => {
        const at = h.list === listKey ? h.index : -1;
        const next = at < 0 ? (step === 1 ? 0 : count - 1) : (at + step + count) % count;
        return { list: listKey, index: next };
      });
    } else if (e.key === 'Enter' && open && index >= 0) {
      e.preventDefault();
      pick(suggestions[index]!);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setDismissed(true);
    }
  };

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
          value={shown}
          onChange={(e) => {
            setPicked(null);
            onChange(e.target.value);
            setJustSelected(false);
            setDismissed(false);
          }}
          onFocus={() => {
            setFocused(true);
            setJustSelected(false);
            setDismissed(false);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-10`}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        // A list long enough to scroll is a Tab stop of its own in Chromium: Tab from the field must
        // go on to the next field (the options are reached with the arrow keys).
        tabIndex={-1}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
      >
        {open
          ? suggestions.map((location, i) => (
              <li
                key={location.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === index}
                // Keep the focus in the field so the click lands before blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(location)}
                onMouseMove={() => i !== index && setHighlight({ list: listKey, index: i })}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === index ? 'bg-sea-50' : ''}`}
              >
                <span className="text-lagoon-600">
                  <Icon name="pin" className="h-4 w-4" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{location.label}</span>
                  {/* A name in the visitor's language also shows the name that will be filled in. */}
                  <span className="block truncate text-xs text-slate-500">
                    {location.label === location.value ? t('autocomplete.routePoint') : location.value}
                  </span>
                </span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
