import mjml2html from 'mjml';
import type { Brand, Trip } from './mail-content.js';
import { fill, mailTexts, type MailTexts } from './mail-texts.js';
import { languageNameTr, officeUrlOf, OPERATOR_TEXTS } from './operator-texts.js';
import { customerNotices, detailRows, legNotices, legSections, partyOf, type DetailRow, type Notice } from './trip-rows.js';

/** Which mail: the event, and who reads it. */
export type MailTemplate =
  | 'created'
  | 'confirmed'
  | 'cancelled'
  | 'self_cancelled'
  | 'change_request'
  | 'change_accepted'
  | 'change_refused'
  | 'departure_cancelled'
  | JobMailTemplate;
/** The customer's mails about one leg (decision 040): who drives, the reminder, the review request. */
export type JobMailTemplate = 'driver_assigned' | 'trip_reminder' | 'review_request';
export const JOB_MAIL_TEMPLATES: readonly string[] = ['driver_assigned', 'trip_reminder', 'review_request'];
export type MailRecipient = 'customer' | 'operator';

/** A rendered mail, ready for nodemailer. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const subjectOf = (template: MailTemplate, recipient: MailRecipient, t: MailTexts): string => {
  if (recipient === 'operator') {
    return template === 'self_cancelled'
      ? t.subject_operator_self_cancelled
      : template === 'change_request'
        ? t.subject_operator_change_request
        : t.subject_operator_created;
  }
  return {
    created: t.subject_created,
    confirmed: t.subject_confirmed,
    cancelled: t.subject_cancelled,
    self_cancelled: t.subject_self_cancelled,
    change_request: t.subject_change_request,
    change_accepted: t.subject_change_accepted,
    change_refused: t.subject_change_refused,
    departure_cancelled: t.subject_departure_cancelled,
    driver_assigned: t.subject_driver_assigned,
    trip_reminder: t.subject_trip_reminder,
    review_request: t.subject_review_request,
  }[template];
};

const introOf = (template: MailTemplate, recipient: MailRecipient, t: MailTexts): string => {
  if (recipient === 'operator') {
    return template === 'self_cancelled'
      ? t.operator_intro_self_cancelled
      : template === 'change_request'
        ? t.operator_intro_change_request
        : t.operator_intro_created;
  }
  return {
    created: t.intro_created,
    confirmed: t.intro_confirmed,
    cancelled: t.intro_cancelled,
    self_cancelled: t.intro_self_cancelled,
    change_request: t.intro_change_request,
    change_accepted: t.intro_change_accepted,
    change_refused: t.intro_change_refused,
    departure_cancelled: t.intro_departure_cancelled,
    driver_assigned: t.intro_driver_assigned,
    trip_reminder: t.intro_trip_reminder,
    review_request: t.intro_review_request,
  }[template];
};

/** What a mail says, before it becomes HTML or text: the same content for both. */
interface MailBody {
  subject: string;
  pnr: string;
  greeting: string | null;
  intro: string;
  note: string | null;
  /** whose words the note is: the customer's (a change request), staff's reason (a refusal) or the operator's (a cancelled departure) */
  noteLabel: string;
  sections: { title: string; rows: DetailRow[] }[];
  /** meeting, payment and cancellation instructions, for the customer while the booking stands */
  notices: Notice[];
  showManage: boolean;
  /** the operator's link to the booking in the back office */
  officeUrl: string | null;
  voucherAttached: boolean;
  /** the review request's link to the operator's review page */
  reviewUrl: string | null;
}

/** What a mail about one leg says: that leg, its driver, how to meet and pay (decision 040). */
function jobBodyOf(trip: Trip, job: JobMailFacts, opts: RenderOptions, t: MailTexts): MailBody {
  const index = Math.max(0, trip.legs.findIndex((l) => l.kind === job.leg));
  const leg = legSections(trip, t)[index]!;
  const review = opts.template === 'review_request';
  const driver = job.driver
    ? [
        { label: t.driver, value: job.driver.firstName },
        { label: t.phone, value: job.driver.phone, href: job.driver.tel },
        ...(job.driver.whatsapp ? [{ label: t.whatsapp, value: job.driver.phone, href: job.driver.whatsapp }] : []),
        ...(job.vehicle ? [{ label: t.vehicle, value: job.vehicle }] : []),
        ...(job.driver.plate ? [{ label: t.plate, value: job.driver.plate }] : []),
      ]
    : [];
  const sections = [
    { title: leg.title, rows: [{ label: t.passengers, value: partyOf(trip, t) }, ...leg.rows] },
    ...(!review && driver.length > 0 ? [{ title: t.driver_title, rows: driver }] : []),
  ];
  const notices = review ? [] : legNotices(trip, index, t);
  if (!review && !job.driver) notices.unshift({ kind: 'meet', title: t.driver_title, lines: [t.driver_pending] });
  return {
    subject: fill(subjectOf(opts.template, opts.recipient, t), { pnr: trip.pnr }),
    pnr: trip.pnr,
    greeting: fill(t.greeting, { name: trip.customer.name }),
    intro: introOf(opts.template, opts.recipient, t),
    note: null,
    noteLabel: t.note,
    sections: review ? [] : sections,
    notices,
    showManage: !review,
    officeUrl: null,
    voucherAttached: false,
    reviewUrl: review ? job.reviewUrl : null,
  };
}

function bodyOf(trip: Trip, brand: Brand, opts: RenderOptions, t: MailTexts): MailBody {
  if (opts.job && JOB_MAIL_TEMPLATES.includes(opts.template)) return jobBodyOf(trip, opts.job, opts, t);
  const forCustomer = opts.recipient === 'customer';
  const sections = [...legSections(trip, t), { title: t.details, rows: detailRows(trip, t) }];
  if (!forCustomer) {
    // What staff need to act: the booking's own page in the back office, its number, in which
    // language to answer, and whether the customer uploaded a ticket image (issue 25 item 6).
    sections.unshift({
      title: OPERATOR_TEXTS.office,
      rows: [
        { label: OPERATOR_TEXTS.pnr, value: trip.pnr },
        { label: OPERATOR_TEXTS.language, value: languageNameTr(trip.bookedLanguage) },
        ...(trip.kind === 'transfer'
          ? [{ label: OPERATOR_TEXTS.ticket, value: trip.ticketImage ? OPERATOR_TEXTS.ticket_yes : OPERATOR_TEXTS.ticket_no }]
          : []),
      ],
    });
    sections.push({
      title: t.customer,
      rows: [
        { label: t.customer, value: trip.customer.name },
        { label: t.email, value: trip.customer.email },
        { label: t.phone, value: trip.customer.phone },
      ],
    });
  }
  return {
    subject: fill(subjectOf(opts.template, opts.recipient, t), { pnr: trip.pnr }),
    pnr: trip.pnr,
    greeting: forCustomer ? fill(t.greeting, { name: trip.customer.name }) : null,
    intro: introOf(opts.template, opts.recipient, t),
    note: opts.note,
    noteLabel: opts.template === 'change_refused' ? t.refusal_reason : opts.template === 'departure_cancelled' ? t.note_operator : t.note,
    sections,
    notices:
      forCustomer && opts.template !== 'cancelled' && opts.template !== 'self_cancelled' && opts.template !== 'departure_cancelled'
        ? customerNotices(trip, t)
        : [],
    showManage: forCustomer,
    officeUrl: forCustomer ? null : officeUrlOf(brand.siteUrl, trip.kind, trip.pnr),
    voucherAttached: forCustomer && (opts.template === 'created' || opts.template === 'confirmed'),
    reviewUrl: null,
  };
}

/** What rendering needs besides the trip and the brand. */
export interface RenderOptions {
  template: MailTemplate;
  recipient: MailRecipient;
  language: string;
  manageUrl: string;
  /** the customer's change request, for the operator's mail */
  note: string | null;
  /** for a mail about one leg (decision 040): the leg, its driver and vehicle, the review link */
  job?: JobMailFacts;
}

/** What a mail about one leg tells besides the trip, read when it is sent. */
export interface JobMailFacts {
  leg: 'outbound' | 'return' | 'tour';
  /** first name only (never the surname), phone as written, its WhatsApp link, the car's plate */
  driver: { firstName: string; phone: string; tel: string; whatsapp: string | null; plate: string } | null;
  vehicle: string | null;
  reviewUrl: string | null;
}

function textOf(b: MailBody, brand: Brand, opts: RenderOptions, t: MailTexts): string {
  const lines: string[] = [brand.siteName, ''];
  if (b.greeting) lines.push(b.greeting, '');
  lines.push(b.intro, '');
  if (b.officeUrl) lines.push(`${OPERATOR_TEXTS.office_link}: ${b.officeUrl}`, '');
  if (b.note) lines.push(`${b.noteLabel}:`, b.note, '');
  for (const s of b.sections) {
    lines.push(`== ${s.title} ==`);
    for (const r of s.rows) lines.push(`${r.label}: ${r.value}${r.href?.startsWith('http') ? ` (${r.href})` : ''}`);
    lines.push('');
  }
  for (const n of b.notices) lines.push(`== ${n.title} ==`, ...n.lines, '');
  if (b.voucherAttached) lines.push(t.voucher_attached, '');
  if (b.reviewUrl) lines.push(`${t.review_button}: ${b.reviewUrl}`, '');
  if (b.showManage) lines.push(`${t.manage_title}: ${opts.manageUrl}`, '');
  lines.push(
    `${t.contact}: ${[brand.phone, brand.whatsapp && `${t.whatsapp} ${brand.whatsapp}`, brand.email].filter(Boolean).join(' · ')}`,
  );
  if (brand.tursab)
    lines.push(`${brand.companyName ? `${brand.companyName} · ` : ''}${t.tursab}: ${brand.tursab}`);
  return lines.join('\n');
}

function mjmlOf(b: MailBody, brand: Brand, opts: RenderOptions, t: MailTexts): string {
  const rowsOf = (rows: DetailRow[]) =>
    rows
      .map(
        (r) =>
          `<tr><td style="padding:4px 8px 4px 0;color:#6b7280;vertical-align:top;width:38%">${esc(r.label)}</td><td style="padding:4px 0;color:#111827;font-weight:600">${r.href ? `<a href="${esc(r.href)}" style="color:#0e7490">${esc(r.value)}</a>` : esc(r.value)}</td></tr>`,
      )
      .join('');
  const sections = b.sections
    .map(
      (s) => `<mj-section background-color="#ffffff" padding="8px 16px"><mj-column>
        <mj-text font-size="16px" font-weight="700" color="#0e7490" padding="8px 0 4px">${esc(s.title)}</mj-text>
        <mj-table font-size="14px" line-height="20px" padding="0">${rowsOf(s.rows)}</mj-table>
      </mj-column></mj-section>`,
    )
    .join('');
  const header = brand.logoUrl
    ? `<mj-image src="${esc(brand.logoUrl)}" alt="${esc(brand.siteName)}" width="160px" padding="8px 0" />`
    : `<mj-text font-size="22px" font-weight="700" color="#ffffff" align="center">${esc(brand.siteName)}</mj-text>`;
  const contact = [
    brand.phone &&
      `${esc(t.phone)}: <a href="tel:${esc(brand.phone.replace(/[^+\d]/g, ''))}" style="color:#0e7490">${esc(brand.phone)}</a>`,
    brand.whatsapp &&
      `${esc(t.whatsapp)}: <a href="https://wa.me/${esc(brand.whatsapp.replace(/\D/g, ''))}" style="color:#0e7490">${esc(brand.whatsapp)}</a>`,
    brand.email &&
      `${esc(t.email)}: <a href="mailto:${esc(brand.email)}" style="color:#0e7490">${esc(brand.email)}</a>`,
  ]
    .filter(Boolean)
    .join('<br/>');
  return `<mjml lang="${esc(opts.language)}"><mj-head><mj-title>${esc(b.subject)}</mj-title><mj-preview>${esc(b.intro)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="22px" color="#1f2937" padding="6px 0" /></mj-attributes></mj-head>
    <mj-body background-color="#f3f4f6" width="600px">
      <mj-section background-color="#0e7490" padding="16px"><mj-column>${header}</mj-column></mj-section>
      <mj-section background-color="#ffffff" padding="16px 16px 0"><mj-column>
        ${b.greeting ? `<mj-text padding="0 0 8px">${esc(b.greeting)}</mj-text>` : ''}
        <mj-text padding="0 0 8px">${esc(b.intro)}</mj-text>
        <mj-text padding="8px 0" font-size="13px" color="#6b7280">${esc(t.pnr)}<br/><span style="font-size:28px;font-weight:700;letter-spacing:3px;color:#111827">${esc(b.pnr)}</span></mj-text>
        ${b.officeUrl ? `<mj-button href="${esc(b.officeUrl)}" background-color="#0e7490" border-radius="6px" font-size="15px" padding="8px 0" align="left">${esc(OPERATOR_TEXTS.office_link)}</mj-button>` : ''}
        ${b.note ? `<mj-text padding="8px 12px" container-background-color="#fef3c7"><strong>${esc(b.noteLabel)}:</strong><br/>${esc(b.note).replace(/\n/g, '<br/>')}</mj-text>` : ''}
      </mj-column></mj-section>
      ${sections}
      ${b.notices.map((n) => `<mj-section background-color="#ecfeff" padding="8px 16px"><mj-column><mj-text font-weight="700" color="#0e7490">${esc(n.title)}</mj-text>${n.lines.map((l) => `<mj-text padding-top="0">${esc(l)}</mj-text>`).join('')}</mj-column></mj-section>`).join('')}
      ${b.reviewUrl ? `<mj-section background-color="#ffffff" padding="8px 16px 16px"><mj-column><mj-button href="${esc(b.reviewUrl)}" background-color="#0e7490" border-radius="6px" font-size="16px" padding="8px 0">${esc(t.review_button)}</mj-button></mj-column></mj-section>` : ''}
      ${b.voucherAttached ? `<mj-section background-color="#ffffff" padding="8px 16px"><mj-column><mj-text>${esc(t.voucher_attached)}</mj-text></mj-column></mj-section>` : ''}
      ${b.showManage ? `<mj-section background-color="#ffffff" padding="8px 16px 16px"><mj-column><mj-text font-weight="700">${esc(t.manage_title)}</mj-text><mj-text padding-top="0">${esc(t.manage_text)}</mj-text><mj-button href="${esc(opts.manageUrl)}" background-color="#0e7490" border-radius="6px" font-size="16px" padding="8px 0">${esc(t.manage_button)}</mj-button></mj-column></mj-section>` : ''}
      <mj-section padding="16px"><mj-column>
        <mj-text font-size="13px" color="#4b5563" align="center"><strong>${esc(brand.siteName)}</strong><br/>${contact}</mj-text>
        <mj-text font-size="12px" color="#6b7280" align="center">${esc([brand.companyName, brand.address].filter(Boolean).join(' · '))}${brand.tursab ? `<br/>${esc(t.tursab)}: ${esc(brand.tursab)}` : ''}</mj-text>
      </mj-column></mj-section>
    </mj-body></mjml>`;
}

/** Renders one mail as HTML (through MJML, readable on a phone) and as plain text, in `opts.language`. */
export async function renderMail(trip: Trip, brand: Brand, opts: RenderOptions): Promise<RenderedMail> {
  const t = mailTexts(opts.language);
  const body = bodyOf(trip, brand, opts, t);
  const { html } = await mjml2html(mjmlOf(body, brand, opts, t), { validationLevel: 'soft' });
  return { subject: body.subject, html, text: textOf(body, brand, opts, t) };
}
