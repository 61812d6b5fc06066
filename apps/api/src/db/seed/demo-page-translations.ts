/** The demo landing page texts (gallery, heroes, about, public settings) in en, de, ru and pl. */
import type { Translations } from '@riviera/domain';
import { four, terms } from './demo-translations.js';

export const galleryTranslations: Record<string, Translations> = {
  'Konyaaltı’nda Gün Batımı': four({
    title: ['Sunset in Konyaaltı', 'Sonnenuntergang in Konyaaltı', 'Закат в Коньяалты', 'Zachód słońca w Konyaaltı'],
    description: ['The sun setting behind the Beydağları over Konyaaltı beach.', 'Die Sonne versinkt hinter den Beydağları über dem Strand von Konyaaltı.', 'Солнце садится за горы Бейдаглары над пляжем Коньяалты.', 'Słońce zachodzące za górami Beydağları nad plażą Konyaaltı.'],
  }),
  'Kaleiçi Yat Limanı': four({
    title: ['Kaleiçi Marina', 'Jachthafen Kaleiçi', 'Яхтенная гавань Калеичи', 'Marina Kaleiçi'],
    description: ['Gulets at anchor in the shade of Kaleiçi’s historic houses.', 'Guletten vor Anker im Schatten der historischen Häuser von Kaleiçi.', 'Гулеты на якоре в тени старинных домов Калеичи.', 'Gulety na kotwicy w cieniu zabytkowych domów Kaleiçi.'],
  }),
  'Side Apollon Tapınağı': four({
    title: ['Temple of Apollo, Side', 'Apollontempel in Side', 'Храм Аполлона в Сиде', 'Świątynia Apollina w Side'],
    description: ['The columns of the Temple of Apollo rising against the Mediterranean.', 'Die Säulen des Apollontempels vor dem Mittelmeer.', 'Колонны храма Аполлона на фоне Средиземного моря.', 'Kolumny świątyni Apollina na tle Morza Śródziemnego.'],
  }),
  'Kekova Batık Şehir': four({
    title: ['Sunken City of Kekova', 'Versunkene Stadt Kekova', 'Затонувший город Кекова', 'Zatopione miasto Kekova'],
    description: ['Simena Castle and a Lycian sarcophagus in the sea.', 'Die Burg Simena und ein lykischer Sarkophag im Meer.', 'Крепость Симена и ликийский саркофаг в море.', 'Twierdza Simena i likijski sarkofag w morzu.'],
  }),
  'Havalimanında Karşılama': four({
    title: ['Airport Welcome', 'Empfang am Flughafen', 'Встреча в аэропорту', 'Powitanie na lotnisku'],
    description: ['The moment your plane lands, our driver is waiting for you at the exit.', 'Sobald Ihr Flugzeug landet, wartet unser Fahrer am Ausgang auf Sie.', 'Как только ваш самолёт приземлится, водитель уже ждёт вас у выхода.', 'Gdy tylko samolot wyląduje, nasz kierowca czeka na Ciebie przy wyjściu.'],
  }),
  'Pamukkale Travertenleri': four({
    title: ['Pamukkale Travertines', 'Sinterterrassen von Pamukkale', 'Травертины Памуккале', 'Trawertyny Pamukkale'],
    description: ['Pamukkale, a white paradise of turquoise pools.', 'Pamukkale, ein weißes Paradies mit türkisfarbenen Becken.', 'Памуккале — белый рай с бирюзовыми бассейнами.', 'Pamukkale, biały raj z turkusowymi basenami.'],
  }),
  'Düden Şelalesi': four({
    title: ['Düden Waterfall', 'Düden-Wasserfall', 'Водопад Дюден', 'Wodospad Düden'],
    description: ['The Lower Düden Waterfall plunging straight into the Mediterranean.', 'Der Untere Düden-Wasserfall stürzt direkt ins Mittelmeer.', 'Нижний Дюден, низвергающийся прямо в Средиземное море.', 'Dolny wodospad Düden spadający prosto do Morza Śródziemnego.'],
  }),
  'Kemer Koylarında Gulet': four({
    title: ['Gulet in the Bays of Kemer', 'Gulet in den Buchten von Kemer', 'Гулета в бухтах Кемера', 'Gulet w zatokach Kemer'],
    description: ['A traditional gulet sailing through turquoise bays.', 'Eine traditionelle Gulet segelt durch türkisblaue Buchten.', 'Традиционная гулета под парусами в бирюзовых бухтах.', 'Tradycyjny gulet żeglujący po turkusowych zatokach.'],
  }),
  'Kapadokya Balonları': four({
    title: ['Balloons over Cappadocia', 'Ballons über Kappadokien', 'Воздушные шары Каппадокии', 'Balony nad Kapadocją'],
    description: ['Balloons drifting over the fairy chimneys at sunrise.', 'Ballons schweben bei Sonnenaufgang über den Feenkaminen.', 'Воздушные шары над «каминными трубами фей» на рассвете.', 'Balony szybujące o świcie nad kominami wróżek.'],
  }),
  'VIP Araç Filomuz': four({
    title: ['Our VIP Fleet', 'Unsere VIP-Flotte', 'Наш VIP-автопарк', 'Nasza flota VIP'],
    description: ['A Mercedes-Benz Vito VIP with leather seats and Wi-Fi.', 'Ein Mercedes-Benz Vito VIP mit Ledersitzen und WLAN.', 'Mercedes-Benz Vito VIP с кожаными сиденьями и Wi-Fi.', 'Mercedes-Benz Vito VIP ze skórzanymi fotelami i Wi-Fi.'],
  }),
  'Akdeniz’de Gün Batımı': four({
    title: ['Sunset on the Mediterranean', 'Sonnenuntergang am Mittelmeer', 'Закат на Средиземном море', 'Zachód słońca nad Morzem Śródziemnym'],
    description: ['A gulet watching the sunset in a quiet bay.', 'Eine Gulet beobachtet den Sonnenuntergang in einer ruhigen Bucht.', 'Гулета встречает закат в тихой бухте.', 'Gulet podziwiający zachód słońca w cichej zatoce.'],
  }),
  'Sahil Yolunda VIP Transfer': four({
    title: ['VIP Transfer on the Coast Road', 'VIP-Transfer auf der Küstenstraße', 'VIP-трансфер по прибрежной дороге', 'Transfer VIP nadmorską drogą'],
    description: ['A comfortable transfer along the Antalya coast road.', 'Ein komfortabler Transfer entlang der Küstenstraße von Antalya.', 'Комфортная поездка по прибрежной дороге Антальи.', 'Wygodny transfer wzdłuż nadmorskiej drogi Antalyi.'],
  }),
};

export const heroTranslations: Record<string, Translations> = {
  'Antalya’nın Her Köşesine Konforlu Transfer': four({
    title: ['Comfortable Transfers to Every Corner of Antalya', 'Komfortable Transfers in jeden Winkel Antalyas', 'Комфортный трансфер в любой уголок Антальи', 'Wygodny transfer w każdy zakątek Antalyi'],
    subtitle: ['Private airport, hotel and intercity transfers', 'Private Flughafen-, Hotel- und Überlandtransfers', 'Индивидуальные трансферы из аэропорта, отеля и между городами', 'Prywatne transfery z lotniska, hoteli i między miastami'],
    description: [
      'Fixed-price private transfers in VIP vehicles, 24/7, from Antalya and Gazipaşa airports to Belek, Side, Alanya, Kemer and Kaş. Even if your flight is delayed, your driver waits for you.',
      'Private Transfers zum Festpreis in VIP-Fahrzeugen, rund um die Uhr, von den Flughäfen Antalya und Gazipaşa nach Belek, Side, Alanya, Kemer und Kaş. Auch bei Verspätung wartet Ihr Fahrer auf Sie.',
      'Индивидуальные трансферы по фиксированной цене на VIP-автомобилях 24/7 из аэропортов Антальи и Газипаши в Белек, Сиде, Аланью, Кемер и Каш. Даже если рейс задерживается, водитель вас дождётся.',
      'Prywatne transfery w stałej cenie pojazdami VIP, 24/7, z lotnisk Antalya i Gazipaşa do Belek, Side, Alanyi, Kemer i Kaş. Nawet gdy lot się opóźni, kierowca na Ciebie poczeka.',
    ],
  }),
  'Akdeniz’i Bizimle Keşfedin': four({
    title: ['Discover the Mediterranean with Us', 'Entdecken Sie mit uns das Mittelmeer', 'Откройте Средиземноморье вместе с нами', 'Odkryj z nami Morze Śródziemne'],
    subtitle: ['Boat trips, ancient cities and nature tours', 'Bootstouren, antike Städte und Naturausflüge', 'Морские прогулки, античные города и природные туры', 'Rejsy, starożytne miasta i wycieczki przyrodnicze'],
    description: [
      'Guided day tours with hotel pick-up, from the bays of Kemer to Pamukkale and from Aspendos to Cappadocia.',
      'Geführte Tagesausflüge mit Abholung vom Hotel, von den Buchten Kemers bis Pamukkale und von Aspendos bis Kappadokien.',
      'Однодневные экскурсии с гидом и трансфером из отеля: от бухт Кемера до Памуккале, от Аспендоса до Каппадокии.',
      'Jednodniowe wycieczki z przewodnikiem i odbiorem z hotelu: od zatok Kemer po Pamukkale, od Aspendos po Kapadocję.',
    ],
  }),
};

/** The about entry; its description is HTML like the Turkish one. */
export const aboutTranslations = (features: string[]): Translations =>
  four({
    title: ['Your Trusted Transfer and Tour Partner in Antalya', 'Ihr zuverlässiger Transfer- und Tourenpartner in Antalya', 'Ваш надёжный партнёр по трансферам и экскурсиям в Анталье', 'Twój zaufany partner w transferach i wycieczkach w Antalyi'],
    description: [
      '<p><strong>Riviera Transfer</strong>, a TÜRSAB member and A-group travel agency, has provided airport transfers, VIP transfers and day tours in Antalya since 2017.</p><p>All our vehicles are insured and well maintained, and our professional drivers are experienced. Our prices are fixed: we charge nothing extra for nights, weekends or delays.</p><ul><li>On-time pick-up with flight tracking</li><li>Meet & greet with a name sign</li><li>Free child seat</li><li>A team speaking Turkish, English, German and Russian</li></ul>',
      '<p><strong>Riviera Transfer</strong> ist als TÜRSAB-Mitglied und Reisebüro der Gruppe A seit 2017 in Antalya für Flughafentransfers, VIP-Transfers und Tagesausflüge da.</p><p>Alle unsere Fahrzeuge sind versichert und gepflegt, unsere Fahrer erfahrene Profis. Unsere Preise sind fest: kein Aufpreis für Nacht, Wochenende oder Verspätung.</p><ul><li>Pünktliche Abholung dank Flugverfolgung</li><li>Empfang mit Namensschild</li><li>Kostenloser Kindersitz</li><li>Ein Team, das Türkisch, Englisch, Deutsch und Russisch spricht</li></ul>',
      '<p><strong>Riviera Transfer</strong> — член TÜRSAB и турагентство группы A — с 2017 года предлагает в Анталье трансферы из аэропорта, VIP-трансферы и однодневные экскурсии.</p><p>Все наши автомобили застрахованы и в отличном состоянии, а водители — опытные профессионалы. Цены фиксированные: никаких доплат за ночь, выходные или задержку рейса.</p><ul><li>Своевременная встреча с отслеживанием рейса</li><li>Встреча с табличкой</li><li>Бесплатное детское кресло</li><li>Команда говорит на турецком, английском, немецком и русском</li></ul>',
      '<p><strong>Riviera Transfer</strong>, członek TÜRSAB i biuro podróży grupy A, od 2017 roku oferuje w Antalyi transfery lotniskowe, transfery VIP i wycieczki jednodniowe.</p><p>Wszystkie nasze pojazdy są ubezpieczone i zadbane, a kierowcy to doświadczeni profesjonaliści. Ceny są stałe: bez dopłat za noc, weekend czy opóźnienie.</p><ul><li>Punktualny odbiór dzięki śledzeniu lotu</li><li>Powitanie z tabliczką</li><li>Bezpłatny fotelik dziecięcy</li><li>Zespół mówiący po turecku, angielsku, niemiecku i rosyjsku</li></ul>',
    ],
    main_description: [
      'Comfortable, safe and punctual private transfers from Antalya and Gazipaşa airports to every hotel, resort and town in the region.',
      'Komfortable, sichere und pünktliche Privattransfers von den Flughäfen Antalya und Gazipaşa zu allen Hotels, Ferienanlagen und Orten der Region.',
      'Комфортные, безопасные и пунктуальные индивидуальные трансферы из аэропортов Антальи и Газипаши во все отели, курорты и города региона.',
      'Wygodne, bezpieczne i punktualne transfery prywatne z lotnisk Antalya i Gazipaşa do wszystkich hoteli, kurortów i miast regionu.',
    ],
    sub_description: [
      'From saloons to VIP minivans and 20-seat midibuses, our wide fleet and licensed guides are with you at every moment of your holiday.',
      'Von der Limousine über VIP-Minivans bis zum Midibus mit 20 Plätzen: Unsere große Flotte und lizenzierte Reiseleiter begleiten Sie durch den ganzen Urlaub.',
      'От седанов до VIP-минивэнов и 20-местных микроавтобусов: наш большой автопарк и лицензированные гиды рядом с вами весь отпуск.',
      'Od sedanów po minivany VIP i 20-osobowe midibusy: nasza duża flota i licencjonowani przewodnicy są z Tobą przez cały urlop.',
    ],
    quote: [
      'We welcome our guests like family and show them Antalya at its finest.',
      'Wir empfangen unsere Gäste wie Familie und zeigen ihnen Antalya von seiner schönsten Seite.',
      'Мы встречаем гостей как родных и показываем им Анталью во всей красе.',
      'Witamy gości jak rodzinę i pokazujemy im Antalyę z najpiękniejszej strony.',
    ],
    features: terms(features),
  });

/** The public text settings (site title, footer description, copyright, address). */
export const settingTranslations: Record<string, Translations> = {
  site_title: four({
    value: [
      'Riviera Transfer | Antalya Airport Transfers and Tours',
      'Riviera Transfer | Flughafentransfers und Ausflüge in Antalya',
      'Riviera Transfer | Трансферы из аэропорта Антальи и экскурсии',
      'Riviera Transfer | Transfery z lotniska Antalya i wycieczki',
    ],
  }),
  footer_description: four({
    value: [
      'Comfortable, safe, fixed-price private transfers from Antalya and Gazipaşa airports to every hotel in the region, plus day tours.',
      'Komfortable, sichere Privattransfers zum Festpreis von den Flughäfen Antalya und Gazipaşa zu allen Hotels der Region, dazu Tagesausflüge.',
      'Комфортные и безопасные индивидуальные трансферы по фиксированной цене из аэропортов Антальи и Газипаши во все отели региона, а также однодневные экскурсии.',
      'Wygodne, bezpieczne transfery prywatne w stałej cenie z lotnisk Antalya i Gazipaşa do wszystkich hoteli w regionie oraz wycieczki jednodniowe.',
    ],
  }),
  footer_copyright: four({
    value: [
      '© 2026 Riviera Turizm. All rights reserved.',
      '© 2026 Riviera Turizm. Alle Rechte vorbehalten.',
      '© 2026 Riviera Turizm. Все права защищены.',
      '© 2026 Riviera Turizm. Wszelkie prawa zastrzeżone.',
    ],
  }),
  contact_address: four({
    value: [
      'Şirinyalı Mah., Lara Cad. No: 118/3, 07160 Muratpaşa / Antalya, Türkiye',
      'Şirinyalı Mah., Lara Cad. Nr. 118/3, 07160 Muratpaşa / Antalya, Türkei',
      'Şirinyalı Mah., Lara Cad. № 118/3, 07160 Муратпаша / Анталья, Турция',
      'Şirinyalı Mah., Lara Cad. nr 118/3, 07160 Muratpaşa / Antalya, Turcja',
    ],
  }),
};
