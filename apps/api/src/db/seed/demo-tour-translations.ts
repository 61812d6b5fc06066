/** The demo tours in en, de, ru and pl, keyed by their Turkish title (see demo-translations.ts). */
import type { Translations } from '@riviera/domain';
import { four } from './demo-translations.js';

type Four = [en: string, de: string, ru: string, pl: string];
type FourLists = [string[], string[], string[], string[]];
interface TourText {
  title: Four;
  description: Four;
  duration: Four;
  location: Four;
  features: FourLists;
}

const tours: Record<string, TourText> = {
  'Kemer Korsan Tekne Turu': {
    title: ['Kemer Pirate Boat Trip', 'Kemer Piratenbootstour', 'Пиратская морская прогулка в Кемере', 'Piracki rejs w Kemer'],
    description: [
      'Aboard a traditional gulet from Kemer harbour we spend the day swimming in the turquoise waters of Paradise Bay, Moonlight Bay and the Three Islands. Lunch cooked on board, a foam party and views of the Taurus Mountains make it an unforgettable day at sea.',
      'Mit einer traditionellen Gulet ab dem Hafen von Kemer legen wir den ganzen Tag Badestopps im türkisblauen Wasser der Paradiesbucht, der Mondscheinbucht und der Drei Inseln ein. Ein an Bord zubereitetes Mittagessen, eine Schaumparty und der Blick auf das Taurusgebirge machen den Tag auf dem Meer unvergesslich.',
      'На традиционной гулете из порта Кемера мы весь день купаемся в бирюзовых водах Райской бухты, Лунной бухты и у Трёх островов. Обед, приготовленный на борту, пенная вечеринка и вид на горы Тавр — незабываемый день в море.',
      'Tradycyjnym guletem z portu w Kemer spędzamy dzień na kąpielach w turkusowych wodach Rajskiej Zatoki, Zatoki Księżycowej i przy Trzech Wyspach. Obiad przygotowany na pokładzie, piana party i widok na góry Taurus czynią ten dzień na morzu niezapomnianym.',
    ],
    duration: ['Full day (09:30–17:00)', 'Ganztägig (09:30–17:00)', 'Весь день (09:30–17:00)', 'Cały dzień (09:30–17:00)'],
    location: ['Kemer', 'Kemer', 'Кемер', 'Kemer'],
    features: [
      ['Swim stops in 4 different bays', 'Fresh lunch on board', 'Foam party and music', 'Snorkelling', 'Sun deck'],
      ['Badestopps in 4 verschiedenen Buchten', 'Frisches Mittagessen an Bord', 'Schaumparty und Musik', 'Schnorcheln', 'Sonnendeck'],
      ['Купание в 4 разных бухтах', 'Свежий обед на борту', 'Пенная вечеринка и музыка', 'Снорклинг', 'Палуба для загара'],
      ['Kąpiele w 4 różnych zatokach', 'Świeży obiad na pokładzie', 'Piana party i muzyka', 'Snorkeling', 'Taras do opalania'],
    ],
  },
  'Köprülü Kanyon Rafting': {
    title: ['Köprülü Canyon Rafting', 'Rafting im Köprülü-Canyon', 'Рафтинг в каньоне Кёпрюлю', 'Rafting w kanionie Köprülü'],
    description: [
      'In Köprülü Canyon National Park we spend an adrenaline-filled day rafting 14 km down the cool, clear waters of the Köprüçay. With our certified guides the trip suits first-time rafters too, and you also get to see the Roman-era Oluk Bridge.',
      'Im Nationalpark Köprülü-Canyon erleben wir einen Tag voller Adrenalin auf einer 14 km langen Raftingstrecke im kühlen, klaren Wasser des Köprüçay. Mit unseren zertifizierten Guides ist die Tour auch für Anfänger geeignet, und Sie sehen die römische Oluk-Brücke.',
      'В национальном парке «Каньон Кёпрюлю» нас ждёт день, полный адреналина: 14 км рафтинга по прохладной и прозрачной реке Кёпрючай. С сертифицированными инструкторами тур подходит и новичкам, а по пути вы увидите римский мост Олук.',
      'W Parku Narodowym Kanion Köprülü spędzamy dzień pełen adrenaliny na 14-kilometrowej trasie raftingowej po chłodnej, czystej rzece Köprüçay. Z certyfikowanymi przewodnikami wycieczka nadaje się także dla początkujących, a po drodze zobaczysz rzymski most Oluk.',
    ],
    duration: ['Full day (8 hours)', 'Ganztägig (8 Stunden)', 'Весь день (8 часов)', 'Cały dzień (8 godzin)'],
    location: ['Köprülü Canyon National Park, Manavgat', 'Nationalpark Köprülü-Canyon, Manavgat', 'Национальный парк «Каньон Кёпрюлю», Манавгат', 'Park Narodowy Kanion Köprülü, Manavgat'],
    features: [
      ['14 km rafting course', 'Certified rafting guides', 'Swim stop in the river', 'Historic Oluk Bridge', 'Suitable from age 7'],
      ['14 km Raftingstrecke', 'Zertifizierte Rafting-Guides', 'Badestopp im Fluss', 'Historische Oluk-Brücke', 'Geeignet ab 7 Jahren'],
      ['Маршрут рафтинга 14 км', 'Сертифицированные инструкторы', 'Купание в реке', 'Исторический мост Олук', 'Для детей от 7 лет'],
      ['14 km trasy raftingowej', 'Certyfikowani przewodnicy', 'Kąpiel w rzece', 'Zabytkowy most Oluk', 'Dla dzieci od 7 lat'],
    ],
  },
  'Pamukkale ve Hierapolis Turu': {
    title: ['Pamukkale and Hierapolis Tour', 'Pamukkale- und Hierapolis-Tour', 'Тур в Памуккале и Иераполь', 'Wycieczka do Pamukkale i Hierapolis'],
    description: [
      'On the UNESCO World Heritage travertines of Pamukkale we walk barefoot over snow-white limestone terraces and enjoy the warm thermal water. After the theatre and necropolis of ancient Hierapolis, those who wish can swim in Cleopatra’s Antique Pool.',
      'Auf den Sinterterrassen von Pamukkale, UNESCO-Welterbe, laufen wir barfuß über schneeweiße Kalkterrassen und genießen das warme Thermalwasser. Nach Theater und Nekropole der antiken Stadt Hierapolis kann, wer möchte, im Antiken Becken der Kleopatra baden.',
      'На травертинах Памуккале из списка Всемирного наследия ЮНЕСКО мы гуляем босиком по белоснежным известковым террасам и наслаждаемся тёплой термальной водой. После театра и некрополя античного Иераполя желающие могут искупаться в бассейне Клеопатры.',
      'Na trawertynach Pamukkale z listy UNESCO spacerujemy boso po śnieżnobiałych wapiennych tarasach i korzystamy z ciepłych wód termalnych. Po zwiedzeniu teatru i nekropolii starożytnego Hierapolis chętni mogą popływać w Basenie Kleopatry.',
    ],
    duration: ['Full day (14 hours)', 'Ganztägig (14 Stunden)', 'Весь день (14 часов)', 'Cały dzień (14 godzin)'],
    location: ['Pamukkale, Denizli', 'Pamukkale, Denizli', 'Памуккале, Денизли', 'Pamukkale, Denizli'],
    features: [
      ['White travertine terraces', 'Ancient city of Hierapolis', 'Walk in thermal water', 'Licensed professional guide', 'Breakfast stop on the way'],
      ['Weiße Sinterterrassen', 'Antike Stadt Hierapolis', 'Spaziergang im Thermalwasser', 'Lizenzierter Reiseleiter', 'Frühstückspause unterwegs'],
      ['Белые травертиновые террасы', 'Античный город Иераполь', 'Прогулка по термальной воде', 'Профессиональный лицензированный гид', 'Остановка на завтрак в пути'],
      ['Białe tarasy trawertynowe', 'Starożytne miasto Hierapolis', 'Spacer w wodach termalnych', 'Licencjonowany przewodnik', 'Przerwa na śniadanie w drodze'],
    ],
  },
  'Demre – Myra – Kekova Turu': {
    title: ['Demre – Myra – Kekova Tour', 'Demre – Myra – Kekova-Tour', 'Тур Демре – Мира – Кекова', 'Wycieczka Demre – Myra – Kekova'],
    description: [
      'We visit the church of Saint Nicholas, known as Santa Claus, and the Lycian tombs carved into the rocks of Myra. Then a boat from Üçağız takes us close to the sunken city of Kekova, Simena Castle and a Lycian sarcophagus standing in the sea.',
      'Wir besuchen die Kirche des heiligen Nikolaus und die in den Fels gehauenen lykischen Gräber von Myra. Anschließend bringt uns ein Boot ab Üçağız ganz nah an die versunkene Stadt von Kekova, die Burg Simena und einen lykischen Sarkophag im Meer.',
      'Мы посещаем церковь Святого Николая Чудотворца и высеченные в скалах ликийские гробницы Миры. Затем из Учагыза на лодке отправляемся к затонувшему городу Кекова, крепости Симена и ликийскому саркофагу прямо в море.',
      'Odwiedzamy kościół świętego Mikołaja i wykute w skałach likijskie grobowce Myry. Następnie łodzią z Üçağız podpływamy do zatopionego miasta Kekova, twierdzy Simena i likijskiego sarkofagu stojącego w morzu.',
    ],
    duration: ['Full day (12 hours)', 'Ganztägig (12 Stunden)', 'Весь день (12 часов)', 'Cały dzień (12 godzin)'],
    location: ['Demre, Antalya', 'Demre, Antalya', 'Демре, Анталья', 'Demre, Antalya'],
    features: [
      ['Rock tombs of Myra', 'Church of Saint Nicholas', 'Boat trip over the sunken city of Kekova', 'View of Simena (Kaleköy)', 'Swim stop'],
      ['Felsengräber von Myra', 'Nikolauskirche', 'Bootsfahrt über die versunkene Stadt Kekova', 'Blick auf Simena (Kaleköy)', 'Badestopp'],
      ['Скальные гробницы Миры', 'Церковь Святого Николая', 'Прогулка на лодке над затонувшим городом Кекова', 'Вид на Симену (Калекёй)', 'Остановка для купания'],
      ['Skalne grobowce Myry', 'Kościół św. Mikołaja', 'Rejs nad zatopionym miastem Kekova', 'Widok na Simenę (Kaleköy)', 'Przerwa na kąpiel'],
    ],
  },
  'Perge – Aspendos – Side Antik Kentler Turu': {
    title: ['Perge – Aspendos – Side Ancient Cities Tour', 'Antike Städte Perge – Aspendos – Side', 'Античные города Перге – Аспендос – Сиде', 'Starożytne miasta Perge – Aspendos – Side'],
    description: [
      'We discover the three grandest ancient cities of Pamphylia in one day: Perge with its colonnaded streets, Aspendos with the best-preserved Roman theatre in the world, and Side with its Temple of Apollo by the sea. Our expert guide takes you on a journey through 2,000 years of history.',
      'Wir entdecken an einem Tag die drei prächtigsten antiken Städte Pamphyliens: Perge mit seinen Säulenstraßen, Aspendos mit dem besterhaltenen römischen Theater der Welt und Side mit dem Apollontempel am Meer. Unser Fachreiseleiter nimmt Sie mit auf eine Reise durch 2000 Jahre Geschichte.',
      'За один день мы открываем три самых величественных античных города Памфилии: Перге с колоннадными улицами, Аспендос с лучше всех сохранившимся римским театром в мире и Сиде с храмом Аполлона у моря. Опытный гид проведёт вас через 2000 лет истории.',
      'W jeden dzień odkrywamy trzy najwspanialsze starożytne miasta Pamfilii: Perge z ulicami kolumnowymi, Aspendos z najlepiej zachowanym teatrem rzymskim na świecie i Side ze świątynią Apollina nad morzem. Nasz przewodnik zabierze Cię w podróż przez 2000 lat historii.',
    ],
    duration: ['Full day (10 hours)', 'Ganztägig (10 Stunden)', 'Весь день (10 часов)', 'Cały dzień (10 godzin)'],
    location: ['Aksu, Serik and Side', 'Aksu, Serik und Side', 'Аксу, Серик и Сиде', 'Aksu, Serik i Side'],
    features: [
      ['Ancient theatre of Aspendos', 'Colonnaded street of Perge', 'Temple of Apollo in Side', 'Free time at Side harbour', 'Expert archaeologist guide'],
      ['Antikes Theater von Aspendos', 'Säulenstraße von Perge', 'Apollontempel in Side', 'Freizeit am Hafen von Side', 'Archäologe als Reiseleiter'],
      ['Античный театр Аспендоса', 'Колоннадная улица Перге', 'Храм Аполлона в Сиде', 'Свободное время в гавани Сиде', 'Гид-археолог'],
      ['Starożytny teatr w Aspendos', 'Ulica kolumnowa w Perge', 'Świątynia Apollina w Side', 'Czas wolny w porcie Side', 'Przewodnik archeolog'],
    ],
  },
  'Toros Dağları Jeep Safari': {
    title: ['Taurus Mountains Jeep Safari', 'Jeep-Safari im Taurusgebirge', 'Джип-сафари в горах Тавр', 'Jeep safari w górach Taurus'],
    description: [
      'In open-top jeeps we climb dirt roads through pine forests up to the high plateaus of the Taurus Mountains. A gözleme and ayran break in a Yörük village, a dip in an ice-cold river and water fights along the way make for a day full of fun.',
      'In offenen Jeeps fahren wir über Schotterwege durch Pinienwälder hinauf zu den Hochebenen des Taurusgebirges. Eine Gözleme- und Ayran-Pause in einem Yörük-Dorf, eine Abkühlung im eiskalten Fluss und Wasserschlachten unterwegs versprechen einen Tag voller Spaß.',
      'На открытых джипах мы поднимаемся по грунтовым дорогам через сосновые леса к высокогорным плато Тавра. Гёзлеме и айран в деревне юрюков, купание в ледяной реке и водные битвы по пути — день, полный веселья.',
      'Otwartymi jeepami wjeżdżamy szutrowymi drogami przez lasy sosnowe na wysokie płaskowyże gór Taurus. Przerwa na gözleme i ayran w wiosce Jörüków, kąpiel w lodowatej rzece i bitwy wodne po drodze to dzień pełen zabawy.',
    ],
    duration: ['Full day (7 hours)', 'Ganztägig (7 Stunden)', 'Весь день (7 часов)', 'Cały dzień (7 godzin)'],
    location: ['Taurus Mountains, Kemer', 'Taurusgebirge, Kemer', 'Горы Тавр, Кемер', 'Góry Taurus, Kemer'],
    features: [
      ['Open-top safari jeeps', 'Visit to a Yörük village', 'Riverside break', 'Panoramic mountain views', 'A turn at the wheel for guests who like'],
      ['Offene Safari-Jeeps', 'Besuch eines Yörük-Dorfes', 'Pause am Fluss', 'Panoramablick auf die Berge', 'Wer möchte, darf selbst fahren'],
      ['Открытые джипы для сафари', 'Посещение деревни юрюков', 'Остановка у реки', 'Панорамные виды на горы', 'Желающие могут сесть за руль'],
      ['Otwarte jeepy safari', 'Wizyta w wiosce Jörüków', 'Postój nad rzeką', 'Panoramiczne widoki gór', 'Chętni mogą poprowadzić'],
    ],
  },
  'Düden Şelaleleri ve Antalya Şehir Turu': {
    title: ['Düden Waterfalls and Antalya City Tour', 'Düden-Wasserfälle und Stadtrundfahrt Antalya', 'Водопады Дюден и обзорная экскурсия по Анталье', 'Wodospady Düden i zwiedzanie Antalyi'],
    description: [
      'After the Lower Düden Waterfall, which plunges straight into the Mediterranean, and the green Upper Düden, we stroll through the narrow streets of historic Kaleiçi. With Hadrian’s Gate, the Fluted Minaret and the old harbour you get to know Antalya in a day.',
      'Nach dem Unteren Düden-Wasserfall, der direkt ins Mittelmeer stürzt, und dem grünen Oberen Düden bummeln wir durch die engen Gassen der Altstadt Kaleiçi. Mit Hadrianstor, Gerilltem Minarett und altem Hafen lernen Sie Antalya an einem Tag kennen.',
      'Осмотрев Нижний Дюден, низвергающийся прямо в Средиземное море, и утопающий в зелени Верхний Дюден, мы гуляем по узким улочкам исторического Калеичи. Ворота Адриана, минарет Йивли и старая гавань — Анталья за один день.',
      'Po Dolnym Wodospadzie Düden, spadającym prosto do Morza Śródziemnego, i zielonym Górnym Düden spacerujemy wąskimi uliczkami zabytkowego Kaleiçi. Brama Hadriana, Żłobkowany Minaret i stary port: poznasz Antalyę w jeden dzień.',
    ],
    duration: ['Half day (6 hours)', 'Halbtägig (6 Stunden)', 'Полдня (6 часов)', 'Pół dnia (6 godzin)'],
    location: ['Antalya', 'Antalya', 'Анталья', 'Antalya'],
    features: [
      ['Lower and Upper Düden waterfalls', 'Walk through Kaleiçi', 'Hadrian’s Gate', 'Free time at the old harbour', 'Optional short boat trip'],
      ['Unterer und Oberer Düden-Wasserfall', 'Spaziergang durch Kaleiçi', 'Hadrianstor', 'Freizeit am alten Hafen', 'Optionale kurze Bootsfahrt'],
      ['Нижний и Верхний водопады Дюден', 'Прогулка по Калеичи', 'Ворота Адриана', 'Свободное время в старой гавани', 'Короткая морская прогулка по желанию'],
      ['Dolny i Górny wodospad Düden', 'Spacer po Kaleiçi', 'Brama Hadriana', 'Czas wolny w starym porcie', 'Krótki rejs łodzią (opcjonalnie)'],
    ],
  },
  'Tahtalı Dağı Olympos Teleferik Turu': {
    title: ['Tahtalı Mountain Olympos Cable Car Tour', 'Olympos-Seilbahn auf den Tahtalı', 'Канатная дорога Олимпос на гору Тахталы', 'Kolejka Olympos na górę Tahtalı'],
    description: [
      'From Tekirova the cable car takes us up to the 2,365-metre summit of Tahtalı Mountain in about 10 minutes. From above the clouds you get a bird’s-eye view of the coasts of Kemer, Antalya and Olympos, and may even find snow in summer.',
      'Ab Tekirova bringt uns die Seilbahn in rund 10 Minuten auf den 2365 Meter hohen Gipfel des Tahtalı. Über den Wolken sehen Sie die Küsten von Kemer, Antalya und Olympos aus der Vogelperspektive und finden selbst im Sommer manchmal Schnee.',
      'Из Текировы канатная дорога примерно за 10 минут поднимает нас на вершину горы Тахталы высотой 2365 метров. Над облаками открывается вид с высоты птичьего полёта на побережье Кемера, Антальи и Олимпоса, а снег можно встретить даже летом.',
      'Z Tekirovej kolejka linowa wwozi nas w około 10 minut na szczyt Tahtalı na wysokości 2365 metrów. Ponad chmurami podziwiasz z lotu ptaka wybrzeża Kemer, Antalyi i Olympos, a śnieg bywa tu nawet latem.',
    ],
    duration: ['Half day (5 hours)', 'Halbtägig (5 Stunden)', 'Полдня (5 часов)', 'Pół dnia (5 godzin)'],
    location: ['Tekirova, Kemer', 'Tekirova, Kemer', 'Текирова, Кемер', 'Tekirova, Kemer'],
    features: [
      ['2,365 m summit', 'Return cable car ride', 'Panoramic viewing terrace', 'Free time at the summit', 'Photo stops'],
      ['Gipfel auf 2365 m', 'Seilbahn hin und zurück', 'Panorama-Aussichtsterrasse', 'Freizeit auf dem Gipfel', 'Fotostopps'],
      ['Вершина 2365 м', 'Канатная дорога туда и обратно', 'Панорамная смотровая терраса', 'Свободное время на вершине', 'Остановки для фото'],
      ['Szczyt 2365 m', 'Kolejka w obie strony', 'Panoramiczny taras widokowy', 'Czas wolny na szczycie', 'Postoje na zdjęcia'],
    ],
  },
  'Alanya Şehir Turu': {
    title: ['Alanya City Tour', 'Stadtrundfahrt Alanya', 'Обзорная экскурсия по Аланье', 'Zwiedzanie Alanyi'],
    description: [
      'Walking the walls of the Seljuk-era Alanya Castle we see the Red Tower and the shipyard, and breathe the healing air of Damlataş Cave. The day ends with a swim at Cleopatra Beach and a short boat trip from the harbour.',
      'Auf den Mauern der seldschukischen Burg von Alanya sehen wir den Roten Turm und die Werft und atmen die heilsame Luft der Damlataş-Höhle. Der Tag endet mit einem Bad am Kleopatra-Strand und einer kurzen Bootsfahrt ab dem Hafen.',
      'Гуляя по стенам сельджукской крепости Аланьи, мы видим Красную башню и верфь и дышим целебным воздухом пещеры Дамлаташ. День завершается купанием на пляже Клеопатры и короткой морской прогулкой из гавани.',
      'Spacerując po murach seldżuckiej twierdzy w Alanyi, oglądamy Czerwoną Wieżę i stocznię oraz oddychamy leczniczym powietrzem jaskini Damlataş. Dzień kończy kąpiel na Plaży Kleopatry i krótki rejs z portu.',
    ],
    duration: ['Full day (8 hours)', 'Ganztägig (8 Stunden)', 'Весь день (8 часов)', 'Cały dzień (8 godzin)'],
    location: ['Alanya', 'Alanya', 'Аланья', 'Alanya'],
    features: [
      ['Alanya Castle', 'Red Tower and shipyard', 'Damlataş Cave', 'Cleopatra Beach', 'Harbour boat trip'],
      ['Burg von Alanya', 'Roter Turm und Werft', 'Damlataş-Höhle', 'Kleopatra-Strand', 'Bootsfahrt im Hafen'],
      ['Крепость Аланьи', 'Красная башня и верфь', 'Пещера Дамлаташ', 'Пляж Клеопатры', 'Морская прогулка из гавани'],
      ['Twierdza w Alanyi', 'Czerwona Wieża i stocznia', 'Jaskinia Damlataş', 'Plaża Kleopatry', 'Rejs po porcie'],
    ],
  },
  'Yeşil Kanyon Tekne Turu': {
    title: ['Green Canyon Boat Trip', 'Bootstour im Grünen Canyon', 'Морская прогулка по Зелёному каньону', 'Rejs po Zielonym Kanionie'],
    description: [
      'We glide by boat over the emerald waters of the Oymapınar reservoir, between steep canyon walls and pine forests. We stop to swim at the lake’s most beautiful spots and have a lunch of trout or chicken at a lakeside restaurant.',
      'Mit dem Boot gleiten wir über das smaragdgrüne Wasser des Oymapınar-Stausees, zwischen steilen Canyonwänden und Pinienwäldern. An den schönsten Stellen legen wir Badestopps ein und essen im Restaurant am Seeufer Forelle oder Hähnchen zu Mittag.',
      'Мы скользим на лодке по изумрудным водам водохранилища Оймапынар между отвесными стенами каньона и сосновыми лесами. Купаемся в самых красивых местах озера и обедаем форелью или курицей в ресторане на берегу.',
      'Płyniemy łodzią po szmaragdowych wodach zbiornika Oymapınar, między stromymi ścianami kanionu i lasami sosnowymi. W najpiękniejszych miejscach robimy przerwy na kąpiel, a obiad z pstrągiem lub kurczakiem jemy w restauracji nad jeziorem.',
    ],
    duration: ['Full day (9 hours)', 'Ganztägig (9 Stunden)', 'Весь день (9 часов)', 'Cały dzień (9 godzin)'],
    location: ['Oymapınar Dam, Manavgat', 'Oymapınar-Staudamm, Manavgat', 'Плотина Оймапынар, Манавгат', 'Zapora Oymapınar, Manavgat'],
    features: [
      ['Emerald-green reservoir', 'Boat trip through the canyon', 'Swim stop in the lake', 'Lakeside lunch', 'Visit to the Manavgat Waterfall'],
      ['Smaragdgrüner Stausee', 'Bootsfahrt durch den Canyon', 'Badestopp im See', 'Mittagessen am Seeufer', 'Besuch des Manavgat-Wasserfalls'],
      ['Изумрудное водохранилище', 'Прогулка на лодке по каньону', 'Купание в озере', 'Обед на берегу озера', 'Посещение водопада Манавгат'],
      ['Szmaragdowy zbiornik', 'Rejs przez kanion', 'Kąpiel w jeziorze', 'Obiad nad jeziorem', 'Wizyta przy wodospadzie Manavgat'],
    ],
  },
  'The Land of Legends Gece Şovu': {
    title: ['The Land of Legends Night Show', 'The Land of Legends Nachtshow', 'Ночное шоу в The Land of Legends', 'Nocny pokaz w The Land of Legends'],
    description: [
      'At The Land of Legends theme park in Belek we watch the water, light, laser and fireworks show staged in front of the fairy-tale castle. Before the show you can stroll along the shopping street and soak up the park’s magical atmosphere.',
      'Im Themenpark The Land of Legends in Belek erleben wir die Wasser-, Licht-, Laser- und Feuerwerksshow vor dem Märchenschloss. Vor der Show können Sie über die Einkaufsstraße bummeln und die magische Atmosphäre des Parks genießen.',
      'В тематическом парке The Land of Legends в Белеке мы смотрим шоу воды, света, лазеров и фейерверков у сказочного замка. До начала шоу можно прогуляться по торговой улице и насладиться волшебной атмосферой парка.',
      'W parku tematycznym The Land of Legends w Belek oglądamy pokaz wody, światła, laserów i fajerwerków przed baśniowym zamkiem. Przed pokazem możesz pospacerować ulicą handlową i chłonąć magiczną atmosferę parku.',
    ],
    duration: ['Evening (4 hours)', 'Abends (4 Stunden)', 'Вечер (4 часа)', 'Wieczór (4 godziny)'],
    location: ['Kadriye, Belek', 'Kadriye, Belek', 'Кадрие, Белек', 'Kadriye, Belek'],
    features: [
      ['Light and water show', 'Fireworks show', 'Fairy-tale castle', 'Free time on the shopping street', 'Canal boat ride'],
      ['Licht- und Wassershow', 'Feuerwerksshow', 'Märchenschloss', 'Freizeit auf der Einkaufsstraße', 'Bootsfahrt auf dem Kanal'],
      ['Шоу света и воды', 'Фейерверк', 'Сказочный замок', 'Свободное время на торговой улице', 'Прогулка на лодке по каналу'],
      ['Pokaz światła i wody', 'Pokaz fajerwerków', 'Baśniowy zamek', 'Czas wolny na ulicy handlowej', 'Rejs łodzią po kanale'],
    ],
  },
  'Kapadokya Turu (2 Gün 1 Gece)': {
    title: ['Cappadocia Tour (2 Days 1 Night)', 'Kappadokien-Tour (2 Tage, 1 Nacht)', 'Тур в Каппадокию (2 дня, 1 ночь)', 'Wycieczka do Kapadocji (2 dni, 1 noc)'],
    description: [
      'On this two-day tour from Antalya to Cappadocia we explore the Göreme Open-Air Museum, the fairy chimneys and an underground city. We spend the night in a cave hotel, and at sunrise those who wish float over the valleys in a hot-air balloon.',
      'Auf dieser zweitägigen Tour von Antalya nach Kappadokien entdecken wir das Freilichtmuseum Göreme, die Feenkamine und eine unterirdische Stadt. Wir übernachten in einem Höhlenhotel, und wer möchte, schwebt bei Sonnenaufgang im Heißluftballon über die Täler.',
      'В этом двухдневном туре из Антальи в Каппадокию мы исследуем музей под открытым небом Гёреме, «каминные трубы фей» и подземный город. Ночуем в пещерном отеле, а на рассвете желающие пролетают над долинами на воздушном шаре.',
      'Podczas dwudniowej wycieczki z Antalyi do Kapadocji zwiedzamy Muzeum na Wolnym Powietrzu w Göreme, kominy wróżek i podziemne miasto. Nocujemy w hotelu w jaskini, a chętni o wschodzie słońca lecą balonem nad dolinami.',
    ],
    duration: ['2 days 1 night', '2 Tage, 1 Nacht', '2 дня, 1 ночь', '2 dni, 1 noc'],
    location: ['Göreme, Nevşehir', 'Göreme, Nevşehir', 'Гёреме, Невшехир', 'Göreme, Nevşehir'],
    features: [
      ['Fairy chimneys and valleys', 'Göreme Open-Air Museum', 'Kaymaklı Underground City', 'Night in a cave hotel', 'Turkish night (optional)'],
      ['Feenkamine und Täler', 'Freilichtmuseum Göreme', 'Unterirdische Stadt Kaymaklı', 'Übernachtung im Höhlenhotel', 'Türkischer Abend (optional)'],
      ['«Каминные трубы фей» и долины', 'Музей под открытым небом Гёреме', 'Подземный город Каймаклы', 'Ночь в пещерном отеле', 'Турецкая ночь (по желанию)'],
      ['Kominy wróżek i doliny', 'Muzeum na Wolnym Powietrzu Göreme', 'Podziemne miasto Kaymaklı', 'Nocleg w hotelu w jaskini', 'Wieczór turecki (opcjonalnie)'],
    ],
  },
};

/**
 * A demo tour's translations: its own texts from the table above, its category and lists of
 * inclusions from the recurring terms. Undefined for a tour the table does not know.
 */
export function tourTranslations(tour: { title: string; category: string; location: string; inclusions: string[]; exclusions: string[] }, terms: (list: string[]) => FourLists, term: (tr: string, lang: 'en' | 'de' | 'ru' | 'pl') => string): Translations | undefined {
  const t = tours[tour.title];
  if (!t) return undefined;
  const category: Four = [term(tour.category, 'en'), term(tour.category, 'de'), term(tour.category, 'ru'), term(tour.category, 'pl')];
  return four({
    title: t.title,
    category,
    description: t.description,
    duration: t.duration,
    location: t.location,
    features: t.features,
    inclusions: terms(tour.inclusions),
    exclusions: terms(tour.exclusions),
  });
}
