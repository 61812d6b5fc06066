/**
 * The demo content in en, de, ru and pl (decision 014), so that the demo shows every language
 * complete. Keyed by each record's Turkish title, name or key; proper names stay as they are.
 * Texts that recur (features, categories, inclusions) come from DEMO_TERMS.
 */
import type { Translations } from '@riviera/domain';
import { DEMO_TERMS } from './demo-terms.js';

type L = 'en' | 'de' | 'ru' | 'pl';
const LANGS: L[] = ['en', 'de', 'ru', 'pl'];
type Four = [en: string, de: string, ru: string, pl: string];

/** A recurring Turkish text in `lang` (the Turkish text itself when the dictionary lacks it). */
export const term = (tr: string, lang: L): string => DEMO_TERMS[tr]?.[LANGS.indexOf(lang)] ?? tr;

/** Builds a record's translations from its fields given as [en, de, ru, pl]. */
export function four(fields: Record<string, Four | [string[], string[], string[], string[]]>): Translations {
  const out: Translations = {};
  LANGS.forEach((lang, i) => {
    out[lang] = Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, v[i]!]));
  });
  return out;
}

/** A list of recurring texts in all four languages. */
export const terms = (list: string[]): [string[], string[], string[], string[]] =>
  LANGS.map((l) => list.map((t) => term(t, l))) as [string[], string[], string[], string[]];

export const vehicleTypeTranslations: Record<string, Translations> = {
  sedan: four({
    name: ['Sedan', 'Limousine', 'Седан', 'Sedan'],
    description: [
      'An economical, comfortable car for solo travellers and couples; ideal for 2 people and their luggage.',
      'Sparsamer, bequemer Pkw für Alleinreisende und Paare; ideal für 2 Personen mit Gepäck.',
      'Экономичный и комфортный легковой автомобиль для одиночных путешественников и пар; идеально для 2 человек с багажом.',
      'Ekonomiczne i wygodne auto dla osób podróżujących w pojedynkę lub we dwoje; idealne dla 2 osób z bagażem.',
    ],
  }),
  minivan: four({
    name: ['Minivan', 'Minivan', 'Минивэн', 'Minivan'],
    description: [
      'Minivans and minibuses with plenty of luggage space for families and groups; options for 5 to 20 people.',
      'Minivans und Kleinbusse mit viel Gepäckraum für Familien und Gruppen; für 5 bis 20 Personen.',
      'Минивэны и микроавтобусы с вместительным багажником для семей и групп; от 5 до 20 человек.',
      'Minivany i minibusy z dużym bagażnikiem dla rodzin i grup; od 5 do 20 osób.',
    ],
  }),
  vip: four({
    name: ['VIP Minivan', 'VIP-Minivan', 'VIP-минивэн', 'VIP Minivan'],
    description: [
      'Custom-built VIP vehicles with leather seats, tinted windows and ambient lighting: comfort at its finest.',
      'Individuell ausgebaute VIP-Fahrzeuge mit Ledersitzen, getönten Scheiben und Ambientebeleuchtung: Komfort auf höchstem Niveau.',
      'VIP-автомобили особой отделки с кожаными сиденьями, тонированными стёклами и атмосферной подсветкой: комфорт высшего уровня.',
      'Specjalnie wykończone pojazdy VIP ze skórzanymi fotelami, przyciemnianymi szybami i nastrojowym oświetleniem: komfort najwyższej klasy.',
    ],
  }),
  suv: four({
    name: ['SUV', 'SUV', 'Внедорожник', 'SUV'],
    description: [
      'A high driving position and a roomy interior for safe, relaxed mountain and long-distance transfers.',
      'Hohe Sitzposition und viel Platz für sichere, entspannte Berg- und Langstreckentransfers.',
      'Высокая посадка и просторный салон для безопасных и комфортных горных и дальних трансферов.',
      'Wysoka pozycja za kierownicą i przestronne wnętrze na bezpieczne, wygodne transfery górskie i dalekie.',
    ],
  }),
  luxury: four({
    name: ['Luxury', 'Luxus', 'Люкс', 'Luksus'],
    description: [
      'A top-of-the-range luxury saloon for business trips and special occasions, with a suited chauffeur for a prestigious welcome.',
      'Luxuslimousine der Oberklasse für Geschäftsreisen und besondere Anlässe, mit Chauffeur im Anzug für einen stilvollen Empfang.',
      'Люксовый седан премиум-класса для деловых поездок и особых случаев: престижная встреча с водителем в костюме.',
      'Luksusowa limuzyna klasy premium na podróże służbowe i wyjątkowe okazje, z kierowcą w garniturze na prestiżowe powitanie.',
    ],
  }),
};

/** A vehicle's features in every language (all of them recurring texts). */
/** Model names with a Turkish word in them, in the other languages (issue 32); the others read the same everywhere. */
const VEHICLE_NAMES: Record<string, Four> = {
  'Mercedes-Benz E-Serisi': ['Mercedes-Benz E-Class', 'Mercedes-Benz E-Klasse', 'Mercedes-Benz E-класс', 'Mercedes-Benz Klasa E'],
  'Mercedes-Benz S-Serisi': ['Mercedes-Benz S-Class', 'Mercedes-Benz S-Klasse', 'Mercedes-Benz S-класс', 'Mercedes-Benz Klasa S'],
  'Mercedes-Benz Sprinter Travel Midibüs': [
    'Mercedes-Benz Sprinter Travel Midibus',
    'Mercedes-Benz Sprinter Travel Midibus',
    'Мидибус Mercedes-Benz Sprinter Travel',
    'Mercedes-Benz Sprinter Travel Midibus',
  ],
};

/** A demo vehicle's features, and its model name where it holds a Turkish word. */
export const vehicleTranslations = (name: string, features: string[]): Translations => {
  const own = VEHICLE_NAMES[name];
  return four(own ? { name: own, features: terms(features) } : { features: terms(features) });
};

export const extraServiceTranslations: Record<string, Translations> = {
  'Çocuk koltuğu': four({
    name: ['Child seat', 'Kindersitz', 'Детское кресло', 'Fotelik dziecięcy'],
    description: [
      'An age-appropriate car seat for children from 9 to 36 kg, fitted free of charge.',
      'Altersgerechter Autositz für Kinder von 9 bis 36 kg, kostenlos eingebaut.',
      'Автокресло по возрасту для детей от 9 до 36 кг, устанавливается бесплатно.',
      'Fotelik dopasowany do wieku dla dzieci od 9 do 36 kg, montowany bezpłatnie.',
    ],
  }),
  'Bebek koltuğu': four({
    name: ['Baby seat', 'Babyschale', 'Автолюлька', 'Nosidełko dla niemowląt'],
    description: [
      'A safe infant carrier for babies from 0 to 13 kg.',
      'Sichere Babyschale für Babys von 0 bis 13 kg.',
      'Безопасная автолюлька для малышей от 0 до 13 кг.',
      'Bezpieczne nosidełko dla niemowląt od 0 do 13 kg.',
    ],
  }),
  'İsim tabelası ile karşılama': four({
    name: ['Meet & greet with name sign', 'Empfang mit Namensschild', 'Встреча с табличкой', 'Powitanie z tabliczką'],
    description: [
      'Your driver welcomes you at the airport exit holding a sign with your name.',
      'Ihr Fahrer empfängt Sie am Flughafenausgang mit einem Schild mit Ihrem Namen.',
      'Водитель встретит вас у выхода из аэропорта с табличкой с вашим именем.',
      'Kierowca powita Cię przy wyjściu z lotniska z tabliczką z Twoim nazwiskiem.',
    ],
  }),
  'Ek durak': four({
    name: ['Extra stop', 'Zusätzlicher Halt', 'Дополнительная остановка', 'Dodatkowy przystanek'],
    description: [
      'An extra stop of up to 15 minutes on the way, at a supermarket, pharmacy or another hotel.',
      'Ein zusätzlicher Halt von bis zu 15 Minuten unterwegs, am Supermarkt, an der Apotheke oder einem anderen Hotel.',
      'Дополнительная остановка по пути до 15 минут: у магазина, аптеки или другого отеля.',
      'Dodatkowy postój po drodze do 15 minut: przy sklepie, aptece lub innym hotelu.',
    ],
  }),
  'Evcil hayvan taşıma': four({
    name: ['Pet transport', 'Haustiertransport', 'Перевозка животных', 'Przewóz zwierząt'],
    description: [
      'A specially prepared vehicle for your pet travelling in its carrier or crate.',
      'Ein eigens vorbereitetes Fahrzeug für Ihr Haustier in seiner Transporttasche oder Box.',
      'Специально подготовленный автомобиль для вашего питомца в переноске или клетке.',
      'Specjalnie przygotowany pojazd dla Twojego pupila w transporterze lub klatce.',
    ],
  }),
  'Su ve ikram': four({
    name: ['Water and refreshments', 'Wasser und Snacks', 'Вода и угощение', 'Woda i przekąski'],
    description: [
      'A welcome treat of cold water, soft drinks and snacks.',
      'Ein Willkommensgruß aus kaltem Wasser, Erfrischungsgetränken und Snacks.',
      'Приветственное угощение: холодная вода, напитки и закуски.',
      'Powitalny poczęstunek: zimna woda, napoje i przekąski.',
    ],
  }),
  'Türk SIM kart': four({
    name: ['Turkish SIM card', 'Türkische SIM-Karte', 'Турецкая SIM-карта', 'Turecka karta SIM'],
    description: [
      'A tourist line with 20 GB of data, handed over ready to use.',
      'Ein Touristentarif mit 20 GB Datenvolumen, einsatzbereit übergeben.',
      'Туристический номер с 20 ГБ интернета, выдаётся уже активированным.',
      'Turystyczny numer z 20 GB internetu, przekazywany już aktywny.',
    ],
  }),
  'Çiçek buketi': four({
    name: ['Bouquet of flowers', 'Blumenstrauß', 'Букет цветов', 'Bukiet kwiatów'],
    description: [
      'A fresh bouquet waiting in the car to welcome your loved ones.',
      'Ein frischer Blumenstrauß wartet im Wagen, um Ihre Liebsten zu begrüßen.',
      'Свежий букет ждёт в машине, чтобы встретить ваших близких.',
      'Świeży bukiet czeka w aucie, by powitać Twoich bliskich.',
    ],
  }),
};
