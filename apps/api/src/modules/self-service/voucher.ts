import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Brand, Trip } from '../mail/mail-content.js';
import { mailTexts } from '../mail/mail-texts.js';
import { customerNotices, detailRows, legSections } from '../mail/trip-rows.js';

const require = createRequire(import.meta.url);
// DejaVu ships through npm (no system fonts needed) and covers Turkish, Cyrillic and Polish letters.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#0e7490';

type Texts = ReturnType<typeof mailTexts>;
type Doc = PDFKit.PDFDocument;

/** A4 with the voucher's fonts, and the PDF's bytes once the drawing ends. */
function openDocument(trip: Trip, brand: Brand, t: Texts): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${t.voucher_title} ${trip.pnr}`, Author: brand.siteName },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The banner, the QR code, the PNR and the operator's licence, each at a fixed place on page one. */
function drawHeader(doc: Doc, trip: Trip, brand: Brand, t: Texts, qr: Buffer): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 90).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(22)
    .text(brand.siteName, left, 30, { width: width - 150 });
  doc.font('body').fontSize(11).text(t.voucher_title, left, 60);
  doc.image(qr, doc.page.width - doc.page.margins.right - 120, 100, { width: 120 });

  doc.fillColor(MUTED).font('body').fontSize(10).text(t.pnr, left, 110);
  doc.fillColor(INK).font('bold').fontSize(28).text(trip.pnr, left, 124, { characterSpacing: 2 });
  doc
    .fillColor(MUTED)
    .font('body')
    .fontSize(10)
    .text(t.voucher_show, left, 162, { width: width - 140 });
  if (brand.tursab)
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(10)
      .text(`${t.tursab}: ${brand.tursab}`, left, 180, { width: width - 140 });
  if (brand.companyName)
    doc
      .fillColor(MUTED)
      .font('body')
      .fontSize(9)
      .text(brand.companyName, left, 195, { width: width - 140 });
}

/**
 * Writes the voucher's body down the page from `y`. A long trip (two legs, notices, contact) may not
 * fit one page: it continues on the next rather than letting each absolutely placed line open a page
 * of its own.
 */
function bodyWriter(doc: Doc, start: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = start;
  const ensure = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = doc.page.margins.top;
  };
  return {
    skip: (gap: number) => {
      y += gap;
    },
    row: (label: string, value: string) => {
      ensure(16);
      doc.fillColor(MUTED).font('body').fontSize(9.5).text(label, left, y, { width: 130 });
      doc
        .fillColor(INK)
        .font('body')
        .fontSize(10.5)
        .text(value, left + 140, y, { width: width - 140 });
      y = Math.max(doc.y, y + 12) + 2;
    },
    heading: (title: string) => {
      ensure(34);
      doc.fillColor(BRAND).font('bold').fontSize(12).text(title, left, y);
      y = doc.y + 4;
    },
    line: (text: string) => {
      doc.font('body').fontSize(9);
      ensure(doc.heightOfString(text, { width }) + 3);
      doc.fillColor(INK).text(text, left, y, { width });
      y = doc.y + 3;
    },
    rule: () => {
      ensure(60);
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .strokeColor('#e5e7eb')
        .stroke();
    },
  };
}

/** The trip's legs, its details, then meeting the driver, paying and cancelling, as the mail says them. */
function drawTrip(w: ReturnType<typeof bodyWriter>, trip: Trip, t: Texts): void {
  for (const section of legSections(trip, t)) {
    w.heading(section.title);
    for (const r of section.rows) w.row(r.label, r.value);
    w.skip(4);
  }
  w.heading(t.details);
  for (const r of detailRows(trip, t)) w.row(r.label, r.value);
  for (const n of customerNotices(trip, t)) {
    w.skip(6);
    w.heading(n.title);
    for (const line of n.lines) w.line(line);
  }
}

/** The operator's contact below a rule. */
function drawContact(w: ReturnType<typeof bodyWriter>, brand: Brand, t: Texts): void {
  w.skip(6);
  w.rule();
  w.skip(8);
  w.heading(t.contact);
  if (brand.phone) w.row(t.phone, brand.phone);
  if (brand.whatsapp) w.row(t.whatsapp, brand.whatsapp);
  if (brand.email) w.row(t.email, brand.email);
  if (brand.address) w.row('', brand.address);
}

/**
 * The booking voucher as a one-page A4 PDF: PNR as text and QR code, the trip (both legs of a round
 * trip), passengers, price in the booking's currency, the operator's contact and TÜRSAB licence.
 */
export async function renderVoucher(
  trip: Trip,
  brand: Brand,
  language: string,
  manageUrl: string,
): Promise<Buffer> {
  const t = mailTexts(language);
  const qr = await QRCode.toBuffer(`${trip.pnr} ${manageUrl}`, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  const { doc, done } = openDocument(trip, brand, t);
  drawHeader(doc, trip, brand, t, qr);
  const w = bodyWriter(doc, 230);
  drawTrip(w, trip, t);
  drawContact(w, brand, t);
  doc.end();
  return done;
}
