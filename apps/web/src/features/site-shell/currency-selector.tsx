import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../lib/currency-preference';
import { useElementId } from '../../lib/use-element-id';

export function CurrencySelector({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { currencies, code, setCode } = useCurrency();
  const id = useElementId();
  if (currencies.length === 0) return null;
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('shell.currency')}
      </label>
      <select
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="rounded-md border border-current/30 bg-transparent px-1.5 py-1 text-xs font-bold [&>option]:text-slate-900"
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} {c.symbol}
          </option>
        ))}
      </select>
    </div>
  );
}
