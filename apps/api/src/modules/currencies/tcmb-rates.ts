/**
 * Reads the Central Bank of the Republic of Turkey's daily rates file (`today.xml`):
 *
 *   <Tarih_Date Tarih="14.11.2025" Date="11/14/2025" Bulten_No="2025/216">
 *     <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
 *       <Unit>1</Unit> … <ForexSelling>42.2804</ForexSelling> … <BanknoteSelling>42.3438</BanknoteSelling> …
 *     </Currency> …
 *
 * The file is small and flat, so a tolerant scan of its <Currency> elements is enough and needs no
 * XML dependency: attributes may come in any order, empty elements (`<ForexSelling/>`) are skipped,
 * and a value is TRY per `Unit` units (JPY is quoted per 100). ForexSelling is used, BanknoteSelling
 * when a currency has no forex quote. Anything that is not a positive number is ignored.
 */
export interface TcmbRate {
  code: string;
  /** TRY for one unit of the currency */
  rateToTry: number;
}

const decodeNumber = (raw: string | undefined): number | undefined => {
  if (!raw) return undefined;
  const n = Number(raw.trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

const elementText = (body: string, name: string): string | undefined => {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'i').exec(body);
  return m?.[1];
};

export function parseTcmbRates(xml: string): TcmbRate[] {
  if (!/<Tarih_Date[\s>]/i.test(xml)) return [];
  const out: TcmbRate[] = [];
  const currencyRe = /<Currency\b([^>]*)>([\s\S]*?)<\/Currency>/gi;
  for (const m of xml.matchAll(currencyRe)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    const code = (/\bCurrencyCode\s*=\s*"([A-Za-z]{3})"/.exec(attrs) ?? /\bKod\s*=\s*"([A-Za-z]{3})"/.exec(attrs))?.[1]?.toUpperCase();
    if (!code) continue;
    const unit = decodeNumber(elementText(body, 'Unit')) ?? 1;
    const selling = decodeNumber(elementText(body, 'ForexSelling')) ?? decodeNumber(elementText(body, 'BanknoteSelling'));
    if (selling === undefined) continue;
    out.push({ code, rateToTry: selling / unit });
  }
  return out;
}

/** Fetches and parses the rates file; throws on a network error, a time-out, a non-2xx answer or an empty result. */
export async function fetchTcmbRates(url: string, timeoutMs = 8_000): Promise<TcmbRate[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/xml, text/xml' } });
  if (!res.ok) throw new Error(`rates server answered ${res.status}`);
  const text = await res.text();
  if (text.length > 2_000_000) throw new Error('rates file too large');
  const rates = parseTcmbRates(text);
  if (rates.length === 0) throw new Error('rates file has no currencies');
  return rates;
}
