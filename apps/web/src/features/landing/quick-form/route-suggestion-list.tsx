import type { PointSuggestion } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../icons';

/** The listbox of a route combobox; options are drawn only while it is open. */
export function RouteSuggestionList({
  id,
  label,
  open,
  suggestions,
  index,
  optionId,
  onPick,
  onHighlight,
}: {
  id: string;
  label: string;
  open: boolean;
  suggestions: PointSuggestion[];
  index: number;
  optionId: (i: number) => string;
  onPick: (location: PointSuggestion) => void;
  onHighlight: (i: number) => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <ul
      id={id}
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
              onClick={() => onPick(location)}
              onMouseMove={() => onHighlight(i)}
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
  );
}
