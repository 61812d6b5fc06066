import {
  LANGUAGES,
  TRANSLATION_LANGUAGES,
  compactTranslations,
  completeLanguages,
  type Lang,
  type TranslatableEntity,
  type TranslationLang,
  type Translations,
} from '@riviera/domain';
import { useEffect, useState } from 'react';
import { Badge } from './badge';
import { Field, inputClass } from './field';
import { ListEditor } from './list-editor';

/** A translatable field of a dialog: its name, its Turkish label, and how it is edited. */
export interface TranslatableField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'list';
}

/**
 * The other languages' texts a back-office dialog edits next to its Turkish fields (decision 014):
 * which language is shown, and the translations as they will be saved.
 */
export function useTranslationsEditor(initial: Translations | undefined) {
  const [lang, setLang] = useState<Lang>('tr');
  const [translations, setTranslations] = useState<Translations>(initial ?? {});
  const setField = (l: TranslationLang, field: string, value: string | string[]) =>
    setTranslations((t) => ({ ...t, [l]: { ...t[l], [field]: value } }));
  return {
    lang,
    setLang,
    translations,
    setField,
    /** starts over with another record's translations (a dialog that edits several records in turn) */
    reset: (next: Translations | undefined) => {
      setTranslations(next ?? {});
      setLang('tr');
    },
    /** what the form sends: only values with content */
    toSend: () => JSON.stringify(compactTranslations(translations)),
  };
}
export type TranslationsEditor = ReturnType<typeof useTranslationsEditor>;

const hasText = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) && v.length > 0);

/** What a dialog's form tells the switch: its field errors and how often it was sent. */
export interface TabsForm {
  formState: { errors: object; submitCount: number };
}

/**
 * The languages whose fields have an error: a `translations` error names its languages
 * (`translations.en.name`); every other field is a Turkish one (the record's own fields).
 */
export function languagesWithErrors(errors: object): Lang[] {
  const found = new Set<Lang>();
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (!value || key === 'root') continue;
    if (key !== 'translations') {
      found.add('tr');
      continue;
    }
    const langs = value && typeof value === 'object' ? Object.keys(value).filter((k): k is Lang => (LANGUAGES as readonly string[]).includes(k)) : [];
    for (const l of langs) found.add(l);
  }
  return LANGUAGES.filter((l) => found.has(l));
}

/**
 * The TR EN DE RU PL switch over a dialog's translatable fields. A language with no text yet is
 * marked 'boş'; Turkish is the record itself (its own fields, validated as always). Given the
 * dialog's form, a tab whose fields have an error is marked 'hata', and a send that fails while the
 * open language has none shows the first language that has one: a Turkish error never stays
 * hidden behind another language's tab.
 */
export function LanguageTabs({
  editor,
  fields,
  form,
}: {
  editor: TranslationsEditor;
  fields: readonly TranslatableField[];
  form?: TabsForm;
}) {
  const withErrors = form ? languagesWithErrors(form.formState.errors) : [];
  const errorKey = withErrors.join(',');
  const submits = form?.formState.submitCount ?? 0;
  const { lang, setLang } = editor;
  useEffect(() => {
    const first = errorKey.split(',')[0];
    if (first && !errorKey.split(',').includes(lang)) setLang(first as Lang);
    // Only a new send or new errors move the tab; the editor's own clicks must not be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey, submits]);
  return (
    <div role="tablist" aria-label="İçerik dili" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
      {LANGUAGES.map((l) => {
        const empty = l !== 'tr' && !fields.some((f) => hasText(editor.translations[l]?.[f.name]));
        const invalid = withErrors.includes(l);
        const selected = editor.lang === l;
        return (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-invalid={invalid || undefined}
            data-empty={empty || undefined}
            onClick={() => editor.setLang(l)}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${selected ? 'bg-white text-sea-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'} ${invalid ? 'ring-2 ring-red-400' : ''}`}
          >
            {l.toUpperCase()}
            {empty ? <span className="ml-1 text-xs font-normal text-amber-700">(boş)</span> : null}
            {invalid ? <span className="ml-1 text-xs font-normal text-red-700">(hata)</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The translatable fields in the selected language. The Turkish text is shown as the placeholder:
 * a field left empty reads Turkish on the site.
 */
export function TranslationFields({
  editor,
  fields,
  turkish,
}: {
  editor: TranslationsEditor;
  fields: readonly TranslatableField[];
  turkish: Record<string, unknown>;
}) {
  const lang = editor.lang;
  if (lang === 'tr') return null;
  const values = editor.translations[lang] ?? {};
  return (
    <div className="space-y-4" role="tabpanel" aria-label={`${lang.toUpperCase()} çevirisi`}>
      <p className="text-xs text-slate-500">Boş bırakılan alanlar sitede Türkçe gösterilir.</p>
      {fields.map((f) => {
        const label = `${f.label} (${lang.toUpperCase()})`;
        const value = values[f.name];
        const tr = turkish[f.name];
        if (f.kind === 'list') {
          return (
            <ListEditor
              key={`${lang}-${f.name}`}
              label={label}
              items={Array.isArray(value) ? value : []}
              onChange={(items) => editor.setField(lang, f.name, items)}
              placeholder={Array.isArray(tr) && tr.length ? `TR: ${tr.join(', ')}` : undefined}
            />
          );
        }
        const common = {
          value: typeof value === 'string' ? value : '',
          placeholder: typeof tr === 'string' ? tr : '',
          className: inputClass,
          onChange: (e: { currentTarget: { value: string } }) => editor.setField(lang, f.name, e.currentTarget.value),
        };
        return (
          <Field key={`${lang}-${f.name}`} label={label}>
            {(p) => (f.kind === 'textarea' ? <textarea {...p} {...common} rows={4} /> : <input {...p} {...common} />)}
          </Field>
        );
      })}
    </div>
  );
}

/** How many of the five languages a record is complete in, as a list badge ('3/5'). */
export function TranslationBadge({ record, entity }: { record: object & { translations?: Translations | undefined }; entity: TranslatableEntity }) {
  const complete = completeLanguages(record, record.translations ?? {}, entity);
  const all = TRANSLATION_LANGUAGES.length + 1;
  const missing = LANGUAGES.filter((l) => !complete.includes(l)).map((l) => l.toUpperCase());
  return (
    <Badge tone={complete.length === all ? 'success' : 'warning'}>
      <span title={missing.length ? `Eksik: ${missing.join(', ')}` : 'Tüm diller tamam'}>{`${complete.length}/${all}`}</span>
    </Badge>
  );
}
