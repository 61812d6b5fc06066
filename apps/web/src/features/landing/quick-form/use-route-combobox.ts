import type { PointSuggestion } from '@riviera/domain';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { useRouteSuggestions, type RouteEnd } from './use-route-suggestions';

/**
 * The state of a route combobox (public-site §4): its suggestions, whether the list is open, the
 * highlighted option, and the handlers that type, focus, blur, move and pick.
 */
export function useRouteCombobox({
  end,
  value,
  from,
  onChange,
  input,
}: {
  end: RouteEnd;
  value: string;
  from: string;
  onChange: (value: string) => void;
  input: RefObject<HTMLInputElement | null>;
}) {
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

  const onType = (text: string) => {
    setPicked(null);
    onChange(text);
    setJustSelected(false);
    setDismissed(false);
  };
  const onFocus = () => {
    setFocused(true);
    setJustSelected(false);
    setDismissed(false);
  };
  const onBlur = () => setFocused(false);
  const highlightAt = (i: number) => i !== index && setHighlight({ list: listKey, index: i });

  return { shown, suggestions, index, open, pick, onKeyDown, onType, onFocus, onBlur, highlightAt };
}
