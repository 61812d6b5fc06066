import { POINT_NAME_LANGS, type PointNameLang } from '@riviera/domain';
import type { ReactNode } from 'react';

/** The languages of the switch: Turkish (the canonical names) first, then the four others. */
export type PointTab = 'tr' | PointNameLang;
const TABS: readonly PointTab[] = ['tr', ...POINT_NAME_LANGS];

/**
 * The language switch over a route's point names (TR EN DE RU PL). A language whose names are
 * both empty is marked, so staff see at a glance what is left to translate.
 */
export function PointLanguageSwitch({
  current,
  onChange,
  isEmpty,
}: {
  current: PointTab;
  onChange: (tab: PointTab) => void;
  /** whether the language has no name for either point */
  isEmpty: (tab: PointNameLang) => boolean;
}): ReactNode {
  return (
    <div role="group" aria-label="Nokta adlarının dili" className="flex flex-wrap gap-1">
      {TABS.map((tab) => {
        const empty = tab !== 'tr' && isEmpty(tab);
        return (
          <button
            key={tab}
            type="button"
            aria-pressed={tab === current}
            aria-label={empty ? `${tab.toUpperCase()} (boş)` : tab.toUpperCase()}
            onClick={() => onChange(tab)}
            title={empty ? 'Bu dilde ad girilmemiş; Türkçe ad gösterilir' : undefined}
            className={`inline-flex min-h-9 items-center gap-1 rounded-lg border px-3 text-sm font-semibold ${
              tab === current
                ? 'border-sea-700 bg-sea-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {tab.toUpperCase()}
            {empty ? <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" /> : null}
          </button>
        );
      })}
    </div>
  );
}
