import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { FormActions } from '../ui/form-actions';
import {
  LanguageTabs,
  TranslationFields,
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
