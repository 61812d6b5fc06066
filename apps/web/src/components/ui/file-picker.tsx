import { useState } from 'react';
import { useObjectUrl } from '../../lib/use-object-url';
import { Field } from './field';

const MB = 1024 * 1024;

/**
 * A file input with a preview (image or video) and the size limit checked before anything is sent;
 * the server checks again (type by content, size with a 413). `current` is the stored file's URL.
 */
export function FilePicker({
  label,
  accept,
  maxBytes,
  hint,
  file,
  onChange,
  onRefuse,
  error,
  current,
  preview = 'image',
  required = false,
  stacked = false,
  fit = 'cover',
}: {
  label: string;
  accept: string;
  maxBytes: number;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** told about a refused file (too large) instead of `onChange(null)`, so a form can refuse to save */
  onRefuse?: (refused: { name: string; message: string }) => void;
  error?: string | undefined;
  current?: string | null;
  preview?: 'image' | 'video';
  required?: boolean;
  /** preview above the input (for narrow places such as a settings card) */
  stacked?: boolean;
  /** 'contain' shows the whole picture (a logo), 'cover' fills the frame (a photo) */
  fit?: 'cover' | 'contain';
}) {
  const [tooBig, setTooBig] = useState<string | null>(null);
  const url = useObjectUrl(file) ?? current ?? null;
  return (
    <div className={`grid gap-3 ${stacked ? '' : 'sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start'}`}>
      {url ? (
        preview === 'video' ? (
          <video src={url} className="h-24 w-40 rounded-lg bg-slate-900 object-cover ring-1 ring-slate-200" muted playsInline controls preload="metadata" aria-label={`${label} önizlemesi`} />
        ) : (
          <img
            src={url}
            alt={`${label} önizlemesi`}
            className={`h-24 w-40 rounded-lg ring-1 ring-slate-200 ${fit === 'contain' ? 'bg-slate-50 object-contain p-1' : 'object-cover'}`}
          />
        )
      ) : null}
      <Field label={label} required={required} error={tooBig ?? error} hint={`${hint} En fazla ${Math.round(maxBytes / MB)} MB.`}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept={accept}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-sea-50 file:px-3 file:py-2 file:font-semibold file:text-sea-800 hover:file:bg-sea-100"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              if (f && f.size > maxBytes) {
                const message = `Dosya boyutu izin verilen sınırı aşıyor (en fazla ${Math.round(maxBytes / MB)} MB)`;
                setTooBig(message);
                e.target.value = '';
                if (onRefuse) onRefuse({ name: f.name, message });
                else onChange(null);
                return;
              }
              setTooBig(null);
              onChange(f);
            }}
          />
        )}
      </Field>
    </div>
  );
}
