import { XMLParser } from 'fast-xml-parser';

/**
 * Reads the Central Bank of the Republic of Turkey's daily rates file (`today.xml`):
 *
 *   <Tarih_Date Tarih="14.11.2025" Date="11/14/2025" Bulten_No="2025/216">
 *     <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
 *       <Unit>1</Unit> … <ForexSelling>42.2804</ForexSelling> … <BanknoteSelling>42.3438</BanknoteSelling> …
 *     </Currency> …
 *
 * Parsed by an XML parser (fast-xml-parser), values kept as text and read here: a value is TRY per
 * `Unit` units (JPY is quoted per 100). ForexSelling is used, BanknoteSelling when a currency has no
 * forex quote (an empty `<ForexSelling/>`). Anything that is not a positive number is ignored, and a
 * document that is not the rates bulletin gives nothing.
 */
export interface TcmbRate {
  code: string;
  /** TRY for one unit of the currency */
  rateToTry: number;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  // One <Currency> is still a list.
  isArray: (name) => name === 'Currency',
  processEntities: false,
});

const decodeNumber = (raw: unknown): number | undefined => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const n = Number(String(raw).trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

type CurrencyElement = Record<string, unknown>;

export function parseTcmbRates(xml: string): TcmbRate[] {
  let doc: { Tarih_Date?: { Currency?: CurrencyElement[] } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch {
    return [];
  }
  const currencies = doc.Tarih_Date?.Currency;
  if (!Array.isArray(currencies)) return [];
  const out: TcmbRate[] = [];
  for (const c of currencies) {
    const rawCode = c['@CurrencyCode'] ?? c['@Kod'];
    const code =
      typeof rawCode === 'string' && /^[A-Za-z]{3}$/.test(rawCode.trim())
        ? rawCode.trim().toUpperCase()
        : undefined;
    if (!code) continue;
    const unit = decodeNumber(c.Unit) ?? 1;
    const selling = decodeNumber(c.ForexSelling) ?? decodeNumber(c.BanknoteSelling);
    if (selling === undefined) continue;
    out.push({ code, rateToTry: selling / unit });
  }
  return out;
}

/** Fetches and parses the rates file; throws on a network error, a time-out, a non-2xx answer or an empty result. */
export async function fetchTcmbRates(url: string, timeoutMs = 8_000): Promise<TcmbRate[]> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/xml, text/xml' },
  });
  if (!res.ok) throw new Error(`rates server answered ${res.status}`);
  const text = await res.text();
  if (text.length > 2_000_000) throw new Error('rates file too large');
  const rates = parseTcmbRates(text);
  if (rates.length === 0) throw new Error('rates file has no currencies');
  return rates;
}
