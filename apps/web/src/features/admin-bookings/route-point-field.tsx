import { AUTOCOMPLETE_DELAY_MS, locationSuggestionsDto } from '@riviera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field';
import { request } from '../../lib/api-client';

/** `value` once it has stopped changing for the autocomplete's delay. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), AUTOCOMPLETE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A route point of the edit dialog (issue 25 item 1): the booking form's suggestions, from the same
 * `/routes/locations` endpoint (starting points, then the destinations reachable from the chosen
 * start), offered as the field's list. A pick fills the canonical name, the one the booking form
 * stores; whatever is typed, the server stores the priced route's own names.
 */
export function RoutePointField({
  end,
  label,
  value,
  from = '',
  error,
  onChange,
}: {
  end: 'from' | 'to';
  label: string;
  value: string;
  from?: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const typed = useSettled(value.trim());
  const [focused, setFocused] = useState(false);
  const query = useQuery({
    queryKey: ['admin', 'route-points', end, end === 'to' ? from.trim() : '', typed],
    queryFn: ({ signal }) =>
      request('/routes/locations', {
        query: {
          role: end,
          q: typed,
          from: end === 'to' && from.trim() ? from.trim() : undefined,
          lang: 'tr',
        },
        signal,
        schema: locationSuggestionsDto,
      }),
    enabled: focused,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const listId = `route-points-${end}`;
  return (
    <Field label={label} error={error} required>
      {(p) => (
        <>
          <input
            {...p}
            type="text"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
            value={value}
            onFocus={() => setFocused(true)}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
          <datalist id={listId}>
            {(query.data ?? []).map((s) => (
              <option key={s.value} value={s.value} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
