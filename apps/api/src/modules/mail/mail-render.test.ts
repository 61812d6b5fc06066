import fs from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { formatPrice } from '@riviera/domain';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND } from '../../test/mail-fixtures.js';
import type { Trip } from './mail-content.js';
import { renderMail } from './mail-render.js';
import { MAIL_LANGUAGES, mailTexts } from './mail-texts.js';
import { renderVoucher } from '../self-service/voucher.js';

const brand = TEST_BRAND;

const trip: Trip = {
  kind: 'transfer',
  pnr: 'K7M2QX9A',
  status: 'pending',
  customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  legs: [
    { kind: 'outbound', date: '2026-12-10', time: '14:30', from: 'Antalya Havalimanı (AYT)', to: 'Kemer' },
    { kind: 'return', date: '2026-12-17', time: '10:00', from: 'Kemer', to: 'Antalya Havalimanı (AYT)' },
  ],
  adults: 3,
  children: 0,
  guests: ['Łucja Żółć', 'Олег Петров'],
  luggage: { large: 2, medium: 0, small: 1, hand: 2 },
  vehicle: 'Mercedes Vito',
  flight: { code: 'TK2412', landing: '13:50', departure: null },
  hotel: 'Rixos Premium',
  extras: ['Bebek Koltuğu'],
  specialRequests: null,
  total: 103,
  currency: 'EUR',
  price: { kind: 'transfer', trip: 91, extras: [12] },
  airportPickup: true,
  pickups: ['airport', 'address'],
  cancellation: { open: true, deadline: new Date('2026-12-09T11:30:00.000Z') },
  bookedLanguage: 'de',
  ticketImage: true,
};

const manageUrl = 'https://riviera.example/booking-search?pnr=K7M2QX9A';
const previewDir = process.env.MAIL_PREVIEW_DIR;

describe('the confirmation mail and the voucher in each of the five languages', () => {
  for (const language of MAIL_LANGUAGES) {
    it(`${language}: subject, greeting, both legs, arrival help, price, licence and manage link in ${language}`, async () => {
      const t = mailTexts(language);
      const mail = await renderMail(trip, brand, {
        template: 'created',
        recipient: 'customer',
        language,
        manageUrl,
        note: null,
      });
      expect(mail.subject).toBe(t.subject_created.replace('{pnr}', 'K7M2QX9A'));
      for (const part of [
        t.outbound,
        t.return,
        t.meet_title,
        `${t.outbound}: ${t.arrival_text}`,
        `${t.return}: ${t.meet_address}`,
        t.manage_button,
        `${t.tursab}: 18012`,
        'Kemer → Antalya Havalimanı (AYT)',
        'Łucja Żółć',
        'Олег Петров',
        'TK2412',
      ]) {
        expect(mail.text.includes(part) || mail.html.includes(part), part).toBe(true);
      }
      // whole units, as the site shows them, and the lines the total is made of (decision 027)
      expect(mail.text).toContain(formatPrice(103, 'EUR', t.locale));
      expect(mail.text).toContain(
        `${t.kind_transfer} ${formatPrice(91, 'EUR', t.locale)} + ${t.extras} ${formatPrice(12, 'EUR', t.locale)}`,
      );
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('width=device-width');

      const pdf = await renderVoucher(trip, brand, language, manageUrl);
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain('K7M2QX9A');
      expect(text).toContain('18012');
      expect(text).toContain(t.voucher_title);
      if (previewDir) {
        fs.mkdirSync(previewDir, { recursive: true });
        fs.writeFileSync(path.join(previewDir, `mail-${language}.html`), mail.html);
        fs.writeFileSync(path.join(previewDir, `voucher-${language}.pdf`), pdf);
      }
    });
  }

  it("the operator's mail carries the customer's contact and a change request's note, and no arrival help", async () => {
    const mail = await renderMail(trip, brand, {
      template: 'change_request',
      recipient: 'operator',
      language: 'tr',
      manageUrl,
      note: 'Otel: Akra',
    });
    expect(mail.subject).toBe('Değişiklik talebi – PNR K7M2QX9A');
    // the back office's page for this booking, its number, the customer's language, the ticket (issue 25 item 6)
    expect(mail.text).toContain(`Rezervasyonu yönetim panelinde aç: ${brand.siteUrl}/admin/bookings?search=K7M2QX9A`);
    expect(mail.html).toContain(`href="${brand.siteUrl}/admin/bookings?search=K7M2QX9A"`);
    expect(mail.text).toContain('Rezervasyon no (PNR): K7M2QX9A');
    expect(mail.text).toContain('Müşterinin dili: Almanca (de)');
    expect(mail.text).toContain('Bilet görseli: Yüklendi');
    // the same price lines as the customer's mail, in Turkish
    expect(mail.text).toContain('Fiyat: Transfer €91 + Ekstralar €12');
    expect(mail.text).toContain('Toplam: €103');
    expect(mail.text).toContain('ayse@example.com');
    expect(mail.text).toContain('Otel: Akra');
    expect(mail.text).not.toContain('Havalimanında karşılama');
    expect(mail.text).not.toContain(mailTexts('tr').meet_title);
  });

  it('a German round trip: pay the driver both directions on arrival, the amount, the deadline in Istanbul time (issue 25)', async () => {
    const mail = await renderMail(trip, brand, { template: 'created', recipient: 'customer', language: 'de', manageUrl, note: null });
    const line = 'Bei Hin- und Rückfahrt bezahlen Sie beide Richtungen bei Ankunft beim Fahrer, in EUR: 103 €.';
    expect(mail.text).toContain(line);
    expect(mail.text).toContain('Kostenlose Online-Stornierung bis 9. Dezember 2026 um 14:30 (Istanbuler Zeit).');
    expect(mail.text).toContain('3 Fahrgäste');
    expect(mail.text).toContain('2 große Koffer, 1 kleiner Koffer, 2 Handgepäckstücke');
    const parser = new PDFParse({ data: new Uint8Array(await renderVoucher(trip, brand, 'de', manageUrl)) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(line);
    expect(text).toContain('bis 9. Dezember 2026 um 14:30 (Istanbuler Zeit)');
    expect(text).toContain('Bitte warten Sie zur Abholzeit an der Rezeption');
  });

  it('a late booking is told online cancellation has closed; a tour is met at its pickup point', async () => {
    const tour: Trip = {
      ...trip,
      kind: 'tour',
      legs: [{ kind: 'tour', date: '2026-12-10', time: '09:00', from: 'Pamukkale', to: 'Denizli' }],
      adults: 1,
      children: 5,
      luggage: null,
      pickups: ['tour'],
      price: { kind: 'tour', adults: { unit: 41, quantity: 1, amount: 41 }, children: { unit: 12, quantity: 5, amount: 60 } },
      cancellation: { open: false, deadline: new Date('2026-12-09T06:00:00.000Z') },
    };
    const mail = await renderMail(tour, brand, { template: 'created', recipient: 'customer', language: 'ru', manageUrl, note: null });
    const t = mailTexts('ru');
    expect(mail.text).toContain(t.cancel_closed);
    expect(mail.text).not.toContain('Бесплатная отмена онлайн — до');
    expect(mail.text).toContain(t.meet_tour);
    expect(mail.text).toContain('1 взрослый, 5 детей');
    expect(mail.text).toContain('Оплата — в день тура, в EUR:');
  });

  it("a tour's mail and voucher show lines that add up to the total: 2 × $41 + 1 × $21 = $103 (issue 32)", async () => {
    const tour: Trip = {
      ...trip,
      kind: 'tour',
      legs: [{ kind: 'tour', date: '2026-12-10', time: '09:00', from: 'Pamukkale', to: 'Denizli' }],
      adults: 2,
      children: 1,
      luggage: null,
      extras: [],
      currency: 'USD',
      total: 103,
      price: {
        kind: 'tour',
        adults: { unit: 41, quantity: 2, amount: 82 },
        children: { unit: 21, quantity: 1, amount: 21 },
      },
      airportPickup: false,
      pickups: ['tour'],
    };
    const mail = await renderMail(tour, brand, {
      template: 'created',
      recipient: 'customer',
      language: 'en',
      manageUrl,
      note: null,
    });
    expect(mail.text).toContain('2 × $41 (adults) + 1 × $21 (children)');
    expect(mail.text).toContain('$103');
    const parser = new PDFParse({ data: new Uint8Array(await renderVoucher(tour, brand, 'en', manageUrl)) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('2 × $41 (adults) + 1 × $21 (children)');
    expect(text).toContain('$103');
  });

  it("a cancelled departure's mail speaks the guest's language and carries the operator's words as ours (issue 27)", async () => {
    const tour: Trip = {
      ...trip,
      kind: 'tour',
      legs: [{ kind: 'tour', date: '2026-12-10', time: '09:00', from: 'Yeşil Kanyon', to: 'Manavgat' }],
      airportPickup: false,
      pickups: ['tour'],
    };
    const note = 'Шторм: тур не состоится. Деньги вернём полностью.';
    const mail = await renderMail(tour, brand, {
      template: 'departure_cancelled',
      recipient: 'customer',
      language: 'ru',
      manageUrl,
      note,
    });
    const t = mailTexts('ru');
    expect(mail.subject).toBe(t.subject_departure_cancelled.replace('{pnr}', trip.pnr));
    expect(mail.text).toContain(t.intro_departure_cancelled);
    expect(mail.text).toContain(`${t.note_operator}:\n${note}`);
    expect(mail.text).not.toContain(t.note);
    expect(mail.html).toContain(note);
  });

  it('escapes what customers typed into the HTML', async () => {
    const mail = await renderMail({ ...trip, hotel: '<script>alert(1)</script>' }, brand, {
      template: 'created',
      recipient: 'customer',
      language: 'en',
      manageUrl,
      note: null,
    });
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
