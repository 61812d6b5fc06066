/**
 * Counted nouns in the five site languages, chosen by `Intl.PluralRules`: '1 child' / '2 children',
 * Russian '1 ребёнок / 2 ребёнка / 5 детей', Polish '2 dzieci / 22 duże walizki / 5 dużych walizek'.
 * The words are the booking pages' own (apps/web locales, details.luggageItem), so a mail, the
 * voucher and the manage page count the way the form did. Shared by the API and the web app.
 */
export type CountedNoun =
  | 'passenger'
  | 'adult'
  | 'child'
  | 'luggage_large'
  | 'luggage_medium'
  | 'luggage_small'
  | 'luggage_hand'
  | 'seat';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Catalogue = Record<CountedNoun, Forms>;

const tr: Catalogue = {
  passenger: { other: '{n} yolcu' },
  adult: { other: '{n} yetişkin' },
  child: { other: '{n} çocuk' },
  luggage_large: { other: '{n} büyük bavul' },
  luggage_medium: { other: '{n} orta bavul' },
  luggage_small: { other: '{n} küçük bavul' },
  luggage_hand: { other: '{n} el bagajı' },
  seat: { other: '{n} koltuk' },
};
const en: Catalogue = {
  passenger: { one: '{n} passenger', other: '{n} passengers' },
  adult: { one: '{n} adult', other: '{n} adults' },
  child: { one: '{n} child', other: '{n} children' },
  luggage_large: { one: '{n} large suitcase', other: '{n} large suitcases' },
  luggage_medium: { one: '{n} medium suitcase', other: '{n} medium suitcases' },
  luggage_small: { one: '{n} small suitcase', other: '{n} small suitcases' },
  luggage_hand: { one: '{n} piece of hand luggage', other: '{n} pieces of hand luggage' },
  seat: { one: '{n} seat', other: '{n} seats' },
};
const de: Catalogue = {
  passenger: { one: '{n} Fahrgast', other: '{n} Fahrgäste' },
  adult: { one: '{n} Erwachsener', other: '{n} Erwachsene' },
  child: { one: '{n} Kind', other: '{n} Kinder' },
  luggage_large: { one: '{n} großer Koffer', other: '{n} große Koffer' },
  luggage_medium: { one: '{n} mittlerer Koffer', other: '{n} mittlere Koffer' },
  luggage_small: { one: '{n} kleiner Koffer', other: '{n} kleine Koffer' },
  luggage_hand: { one: '{n} Handgepäckstück', other: '{n} Handgepäckstücke' },
  seat: { one: '{n} Platz', other: '{n} Plätze' },
};
// Russian: one = 1, 21, 31…; few = 2–4, 22–24…; many = 0, 5–20, 25–30…
const ru: Catalogue = {
  passenger: { one: '{n} пассажир', few: '{n} пассажира', many: '{n} пассажиров', other: '{n} пассажира' },
  adult: { one: '{n} взрослый', few: '{n} взрослых', many: '{n} взрослых', other: '{n} взрослых' },
  child: { one: '{n} ребёнок', few: '{n} ребёнка', many: '{n} детей', other: '{n} детей' },
  luggage_large: {
    one: '{n} большой чемодан',
    few: '{n} больших чемодана',
    many: '{n} больших чемоданов',
    other: '{n} больших чемодана',
  },
  luggage_medium: {
    one: '{n} средний чемодан',
    few: '{n} средних чемодана',
    many: '{n} средних чемоданов',
    other: '{n} средних чемодана',
  },
  luggage_small: {
    one: '{n} маленький чемодан',
    few: '{n} маленьких чемодана',
    many: '{n} маленьких чемоданов',
    other: '{n} маленьких чемодана',
  },
  luggage_hand: {
    one: '{n} место ручной клади',
    few: '{n} места ручной клади',
    many: '{n} мест ручной клади',
    other: '{n} места ручной клади',
  },
  seat: { one: '{n} место', few: '{n} места', many: '{n} мест', other: '{n} места' },
};
// Polish: one = 1 only; few = 2–4, 22–24… (not 12–14); many = 0, 5–21, 25–31…
const pl: Catalogue = {
  passenger: { one: '{n} pasażer', few: '{n} pasażerów', many: '{n} pasażerów', other: '{n} pasażera' },
  adult: { one: '{n} dorosły', few: '{n} dorosłych', many: '{n} dorosłych', other: '{n} dorosłego' },
  child: { one: '{n} dziecko', few: '{n} dzieci', many: '{n} dzieci', other: '{n} dziecka' },
  luggage_large: {
    one: '{n} duża walizka',
    few: '{n} duże walizki',
    many: '{n} dużych walizek',
    other: '{n} dużej walizki',
  },
  luggage_medium: {
    one: '{n} średnia walizka',
    few: '{n} średnie walizki',
    many: '{n} średnich walizek',
    other: '{n} średniej walizki',
  },
  luggage_small: {
    one: '{n} mała walizka',
    few: '{n} małe walizki',
    many: '{n} małych walizek',
    other: '{n} małej walizki',
  },
  luggage_hand: {
    one: '{n} bagaż podręczny',
    few: '{n} bagaże podręczne',
    many: '{n} bagaży podręcznych',
    other: '{n} bagażu podręcznego',
  },
  seat: { one: '{n} miejsce', few: '{n} miejsca', many: '{n} miejsc', other: '{n} miejsca' },
};

const CATALOGUES: Record<string, Catalogue> = { tr, en, de, ru, pl };
const rules = new Map<string, Intl.PluralRules>();

/** `n` with its noun in `language` ('tr', 'en', 'de', 'ru', 'pl'; anything else reads Turkish). */
export function countOf(language: string, noun: CountedNoun, n: number): string {
  const lang = language in CATALOGUES ? language : 'tr';
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  const forms = CATALOGUES[lang]![noun];
  return (forms[r.select(n)] ?? forms.other).replace('{n}', String(n));
}
