import type { Translations } from '@riviera/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { FormActions } from '../ui/form-actions';
import type { AdminWrites } from '../../lib/admin-resource';
import {
  LanguageTabs,
  TranslationFields,
  useTranslationsEditor,
  type TabsForm,
  type TranslatableField,
  type TranslationsEditor,
} from '../ui/translation-editor';

/**
 * The add/edit dialog of a catalogue row (decision 042): the form, with the language tabs when
 * the row has translated texts (the Turkish fields are `children`, hidden while another language's
 * tab is open), then the save error and İptal/Kaydet.
 */
export function EntityDialog({
  title,
  size,
  onClose,
  onSubmit,
  error,
  busy,
  busyLabel,
  translations,
  children,
}: {
  title: string;
  size: 'md' | 'lg' | 'xl';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  busy: boolean;
  busyLabel?: string;
  translations?: {
    editor: TranslationsEditor;
    fields: readonly TranslatableField[];
    form: TabsForm & { getValues: () => Record<string, unknown> };
  };
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} title={title} closeLabel="Kapat" size={size}>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        {translations ? (
          <>
            <LanguageTabs
              editor={translations.editor}
              fields={translations.fields}
              form={translations.form}
            />
            <TranslationFields
              editor={translations.editor}
              fields={translations.fields}
              turkish={translations.form.getValues()}
            />
            <div className={translations.editor.lang === 'tr' ? 'space-y-4' : 'hidden'}>{children}</div>
          </>
        ) : (
          children
        )}
        <FormActions error={error} onCancel={onClose} busy={busy} {...(busyLabel ? { busyLabel } : {})} />
      </form>
    </Dialog>
  );
}

/**
 * The save of a catalogue dialog (decision 042): the resource's save of `item` (a new row when
 * null), a failure shown in the form (`failed` when the server gave no message), and the props
 * of `EntityDialog` that follow from them, with the language tabs when `fields` are translated.
 */
export function useEntityDialog<F extends TabsForm & { getValues: () => Record<string, unknown> }>(
  resource: AdminWrites,
  item: { id: number; translations?: Translations } | null,
  form: F & { formError: string | null; fail: (err: unknown, fallback: string) => void },
  opts: {
    onClose: () => void;
    /** the save went through; `message` is the server's, if it sent one */
    onSaved: (message: string | undefined) => void;
    failed: string;
    fields?: readonly TranslatableField[];
  },
) {
  const translations = useTranslationsEditor(item?.translations);
  const save = resource.useSave(item?.id, {
    onSuccess: opts.onSaved,
    onError: (err) => form.fail(err, opts.failed),
  });
  const dialog = {
    onClose: opts.onClose,
    error: form.formError,
    busy: save.isPending,
    ...(opts.fields ? { translations: { editor: translations, fields: opts.fields, form } } : {}),
  };
  return { save, translations, dialog };
}
