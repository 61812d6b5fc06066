import type { Lang } from './languages.js';
import type { PublicPage } from '../public-paths.js';

/** A page's title and search-result description. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * What a search result and a link preview say about each public page, per language. The server
 * writes it into the page's head; the browser sets the same title when it moves between pages.
 */
export const PAGE_META: Record<Lang, Record<PublicPage | 'notFound', PageMeta>> = {
  tr: {
    home: {
      title: 'Riviera Transfer & Tur: Antalya havalimanı transferi ve turlar',
      description: 'Antalya havalimanı ve otel transferleri, özel turlar. TÜRSAB lisanslı acente; fiyatı hemen görün, online rezervasyon yapın.',
    },
    booking: {
      title: 'Transfer rezervasyonu | Riviera Transfer & Tur',
      description: 'Güzergâhınızı, aracınızı ve ek hizmetleri seçin; fiyatı anında görün ve transferinizi online ayırtın.',
    },
    bookingSuccess: {
      title: 'Rezervasyonunuz alındı | Riviera Transfer & Tur',
      description: 'Transfer rezervasyonunuzun özeti ve PNR kodunuz.',
    },
    bookingSearch: {
      title: 'Rezervasyon sorgula | Riviera Transfer & Tur',
      description: 'PNR kodunuzla transfer veya tur rezervasyonunuzu bulun.',
    },
    kvkkNotice: {
      title: 'KVKK Aydınlatma Metni | Riviera Transfer & Tur',
      description: 'Kişisel verilerinizin 6698 sayılı KVKK kapsamında nasıl işlendiği: amaçlar, hukuki sebepler, aktarım ve haklarınız.',
    },
    privacyPolicy: {
      title: 'Gizlilik Politikası | Riviera Transfer & Tur',
      description: 'Web sitemizde ve rezervasyonlarda kişisel verilerinizi nasıl topladığımız, kullandığımız ve koruduğumuz.',
    },
    notFound: { title: 'Sayfa bulunamadı | Riviera Transfer & Tur', description: 'Aradığınız sayfa bulunamadı.' },
  },
  en: {
    home: {
      title: 'Riviera Transfer & Tour: Antalya airport transfers and tours',
      description: 'Antalya airport and hotel transfers, private tours. TÜRSAB-licensed agency; see the price at once and book online.',
    },
    booking: {
      title: 'Book a transfer | Riviera Transfer & Tour',
      description: 'Choose your route, vehicle and extras, see the price at once and book your transfer online.',
    },
    bookingSuccess: {
      title: 'Booking received | Riviera Transfer & Tour',
      description: 'The summary of your transfer booking and your PNR code.',
    },
    bookingSearch: {
      title: 'Find my booking | Riviera Transfer & Tour',
      description: 'Find your transfer or tour booking with its PNR code.',
    },
    kvkkNotice: {
      title: 'Privacy notice (KVKK) | Riviera Transfer & Tour',
      description: 'How your personal data is processed under Turkish data protection law (KVKK): purposes, legal grounds, transfers and your rights.',
    },
    privacyPolicy: {
      title: 'Privacy policy | Riviera Transfer & Tour',
      description: 'How we collect, use and protect your personal data on our website and in your bookings.',
    },
    notFound: { title: 'Page not found | Riviera Transfer & Tour', description: 'The page you are looking for was not found.' },
  },
  de: {
    home: {
      title: 'Riviera Transfer & Tour: Flughafentransfers und Touren in Antalya',
      description: 'Flughafen- und Hoteltransfers in Antalya, private Touren. TÜRSAB-lizenzierte Agentur; Preis sofort sehen und online buchen.',
    },
    booking: {
      title: 'Transfer buchen | Riviera Transfer & Tour',
      description: 'Strecke, Fahrzeug und Extras wählen, den Preis sofort sehen und den Transfer online buchen.',
    },
    bookingSuccess: {
      title: 'Buchung eingegangen | Riviera Transfer & Tour',
      description: 'Die Übersicht Ihrer Transferbuchung und Ihr PNR-Code.',
    },
    bookingSearch: {
      title: 'Buchung suchen | Riviera Transfer & Tour',
      description: 'Finden Sie Ihre Transfer- oder Tourbuchung mit dem PNR-Code.',
    },
    kvkkNotice: {
      title: 'Datenschutzhinweis (KVKK) | Riviera Transfer & Tour',
      description: 'Wie Ihre personenbezogenen Daten nach dem türkischen Datenschutzgesetz (KVKK) verarbeitet werden: Zwecke, Rechtsgründe, Übermittlung und Ihre Rechte.',
    },
    privacyPolicy: {
      title: 'Datenschutzerklärung | Riviera Transfer & Tour',
      description: 'Wie wir Ihre personenbezogenen Daten auf unserer Website und bei Buchungen erheben, nutzen und schützen.',
    },
    notFound: { title: 'Seite nicht gefunden | Riviera Transfer & Tour', description: 'Die gesuchte Seite wurde nicht gefunden.' },
  },
  ru: {
    home: {
      title: 'Riviera Transfer & Tour: трансферы из аэропорта Анталии и туры',
      description: 'Трансферы из аэропорта Анталии и отелей, индивидуальные туры. Агентство с лицензией TÜRSAB; цена сразу, бронирование онлайн.',
    },
    booking: {
      title: 'Заказать трансфер | Riviera Transfer & Tour',
      description: 'Выберите маршрут, автомобиль и дополнительные услуги, сразу узнайте цену и закажите трансфер онлайн.',
    },
    bookingSuccess: {
      title: 'Бронирование принято | Riviera Transfer & Tour',
      description: 'Сводка вашего бронирования трансфера и ваш PNR-код.',
    },
    bookingSearch: {
      title: 'Найти бронирование | Riviera Transfer & Tour',
      description: 'Найдите бронирование трансфера или тура по PNR-коду.',
    },
    kvkkNotice: {
      title: 'Уведомление о персональных данных (KVKK) | Riviera Transfer & Tour',
      description: 'Как обрабатываются ваши персональные данные по турецкому закону о защите данных (KVKK): цели, основания, передача и ваши права.',
    },
    privacyPolicy: {
      title: 'Политика конфиденциальности | Riviera Transfer & Tour',
      description: 'Как мы собираем, используем и защищаем ваши персональные данные на сайте и при бронировании.',
    },
    notFound: { title: 'Страница не найдена | Riviera Transfer & Tour', description: 'Запрошенная страница не найдена.' },
  },
  pl: {
    home: {
      title: 'Riviera Transfer & Tour: transfery z lotniska w Antalyi i wycieczki',
      description: 'Transfery z lotniska i hoteli w Antalyi, prywatne wycieczki. Agencja z licencją TÜRSAB; cena od razu, rezerwacja online.',
    },
    booking: {
      title: 'Zarezerwuj transfer | Riviera Transfer & Tour',
      description: 'Wybierz trasę, pojazd i dodatki, od razu zobacz cenę i zarezerwuj transfer online.',
    },
    bookingSuccess: {
      title: 'Rezerwacja przyjęta | Riviera Transfer & Tour',
      description: 'Podsumowanie rezerwacji transferu i Twój kod PNR.',
    },
    bookingSearch: {
      title: 'Znajdź rezerwację | Riviera Transfer & Tour',
      description: 'Znajdź rezerwację transferu lub wycieczki po kodzie PNR.',
    },
    kvkkNotice: {
      title: 'Klauzula informacyjna (KVKK) | Riviera Transfer & Tour',
      description: 'Jak przetwarzamy Twoje dane osobowe zgodnie z tureckim prawem ochrony danych (KVKK): cele, podstawy prawne, przekazywanie i Twoje prawa.',
    },
    privacyPolicy: {
      title: 'Polityka prywatności | Riviera Transfer & Tour',
      description: 'Jak zbieramy, wykorzystujemy i chronimy Twoje dane osobowe na naszej stronie i przy rezerwacjach.',
    },
    notFound: { title: 'Nie znaleziono strony | Riviera Transfer & Tour', description: 'Szukana strona nie została znaleziona.' },
  },
};
