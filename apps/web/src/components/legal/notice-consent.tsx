import { translateMessage } from '@riviera/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useContentLang } from '../../lib/content-language';
import { useLegalDocument, useLegalPath } from '../../lib/legal';

interface Props {
  /** the acknowledged notice version, or undefined while unticked */
  value: number | undefined;
  onChange: (version: number | undefined) => void;
  /** the marketing checkbox's own props (react-hook-form's register('marketing_consent')) */
  marketing: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  /** a message key from the form's validation */
  error?: string | undefined;
  idPrefix: string;
}

/** Stands in for the link inside a translated sentence, so each language places it where its grammar wants. */
const LINK_MARK = '\u0000';

function SentenceWithLink({ sentence, link }: { sentence: string; link: React.ReactNode }) {
  const [before, after] = sentence.split(LINK_MARK);
  // An empty part is no node at all (the server writes none): hydration then has none to insert.
  return (
    <>
      {before || null}
      {link}
      {after || null}
    </>
  );
}

/**
 * The KVKK acknowledgement (required: it records which notice version the visitor read) and the
 * separate marketing consent (optional, never ticked in advance). The link opens the notice in a
 * new tab so the form keeps what was typed.
 */
export function NoticeConsent({ value, onChange, marketing, error, idPrefix }: Props) {
  const { t } = useTranslation('common');
  const lang = useContentLang();
  const notice = useLegalDocument('kvkk_notice');
  const href = useLegalPath('kvkk_notice');
  const current = notice.data?.version;
  // A notice edited while the form was open: a tick given to the older text no longer counts.
  useEffect(() => {
    if (value !== undefined && current !== undefined && value !== current) onChange(undefined);
  }, [current, value, onChange]);
  const errorId = `${idPrefix}-notice-error`;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <label className="flex items-start gap-3">
        <input
          id={`${idPrefix}-notice`}
          type="checkbox"
          name="notice_version"
          className="mt-0.5 size-5 shrink-0 accent-lagoon-600"
          checked={value !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.checked ? (current ?? undefined) : undefined)}
        />
        <span>
          <SentenceWithLink
            sentence={t('legal.ack', { notice: LINK_MARK })}
            link={
              <a href={href} target="_blank" rel="noopener" className="font-semibold text-lagoon-700 underline">
                {t('legal.ackLink')}
              </a>
            }
          />
          <span className="text-red-600" aria-hidden="true">
            {' *'}
          </span>
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {translateMessage(error, lang)}
        </p>
      )}
      <label className="flex items-start gap-3">
        <input id={`${idPrefix}-marketing`} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-lagoon-600" {...marketing} />
        <span>{t('legal.marketing')}</span>
      </label>
    </div>
  );
}

/** A short line under a form that takes personal data, linking the notice (the manage-booking form). */
export function NoticeLink() {
  const { t } = useTranslation('common');
  const href = useLegalPath('kvkk_notice');
  return (
    <p className="text-xs text-slate-500">
      <SentenceWithLink
        sentence={t('legal.formNote', { notice: LINK_MARK })}
        link={
          <a href={href} target="_blank" rel="noopener" className="underline">
            {t('legal.notice')}
          </a>
        }
      />
    </p>
  );
}
