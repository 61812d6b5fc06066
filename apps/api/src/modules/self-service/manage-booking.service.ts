import {
  isBookingStatus,
  OPEN_CHANGE_REQUESTS_MAX,
  selfCancelDeadline,
  type BookingStatus,
  type ChangeRequestInput,
  type ManageBookingInput,
  type ManageViewDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { changeRequestsRepository } from '../bookings/change-requests.repository.js';
import { bookingLanguageOf } from '../mail/booking-language.js';
import { loadBrand, loadTrip, type Trip } from '../mail/mail-content.js';
import { enqueueSelfServiceMails } from '../mail/mail-events.js';
import { selfCancelCutoffHours } from '../mail/mail-settings.js';
import { mailRepository } from '../mail/mail.repository.js';
import { manageUrlOf } from './manage-link.js';
import { mailTexts } from '../mail/mail-texts.js';
import { customerNotices, partyOf } from '../mail/trip-rows.js';
import { CHANGE_FIELD_LABELS } from '../mail/operator-texts.js';
import { renderVoucher } from './voucher.js';
import { customerTripFor } from '../operations/customer-trip.js';

/** The booking a PNR and e-mail open, found in either table. */
interface Opened {
  entity: 'booking' | 'tour_reservation';
  id: number;
  pnr: string;
  trip: Trip;
}

/** Who asked, for the audit record (the public has no admin account). */
export interface Requester {
  ip: string;
}

async function deadlineOf(db: Kysely<Database>, trip: Trip): Promise<Date> {
  const first = trip.legs[0]!;
  return selfCancelDeadline(first.date, first.time, await selfCancelCutoffHours(db));
}

/** The view with its texts in `language` (the page's): who travels and the customer notices, as the mails word them. */
async function manageView(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>,
  o: Opened,
  language: string,
): Promise<ManageViewDto> {
  const texts = mailTexts(language);
  const brand = await loadBrand(db, config);
  const deadline = await deadlineOf(db, o.trip);
  const t = o.trip;
  return {
    type: t.kind,
    pnr_code: t.pnr,
    status: isBookingStatus(t.status) ? t.status : 'pending',
    customer_name: t.customer.name,
    legs: t.legs,
    adults: t.adults,
    children: t.children,
    vehicle: t.vehicle,
    flight_code: t.flight?.code ?? null,
    landing_time: t.flight?.landing ?? null,
    hotel: t.hotel,
    extras: t.extras,
    total_price: t.total,
    currency: t.currency,
    can_cancel: t.status !== 'cancelled' && t.status !== 'completed' && Date.now() < deadline.getTime(),
    cancel_deadline: deadline.toISOString(),
    contact: { phone: brand.phone, whatsapp: brand.whatsapp },
    party: partyOf(t, texts),
    notices: customerNotices(t, texts),
    // the driver's status once he set off ('Sürücünüz yolda'), decision 039
    trip: await customerTripFor(db, o.entity, o.id),
  };
}

/** The cancellation's transaction: status, audit record and both mails commit together. */
async function cancelInTransaction(
  db: Kysely<Database>,
  dialect: DialectName,
  o: Opened,
  who: Requester,
  deadline: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await mailRepository.statusForUpdate(trx, dialect, o.entity, o.id);
    if (!row) throw notFound('error.booking_not_found');
    if (row.status === 'cancelled') throw conflict('error.booking_already_cancelled');
    if (row.status === 'completed' || Date.now() >= deadline.getTime())
      throw new AppError(409, 'error.self_cancel_too_late');
    const status: BookingStatus = 'cancelled';
    await mailRepository.setStatus(trx, o.entity, o.id, status, new Date().toISOString());
    await recordAudit(trx, {
      admin: null,
      action: 'status',
      entity: o.entity,
      entityId: o.id,
      before: { pnr_code: o.pnr, status: row.status },
      after: { pnr_code: o.pnr, status, by: 'customer', ip: who.ip },
    });
    await enqueueSelfServiceMails(trx, { entity: o.entity, entityId: o.id, pnr: o.pnr }, 'self_cancelled');
  });
}

/** The change request stored, audited and announced by mail in one transaction (the cap counted inside). */
async function storeChangeRequest(
  db: Kysely<Database>,
  o: Opened,
  input: ChangeRequestInput,
  who: Requester,
): Promise<void> {
  const asked = Object.fromEntries(
    Object.entries({
      pickup_time: input.pickup_time,
      flight_code: input.flight_code,
      landing_time: input.landing_time,
      hotel: input.hotel,
    }).filter(([, v]) => v),
  );
  // In the operator's words (their mail and the audit log are Turkish), not the form's keys.
  const lines = (['pickup_time', 'flight_code', 'landing_time', 'hotel', 'note'] as const)
    .filter((k) => input[k])
    .map((k) => `${CHANGE_FIELD_LABELS[k]}: ${input[k]}`);
  const note = lines.join('\n');
  await db.transaction().execute(async (trx) => {
    // Counted in the transaction that adds one; two requests racing past the count can make
    // four, which is harmless (the cap keeps a mail flood out, not an exact number).
    if ((await changeRequestsRepository.countOpen(trx, o.entity, o.id)) >= OPEN_CHANGE_REQUESTS_MAX)
      throw new AppError(429, 'error.change_requests_limit');
    await changeRequestsRepository.insert(trx, {
      entity: o.entity,
      entity_id: o.id,
      fields_json: JSON.stringify(asked),
      note: input.note ?? null,
      created_at: new Date().toISOString(),
    });
    await recordAudit(trx, {
      admin: null,
      action: 'self_service',
      entity: o.entity,
      entityId: o.id,
      after: { pnr_code: o.pnr, what: 'change_request', note, ip: who.ip },
    });
    await enqueueSelfServiceMails(
      trx,
      { entity: o.entity, entityId: o.id, pnr: o.pnr },
      'change_request',
      note,
    );
  });
}

/**
 * The customer's own view of a booking (PNR + the e-mail it was made with): details, voucher,
 * cancel before the cut-off, a change request for staff. Every step is audited.
 */
export function manageBookingService(
  db: Kysely<Database>,
  dialect: DialectName,
  config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>,
) {
  /** A wrong e-mail and an unknown PNR fail alike, so the PNR cannot be confirmed without the e-mail. */
  async function open(input: ManageBookingInput): Promise<Opened> {
    const transfer = await mailRepository.bookingByPnr(db, input.pnr_code);
    const tour = transfer ? undefined : await mailRepository.tourReservationByPnr(db, input.pnr_code);
    const row = transfer ?? tour;
    const entity = transfer ? 'booking' : 'tour_reservation';
    if (!row || row.customer_email.trim().toLowerCase() !== input.email)
      throw notFound('error.booking_not_found');
    const trip = await loadTrip(db, entity, row.id);
    if (!trip) throw notFound('error.booking_not_found');
    return { entity, id: row.id, pnr: input.pnr_code, trip };
  }

  const audit = (o: Opened, who: Requester, what: string, extra: Record<string, unknown> = {}) =>
    recordAudit(db, {
      admin: null,
      action: 'self_service',
      entity: o.entity,
      entityId: o.id,
      after: { pnr_code: o.pnr, what, ip: who.ip, ...extra },
    });

  const view = (o: Opened, language: string) => manageView(db, config, o, language);

  return {
    async show(input: ManageBookingInput, who: Requester, language = 'tr'): Promise<ManageViewDto> {
      const o = await open(input);
      await audit(o, who, 'view');
      return view(o, language);
    },

    async voucher(input: ManageBookingInput, who: Requester): Promise<{ pnr: string; pdf: Buffer }> {
      const o = await open(input);
      const brand = await loadBrand(db, config);
      const language = await bookingLanguageOf(db, o.entity, o.id);
      const pdf = await renderVoucher(o.trip, brand, language, manageUrlOf(brand.siteUrl, o.pnr, language));
      await audit(o, who, 'voucher');
      return { pnr: o.pnr, pdf };
    },

    /** Cancels before the cut-off: status, audit record and both mails commit together. */
    async cancel(input: ManageBookingInput, who: Requester, language = 'tr'): Promise<ManageViewDto> {
      const o = await open(input);
      const deadline = await deadlineOf(db, o.trip);
      await cancelInTransaction(db, dialect, o, who, deadline);
      return view({ ...o, trip: { ...o.trip, status: 'cancelled' } }, language);
    },

    /**
     * Stores a change request on the booking as work for staff (decision 031), tells the customer it
     * arrived and the operator what was asked, and audits it; the booking itself is not changed. A
     * booking with OPEN_CHANGE_REQUESTS_MAX requests still open refuses another (429, no mail).
     */
    async requestChange(input: ChangeRequestInput, who: Requester): Promise<void> {
      const o = await open(input);
      await storeChangeRequest(db, o, input, who);
    },
  };
}
