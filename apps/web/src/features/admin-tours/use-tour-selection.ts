import { useState } from 'react';

/** The rows ticked for bulk delete, and how many of them are on the page shown. */
export function useTourSelection(rows: readonly { id: number }[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const chosenOnPage = rows.filter((r) => selected.has(r.id)).length;
  const allOnPage = rows.length > 0 && chosenOnPage === rows.length;
  const toggleAll = () =>
    setSelected((cur) => {
      const next = new Set(cur);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });
  const toggleOne = (id: number) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { selected, setSelected, chosenOnPage, toggleAll, toggleOne };
}
