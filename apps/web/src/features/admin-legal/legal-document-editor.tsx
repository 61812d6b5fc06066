import {
  LEGAL_CONTENT_MAX,
  LEGAL_TITLE_MAX,
  compactTranslations,
  legalDocumentAdminDto,
  translateMessage,
  type LegalDocumentAdminDto,
} from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { adminRequestEnvelope } from '../../lib/admin-api';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import {
  LanguageTabs,
  TranslationBadge,
  TranslationFields,
  useTranslationsEditor,
  type TranslatableField,
} from '../../components/ui/translation-editor';

export const LEGAL_KEY = ['admin', 'legal'] as const;
const NAMES: Record<string, string> = {
  kvkk_notice: 'KVKK Aydınlatma Metni',
  privacy_policy: 'Gizlilik Politikası',
};
const TRANSLATED: readonly TranslatableField[] = [
  { name: 'title', label: 'Başlık', kind: 'text' },
  { name: 'content', label: 'Metin', kind: 'textarea' },
];

const when = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/** One legal text: Turkish fields, the other languages behind the TR EN DE RU PL switch, and save. */
export function LegalDocumentEditor({ doc }: { doc: LegalDocumentAdminDto }) {
  const client = useQueryClient();
  const [title, setTitle] = useState(doc.title);
  const [content, setContent] = useState(doc.content);
  const translations = useTranslationsEditor(doc.translations);
  const save = useMutation({
    mutationFn: () =>
      adminRequestEnvelope(`/admin/legal/${doc.kind}`, {
        method: 'PUT',
        body: { title, content, translations: compactTranslations(translations.translations) },
        schema: legalDocumentAdminDto,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: LEGAL_KEY }),
  });
  const fieldErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const errorOf = (f: string) => fieldErrors[f]?.[0];
  const id = `legal-${doc.kind}`;
  const badgeRecord: { title: string; content: string; translations: typeof translations.translations } = {
    title,
    content,
    translations: translations.translations,
  };
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-h`} className="text-lg font-bold text-slate-900">
          {NAMES[doc.kind]}
        </h3>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <TranslationBadge record={badgeRecord} entity="legal" />
          <span data-testid={`${id}-version`}>
            Sürüm v{doc.version} · Son güncelleme {when(doc.updated_at)}
          </span>
        </div>
      </div>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim() || !content.trim()) return;
          save.mutate();
        }}
      >
        <LanguageTabs editor={translations} fields={TRANSLATED} />
        <TranslationFields editor={translations} fields={TRANSLATED} turkish={{ title, content }} />
        <TurkishFields
          hidden={translations.lang !== 'tr'}
          title={title}
          content={content}
          onTitle={setTitle}
          onContent={setContent}
          errorOf={errorOf}
        />
        <SaveRow
          pending={save.isPending}
          saved={save.isSuccess ? save.data : undefined}
          failure={save.isError ? save.error : null}
        />
      </form>
    </section>
  );
}

/** The Turkish title and text with their format note; hidden while another language is shown. */
function TurkishFields({
  hidden,
  title,
  content,
  onTitle,
  onContent,
  errorOf,
}: {
  hidden: boolean;
  title: string;
  content: string;
  onTitle: (title: string) => void;
  onContent: (content: string) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <div className={hidden ? 'hidden' : 'space-y-4'}>
      <Field label="Başlık" required error={!title.trim() ? 'Başlık zorunludur' : errorOf('title')}>
        {(p) => (
          <input
            {...p}
            value={title}
            maxLength={LEGAL_TITLE_MAX}
            onChange={(e) => onTitle(e.currentTarget.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Metin"
        required
        error={
          !content.trim() ? translateMessage('validation.legal_content_required', 'tr') : errorOf('content')
        }
      >
        {(p) => (
          <textarea
            {...p}
            value={content}
            rows={16}
            maxLength={LEGAL_CONTENT_MAX}
            onChange={(e) => onContent(e.currentTarget.value)}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
      </Field>
      <p className="text-xs text-slate-500">
        Biçim: paragraflar arasında boş satır, başlık için satır başında “## ”, madde için “- ”.{' '}
        {'{company_name}'}, {'{contact_address}'}, {'{contact_email}'} ve {'{contact_phone}'} site
        ayarlarından doldurulur.
      </p>
    </div>
  );
}

/** Save, what a save does to the version, and the outcome of the last save. */
function SaveRow({
  pending,
  saved,
  failure,
}: {
  pending: boolean;
  saved: { message?: string | undefined } | undefined;
  failure: Error | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Kaydediliyor…' : 'Kaydet'}
      </Button>
      <span className="text-xs text-slate-500">
        Her kayıt sürümü bir artırır; yeni rezervasyonlar yeni sürümü onaylar.
      </span>
      {saved ? (
        <p role="status" className="text-sm text-emerald-700">
          {saved.message}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-600">
          {failure instanceof ApiError && failure.message ? failure.message : 'Kaydedilemedi'}
        </p>
      ) : null}
    </div>
  );
}
