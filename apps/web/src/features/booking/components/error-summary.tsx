import { useEffect, useRef } from 'react';

/**
 * Every problem of a submission in one alert (spec §5: 'Lütfen aşağıdaki hataları düzeltin:').
 * It takes focus when it appears so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  heading,
  messages,
  version,
}: {
  heading: string | null;
  messages: string[];
  version: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length > 0) {
      ref.current?.focus();
      ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
    // `version` changes on every failed submission, so a repeated failure is announced again.
  }, [version, messages.length]);
  if (messages.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="booking-errors"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      <div className="flex gap-3">
        <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M18 10A8 8 0 112 10a8 8 0 0116 0zm-8-4a1 1 0 00-1 1v3a1 1 0 102 0V7a1 1 0 00-1-1zm0 8a1 1 0 100-2 1 1 0 000 2z"
            clipRule="evenodd"
          />
        </svg>
        <div>
          {heading ? <p className="font-semibold">{heading}</p> : null}
          <ul className={`${heading ? 'mt-2 list-disc pl-5' : ''} space-y-1 text-sm`}>
            {messages.map((m, i) => (
              <li key={`${i}-${m}`}>{m}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
