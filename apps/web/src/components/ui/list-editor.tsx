import { cleanTextList } from '@riviera/domain';
import { useState } from 'react';
import { Button } from './button';
import { inputClass } from './field';
import { useElementId } from '../../lib/use-element-id';

/**
 * Edits a list of short texts (tour features, inclusions, vehicle features): type and press Enter
 * or 'Ekle'; blank and duplicate entries are ignored (back-office §5); each entry can be removed.
 */
export function ListEditor({
  label,
  items,
  onChange,
  placeholder = 'Yeni öğe yazın ve Enter’a basın',
  addLabel = 'Ekle',
  readOnly = false,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  addLabel?: string;
  readOnly?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const id = useElementId();
  const add = () => {
    onChange(cleanTextList([...items, draft]));
    setDraft('');
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      {items.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-sea-50 py-1 pl-3 pr-1 text-sm text-sea-900 ring-1 ring-sea-100"
            >
              <span className="truncate">{item}</span>
              {readOnly ? null : (
                <button
                  type="button"
                  onClick={() => onChange(items.filter((x) => x !== item))}
                  className="rounded-full px-2 text-sea-700 hover:bg-sea-100 focus-visible:outline-2 focus-visible:outline-sea-700"
                  aria-label={`${item} öğesini kaldır`}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : readOnly ? (
        <p className="text-sm text-slate-500">Belirtilmemiş</p>
      ) : null}
      {readOnly ? null : (
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {label}: yeni öğe
          </label>
          <input
            id={id}
            className={inputClass}
            value={draft}
            placeholder={placeholder}
            maxLength={300}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
            {addLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
