/** The longest slug a title makes; long titles are cut at a word boundary so the URL stays readable. */
export const SLUG_MAX_LENGTH = 80;

/**
 * Letters that Unicode decomposition (NFKD) does not turn into ASCII, or turns into the wrong one for
 * a Turkish reader: dotless ı is its own letter, and Cyrillic and Polish ł have no decomposition.
 * Cyrillic follows a plain, common transliteration (not a national standard): a slug only has to be
 * readable and stable.
 */
const LETTERS: Record<string, string> = {
  ı: 'i', İ: 'i', ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', Æ: 'ae', ø: 'o', Ø: 'o', œ: 'oe', Œ: 'oe', đ: 'd', Đ: 'd', þ: 'th',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/**
 * A URL slug from a title: Turkish-aware ('Gece Şovu' → 'gece-sovu', 'İstanbul' → 'istanbul'),
 * lower-case ASCII letters and digits joined by single hyphens, at most {@link SLUG_MAX_LENGTH}
 * characters, no hyphen at either end. A title with nothing transliterable gives ''; the caller
 * chooses a fallback.
 */
export function slugify(title: string): string {
  let out = '';
  for (const ch of title.normalize('NFC')) {
    const mapped = LETTERS[ch] ?? LETTERS[ch.toLowerCase()];
    // NFKD splits ş, ğ, ç, ö, ü, â, ą, ę, ó, ś, ż… into a base letter and marks, which are dropped.
    out += mapped ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
  }
  const slug = out
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/** Whether a text is a slug {@link slugify} could have made (a cheap check before a look-up). */
export function isSlug(text: string): boolean {
  return text.length > 0 && text.length <= SLUG_MAX_LENGTH + 6 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

/**
 * The first of `base`, `base-2`, `base-3`… that `isTaken` does not claim: two tours with one title
 * get distinct addresses. An empty base (a title of symbols only) becomes `fallback`.
 */
export function uniqueSlug(base: string, isTaken: (candidate: string) => boolean, fallback = 'tur'): string {
  const root = base || fallback;
  if (!isTaken(root)) return root;
  for (let n = 2; ; n += 1) {
    const candidate = `${root}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Whether `slug` is what `base` becomes, possibly numbered for uniqueness (`base`, `base-2`…): a
 * tour whose title did not change in a way that changes its slug keeps the slug it has.
 */
export function slugFitsBase(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}
