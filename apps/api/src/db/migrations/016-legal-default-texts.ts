/**
 * The first texts of the KVKK notice and the privacy policy (migration 016), in the five languages.
 * Data, not live code: a landed migration must read the same forever, so these never change here;
 * staff edit the stored copies in the back office. `{company_name}`, `{contact_address}`,
 * `{contact_email}` and `{contact_phone}` are filled from the site settings when a visitor reads
 * them, so the data controller is always the operator the site names. Markup: a blank line between
 * paragraphs, '## ' for a heading, '- ' for a list item.
 */
export const LEGAL_DEFAULT_TEXTS = [
  {
    kind: 'kvkk_notice',
    title: 'KVKK Aydınlatma Metni',
    content: `## Veri sorumlusu
6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla {company_name} ({contact_address}) tarafından aşağıda açıklanan kapsamda işlenmektedir.

## İşlenen kişisel veriler
- Kimlik: ad, soyad, T.C. kimlik veya pasaport numarası (yolcular için)
- İletişim: e-posta adresi, telefon numarası
- Yolculuk: alış ve varış noktaları, tarih ve saat, uçuş kodu ve saatleri, otel adı, bagaj, özel istekler, uçak bileti görseli
- İşlem güvenliği: IP adresi ve işlem kayıtları

## İşleme amaçları
- Transfer ve tur rezervasyonunun kurulması ve ifası
- Rezervasyon onayı, değişiklik ve iptal bildirimlerinin gönderilmesi
- Şoför ve araç planlamasının yapılması, havalimanında karşılama
- Muhasebe, fatura ve yasal yükümlülüklerin yerine getirilmesi (TÜRSAB ve turizm mevzuatı dahil)
- Açık rızanız olması halinde kampanya ve duyuruların iletilmesi

## Hukuki sebepler (KVKK m. 5)
Kişisel verileriniz; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (m. 5/2-c), veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi (m. 5/2-ç), bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (m. 5/2-f) hukuki sebeplerine dayanarak işlenir. Pazarlama iletileri yalnızca açık rızanıza (m. 5/1) dayanır ve bu rızayı dilediğiniz zaman geri alabilirsiniz.

## Aktarılan kişiler
Verileriniz yalnızca hizmetin gerektirdiği ölçüde; transferi yapan şoför ve iş ortağı taşımacılara, tur hizmetini sunan iş ortaklarına, e-posta ve barındırma hizmeti sağlayıcılarımıza ve talep halinde yetkili kamu kurumlarına aktarılabilir.

## Toplama yöntemi
Kişisel verileriniz internet sitemizdeki rezervasyon formları, e-posta, telefon ve WhatsApp aracılığıyla elektronik ortamda toplanır.

## Haklarınız (KVKK m. 11)
- Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme
- İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme
- Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme
- Eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme
- Düzeltme, silme ve yok etme işlemlerinin aktarılan üçüncü kişilere bildirilmesini isteme
- Münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme
- Kanuna aykırı işleme sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme

## Başvuru
Haklarınıza ilişkin taleplerinizi {contact_email} adresine e-posta ile veya {contact_address} adresine yazılı olarak iletebilirsiniz. Başvurunuz en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. Sorularınız için: {contact_phone}.`,
    translations: {
      en: {
        title: 'KVKK Privacy Notice',
        content: `## Data controller
Under the Turkish Law No. 6698 on the Protection of Personal Data ("KVKK"), your personal data is processed by {company_name} ({contact_address}) as the data controller, as described below.

## Personal data processed
- Identity: first name, last name, Turkish ID or passport number (of travellers)
- Contact: e-mail address, phone number
- Trip: pickup and destination, date and time, flight code and times, hotel name, luggage, special requests, flight ticket image
- Transaction security: IP address and activity records

## Purposes
- Making and carrying out your transfer or tour booking
- Sending confirmations, changes and cancellations
- Planning drivers and vehicles, meeting you at the airport
- Accounting, invoicing and legal obligations (including TÜRSAB and tourism regulations)
- Sending offers and news, only with your explicit consent

## Legal bases (KVKK art. 5)
Your data is processed because it is necessary to conclude or perform a contract (art. 5/2-c), to comply with our legal obligations (art. 5/2-ç), to establish, exercise or defend a right (art. 5/2-e), and for our legitimate interests provided your fundamental rights are not harmed (art. 5/2-f). Marketing messages rely solely on your explicit consent (art. 5/1), which you may withdraw at any time.

## Recipients
Only as far as the service requires: the driver and partner carriers performing the transfer, partners providing the tour, our e-mail and hosting providers, and public authorities when legally required.

## How data is collected
Electronically, through the booking forms on our website, by e-mail, phone and WhatsApp.

## Your rights (KVKK art. 11)
- To learn whether your personal data is processed and to request information about it
- To learn the purpose of processing and whether it is used accordingly
- To know the third parties in Turkey or abroad to whom it is transferred
- To request correction of incomplete or inaccurate data, and erasure or destruction where the conditions are met
- To request that corrections and erasures be notified to the third parties who received the data
- To object to a result against you arising solely from automated analysis
- To claim compensation for damage caused by unlawful processing

## How to apply
Send your request by e-mail to {contact_email} or in writing to {contact_address}. It is answered free of charge within thirty days at the latest. Questions: {contact_phone}.`,
      },
      de: {
        title: 'Datenschutzhinweis nach KVKK',
        content: `## Verantwortlicher
Nach dem türkischen Gesetz Nr. 6698 zum Schutz personenbezogener Daten ("KVKK") werden Ihre personenbezogenen Daten von {company_name} ({contact_address}) als Verantwortlichem wie folgt verarbeitet.

## Verarbeitete Daten
- Identität: Vorname, Nachname, türkische Ausweis- oder Reisepassnummer (der Reisenden)
- Kontakt: E-Mail-Adresse, Telefonnummer
- Reise: Abhol- und Zielort, Datum und Uhrzeit, Flugnummer und -zeiten, Hotelname, Gepäck, besondere Wünsche, Bild des Flugtickets
- Vorgangssicherheit: IP-Adresse und Protokolle

## Zwecke
- Abschluss und Durchführung Ihrer Transfer- oder Tourbuchung
- Versand von Bestätigungen, Änderungen und Stornierungen
- Planung von Fahrern und Fahrzeugen, Empfang am Flughafen
- Buchhaltung, Rechnungsstellung und gesetzliche Pflichten (einschließlich TÜRSAB und Tourismusrecht)
- Angebote und Neuigkeiten nur mit Ihrer ausdrücklichen Einwilligung

## Rechtsgrundlagen (KVKK Art. 5)
Die Verarbeitung ist für den Abschluss oder die Erfüllung eines Vertrags erforderlich (Art. 5/2-c), dient der Erfüllung unserer rechtlichen Pflichten (Art. 5/2-ç), der Begründung, Ausübung oder Verteidigung eines Rechts (Art. 5/2-e) sowie unseren berechtigten Interessen, sofern Ihre Grundrechte nicht verletzt werden (Art. 5/2-f). Werbenachrichten beruhen allein auf Ihrer ausdrücklichen Einwilligung (Art. 5/1), die Sie jederzeit widerrufen können.

## Empfänger
Nur soweit der Dienst es erfordert: Fahrer und Partnerbeförderer, Tourpartner, unsere E-Mail- und Hosting-Anbieter sowie Behörden, wenn das Gesetz es verlangt.

## Erhebung
Elektronisch über die Buchungsformulare unserer Website, per E-Mail, Telefon und WhatsApp.

## Ihre Rechte (KVKK Art. 11)
- Auskunft, ob Ihre Daten verarbeitet werden, und Informationen darüber
- Den Zweck der Verarbeitung und dessen Einhaltung zu erfahren
- Die Empfänger im In- und Ausland zu kennen
- Berichtigung unvollständiger oder falscher Daten sowie Löschung oder Vernichtung, wenn die Voraussetzungen vorliegen
- Mitteilung von Berichtigungen und Löschungen an die Empfänger
- Widerspruch gegen ein nachteiliges Ergebnis ausschließlich automatisierter Auswertung
- Ersatz eines durch rechtswidrige Verarbeitung entstandenen Schadens

## Antrag
Senden Sie Ihren Antrag per E-Mail an {contact_email} oder schriftlich an {contact_address}. Er wird innerhalb von spätestens dreißig Tagen kostenlos beantwortet. Fragen: {contact_phone}.`,
      },
      ru: {
        title: 'Уведомление об обработке персональных данных (KVKK)',
        content: `## Оператор данных
В соответствии с Законом Турции № 6698 о защите персональных данных ("KVKK") ваши персональные данные обрабатываются компанией {company_name} ({contact_address}) как оператором данных в описанном ниже объёме.

## Обрабатываемые данные
- Личность: имя, фамилия, номер турецкого удостоверения или паспорта (пассажиров)
- Контакты: адрес электронной почты, номер телефона
- Поездка: место подачи и назначения, дата и время, номер и время рейса, отель, багаж, особые пожелания, изображение билета
- Безопасность операций: IP-адрес и журналы действий

## Цели обработки
- Оформление и выполнение бронирования трансфера или тура
- Отправка подтверждений, изменений и отмен
- Планирование водителей и автомобилей, встреча в аэропорту
- Бухгалтерия, выставление счетов и выполнение требований закона (включая TÜRSAB и туристическое законодательство)
- Рассылка предложений и новостей — только с вашего явного согласия

## Правовые основания (ст. 5 KVKK)
Данные обрабатываются, поскольку это необходимо для заключения или исполнения договора (ст. 5/2-c), для выполнения наших юридических обязанностей (ст. 5/2-ç), для установления, осуществления или защиты права (ст. 5/2-e) и в наших законных интересах при условии, что ваши основные права не нарушаются (ст. 5/2-f). Рекламные сообщения основаны только на вашем явном согласии (ст. 5/1), которое можно отозвать в любое время.

## Получатели
Только в объёме, необходимом для услуги: водитель и партнёрские перевозчики, партнёры по турам, наши поставщики электронной почты и хостинга, а также государственные органы по требованию закона.

## Способ сбора
В электронном виде — через формы бронирования на сайте, по электронной почте, телефону и WhatsApp.

## Ваши права (ст. 11 KVKK)
- Узнать, обрабатываются ли ваши данные, и запросить сведения о них
- Узнать цель обработки и соответствие ей
- Знать третьих лиц в Турции и за рубежом, которым данные переданы
- Потребовать исправления неполных или неверных данных, а при наличии оснований — их удаления или уничтожения
- Потребовать уведомления получателей об исправлении и удалении
- Возразить против неблагоприятного результата исключительно автоматизированного анализа
- Требовать возмещения ущерба от незаконной обработки

## Как подать запрос
Направьте запрос по электронной почте на {contact_email} или письменно по адресу {contact_address}. Ответ предоставляется бесплатно не позднее чем через тридцать дней. Вопросы: {contact_phone}.`,
      },
      pl: {
        title: 'Klauzula informacyjna KVKK',
        content: `## Administrator danych
Zgodnie z turecką ustawą nr 6698 o ochronie danych osobowych ("KVKK") Twoje dane osobowe przetwarza {company_name} ({contact_address}) jako administrator danych, w zakresie opisanym poniżej.

## Przetwarzane dane
- Tożsamość: imię, nazwisko, numer tureckiego dowodu lub paszportu (podróżnych)
- Kontakt: adres e-mail, numer telefonu
- Podróż: miejsce odbioru i cel, data i godzina, numer i godziny lotu, hotel, bagaż, szczególne życzenia, zdjęcie biletu
- Bezpieczeństwo operacji: adres IP i rejestry działań

## Cele przetwarzania
- Zawarcie i wykonanie rezerwacji transferu lub wycieczki
- Wysyłanie potwierdzeń, zmian i anulacji
- Planowanie kierowców i pojazdów, powitanie na lotnisku
- Księgowość, faktury i obowiązki prawne (w tym TÜRSAB i przepisy turystyczne)
- Oferty i nowości wyłącznie za Twoją wyraźną zgodą

## Podstawy prawne (art. 5 KVKK)
Dane przetwarzamy, ponieważ jest to niezbędne do zawarcia lub wykonania umowy (art. 5/2-c), do wypełnienia naszych obowiązków prawnych (art. 5/2-ç), do ustalenia, wykonania lub obrony prawa (art. 5/2-e) oraz w naszym prawnie uzasadnionym interesie, o ile nie narusza to Twoich podstawowych praw (art. 5/2-f). Wiadomości marketingowe opierają się wyłącznie na Twojej wyraźnej zgodzie (art. 5/1), którą możesz w każdej chwili wycofać.

## Odbiorcy
Tylko w zakresie wymaganym przez usługę: kierowca i przewoźnicy partnerscy, partnerzy wycieczek, nasi dostawcy poczty e-mail i hostingu oraz organy publiczne, gdy wymaga tego prawo.

## Sposób zbierania
Elektronicznie, przez formularze rezerwacji na stronie, e-mailem, telefonicznie i przez WhatsApp.

## Twoje prawa (art. 11 KVKK)
- Dowiedzieć się, czy Twoje dane są przetwarzane, i uzyskać o nich informacje
- Poznać cel przetwarzania i to, czy dane są wykorzystywane zgodnie z nim
- Znać odbiorców danych w Turcji i za granicą
- Żądać sprostowania niepełnych lub błędnych danych, a gdy spełnione są warunki — ich usunięcia lub zniszczenia
- Żądać powiadomienia odbiorców o sprostowaniu i usunięciu
- Sprzeciwić się niekorzystnemu wynikowi wyłącznie zautomatyzowanej analizy
- Żądać naprawienia szkody wyrządzonej niezgodnym z prawem przetwarzaniem

## Jak złożyć wniosek
Wyślij wniosek e-mailem na adres {contact_email} lub pisemnie na adres {contact_address}. Odpowiedź otrzymasz bezpłatnie najpóźniej w ciągu trzydziestu dni. Pytania: {contact_phone}.`,
      },
    },
  },
  {
    kind: 'privacy_policy',
    title: 'Gizlilik Politikası',
    content: `## Kapsam
Bu politika, {company_name} internet sitesini ziyaret ettiğinizde ve rezervasyon yaptığınızda bilgilerinizin nasıl korunduğunu açıklar. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar KVKK Aydınlatma Metni'nde yer alır.

## Çerezler
Sitemiz yalnızca çalışması için gerekli çerezleri ve tarayıcı depolamasını kullanır (dil tercihi, yönetim paneli oturumu). Reklam veya izleme çerezi kullanılmaz.

## Güvenlik
Veriler şifreli bağlantı (HTTPS) üzerinden iletilir; yönetim paneline yalnızca yetkili personel erişebilir ve erişimler kayıt altına alınır. Bilet görselleri yalnızca rezervasyonun yürütülmesi için saklanır.

## Saklama süresi
Rezervasyon bilgileri yolculuktan sonra yasal ve ticari yükümlülüklerin gerektirdiği süre boyunca saklanır, ardından silinir veya anonim hale getirilir.

## Pazarlama iletileri
Kampanya e-postaları yalnızca rezervasyon sırasında ayrıca onay verdiyseniz gönderilir. Onayınızı {contact_email} adresine yazarak istediğiniz zaman geri alabilirsiniz.

## İletişim
{company_name}, {contact_address} · {contact_email} · {contact_phone}`,
    translations: {
      en: {
        title: 'Privacy Policy',
        content: `## Scope
This policy explains how your information is protected when you visit the {company_name} website and make a booking. Details of how your personal data is processed are given in the KVKK Privacy Notice.

## Cookies
Our site uses only the cookies and browser storage it needs to work (language choice, back-office session). No advertising or tracking cookies are used.

## Security
Data travels over an encrypted connection (HTTPS); only authorised staff can reach the back office, and their access is logged. Ticket images are kept only to carry out the booking.

## Retention
Booking details are kept after the trip for as long as legal and commercial obligations require, then erased or anonymised.

## Marketing messages
Offers are e-mailed only if you gave separate consent when booking. You can withdraw it at any time by writing to {contact_email}.

## Contact
{company_name}, {contact_address} · {contact_email} · {contact_phone}`,
      },
      de: {
        title: 'Datenschutzerklärung',
        content: `## Geltungsbereich
Diese Erklärung beschreibt, wie Ihre Angaben geschützt werden, wenn Sie die Website von {company_name} besuchen und buchen. Einzelheiten zur Verarbeitung Ihrer personenbezogenen Daten enthält der Datenschutzhinweis nach KVKK.

## Cookies
Unsere Website verwendet nur die Cookies und den Browserspeicher, die sie zum Funktionieren braucht (Sprachwahl, Sitzung des Verwaltungsbereichs). Werbe- oder Tracking-Cookies werden nicht verwendet.

## Sicherheit
Daten werden verschlüsselt (HTTPS) übertragen; nur befugte Mitarbeitende erreichen den Verwaltungsbereich, und Zugriffe werden protokolliert. Ticketbilder werden nur zur Durchführung der Buchung aufbewahrt.

## Speicherdauer
Buchungsdaten werden nach der Reise so lange aufbewahrt, wie gesetzliche und geschäftliche Pflichten es verlangen, und danach gelöscht oder anonymisiert.

## Werbenachrichten
Angebote senden wir nur, wenn Sie bei der Buchung gesondert eingewilligt haben. Sie können die Einwilligung jederzeit per E-Mail an {contact_email} widerrufen.

## Kontakt
{company_name}, {contact_address} · {contact_email} · {contact_phone}`,
      },
      ru: {
        title: 'Политика конфиденциальности',
        content: `## Область применения
Эта политика объясняет, как защищаются ваши сведения, когда вы посещаете сайт {company_name} и бронируете. Подробности обработки персональных данных приведены в Уведомлении KVKK.

## Файлы cookie
Сайт использует только cookie и хранилище браузера, необходимые для работы (выбор языка, сеанс панели управления). Рекламные и отслеживающие cookie не используются.

## Безопасность
Данные передаются по зашифрованному соединению (HTTPS); доступ к панели управления есть только у уполномоченных сотрудников, и он журналируется. Изображения билетов хранятся только для выполнения бронирования.

## Срок хранения
Данные бронирования хранятся после поездки столько, сколько требуют законные и коммерческие обязательства, затем удаляются или обезличиваются.

## Рекламные сообщения
Предложения отправляются, только если при бронировании вы дали отдельное согласие. Отозвать его можно в любое время, написав на {contact_email}.

## Контакты
{company_name}, {contact_address} · {contact_email} · {contact_phone}`,
      },
      pl: {
        title: 'Polityka prywatności',
        content: `## Zakres
Niniejsza polityka wyjaśnia, jak chronimy Twoje informacje, gdy odwiedzasz stronę {company_name} i dokonujesz rezerwacji. Szczegóły przetwarzania danych osobowych zawiera Klauzula informacyjna KVKK.

## Pliki cookie
Strona używa wyłącznie plików cookie i pamięci przeglądarki niezbędnych do działania (wybór języka, sesja panelu administracyjnego). Nie używamy reklamowych ani śledzących plików cookie.

## Bezpieczeństwo
Dane przesyłane są szyfrowanym połączeniem (HTTPS); do panelu administracyjnego mają dostęp tylko upoważnieni pracownicy, a dostęp jest rejestrowany. Zdjęcia biletów przechowujemy tylko na potrzeby realizacji rezerwacji.

## Okres przechowywania
Dane rezerwacji przechowujemy po podróży tak długo, jak wymagają tego obowiązki prawne i handlowe, a następnie usuwamy je lub anonimizujemy.

## Wiadomości marketingowe
Oferty wysyłamy tylko wtedy, gdy podczas rezerwacji wyraziłeś osobną zgodę. Możesz ją w każdej chwili wycofać, pisząc na {contact_email}.

## Kontakt
{company_name}, {contact_address} · {contact_email} · {contact_phone}`,
      },
    },
  },
] as const;
