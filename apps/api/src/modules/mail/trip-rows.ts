import { countOf, formatIstanbulDateTime, formatPrice, type CountedNoun } from '@riviera/domain';
import type { Trip } from './mail-content.js';
import { fill, type MailTexts } from './mail-texts.js';

/** One labelled line of a trip's details, shared by the HTML mail, the plain text and the voucher. */
export interface DetailRow {
  label: string;
  value: string;
  /** a link the HTML mail puts on the value (a driver's WhatsApp); the text mail adds it after */
  href?: string;
}

/** What the total is made of, when it is more than one line: '2 × €41 (adults) + 1 × €21 (children)'. */
function priceParts(trip: Trip, t: MailTexts): string | null {
  // Whole units, as the site shows it, so the mail, the voucher and the booking pages say the same figure.
  const money = (amount: number) => formatPrice(amount, trip.currency, t.locale);
  const p = trip.price;
  if (p.kind === 'tour') {
    if (p.children.quantity === 0) return p.adults.quantity > 1 ? `${p.adults.quantity} × ${money(p.adults.unit)}` : null;
    return `${p.adults.quantity} × ${money(p.adults.unit)} (${t.adults}) + ${p.children.quantity} × ${money(p.children.unit)} (${t.children})`;
  }
  if (p.extras.length === 0) return null;
  return `${t.kind_transfer} ${money(p.trip)} + ${t.extras} ${p.extras.map(money).join(' + ')}`;
}

/** `n` with its noun, plural form chosen by the reader's language ('2 Kinder', '5 детей'). */
const count = (t: MailTexts, noun: CountedNoun, n: number) => countOf(t.locale.slice(0, 2), noun, n);

/** Who travels, counted: '3 passengers', a tour's '1 adult, 2 children'. */
export function partyOf(trip: Trip, t: MailTexts): string {
  if (trip.kind !== 'tour' && trip.children === 0) return count(t, 'passenger', trip.adults);
  return [count(t, 'adult', trip.adults), ...(trip.children > 0 ? [count(t, 'child', trip.children)] : [])].join(', ');
}

/** A block of what-to-do text: meeting the driver, paying, cancelling. */
export interface Notice {
  kind: 'meet' | 'pay' | 'cancel';
  title: string;
  lines: string[];
}

/**
 * What the customer needs to know besides the trip (issue 25 item 4), for the mails, the voucher and
 * the manage page alike: where the driver or guide meets them (per leg), how and how much to pay, and
 * until when free online cancellation runs (Istanbul time) or that it has closed. Nothing for a
 * cancelled or completed booking.
 */
export function customerNotices(trip: Trip, t: MailTexts): Notice[] {
  if (trip.status === 'cancelled' || trip.status === 'completed') return [];
  const meetText = { airport: t.arrival_text, address: t.meet_address, tour: t.meet_tour };
  const p = trip.tourPickup;
  const meet = trip.legs.map((leg, i) => {
    const text = p
      ? fill(t.meet_tour_pickup, { date: formatDate(p.date, t), time: p.time, place: p.place, zone: p.zone })
      : meetText[trip.pickups[i] ?? 'address'];
    return trip.legs.length > 1 ? `${leg.kind === 'return' ? t.return : t.outbound}: ${text}` : text;
  });
  const pay = trip.kind === 'tour' ? t.pay_tour : trip.legs.length > 1 ? t.pay_round_trip : t.pay_transfer;
  const cancel = trip.cancellation.open
    ? fill(t.cancel_until, { deadline: formatIstanbulDateTime(trip.cancellation.deadline, t.locale) })
    : t.cancel_closed;
  return [
    { kind: 'meet', title: t.meet_title, lines: meet },
    { kind: 'pay', title: t.pay_title, lines: [fill(pay, { amount: formatPrice(trip.total, trip.currency, t.locale), currency: trip.currency })] },
    { kind: 'cancel', title: t.cancel_title, lines: [cancel] },
  ];
}

/**
 * The notices of one leg (a driver's or a reminder mail about it): where to meet for that leg, and
 * how and how much to pay. Nothing for a cancelled or completed booking.
 */
export function legNotices(trip: Trip, legIndex: number, t: MailTexts): Notice[] {
  const all = customerNotices(trip, t);
  const meetText = { airport: t.arrival_text, address: t.meet_address, tour: t.meet_tour };
  return all.flatMap((n) =>
    n.kind === 'cancel' ? [] : n.kind === 'meet' ? [{ ...n, lines: [meetText[trip.pickups[legIndex] ?? 'address']] }] : [n],
  );
}

/** A business date ('YYYY-MM-DD', Europe/Istanbul) written the reader's way; the day itself never shifts. */
export function formatDate(date: string, t: MailTexts): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(t.locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

const statusLabel = (status: string, t: MailTexts) =>
  ({
    pending: t.status_pending,
    confirmed: t.status_confirmed,
    completed: t.status_completed,
    cancelled: t.status_cancelled,
  })[status] ?? status;

/** The trip's legs, each as a heading with its rows (both legs of a round trip). */
export function legSections(trip: Trip, t: MailTexts): { title: string; rows: DetailRow[] }[] {
  return trip.legs.map((leg) => {
    const title = leg.kind === 'tour' ? t.tour : leg.kind === 'outbound' ? t.outbound : t.return;
    const rows: DetailRow[] =
      leg.kind === 'tour'
        ? [
            { label: t.tour, value: leg.from },
            { label: t.location, value: leg.to },
          ]
        : [{ label: t.route, value: `${leg.from} → ${leg.to}` }];
    rows.push({ label: t.date, value: formatDate(leg.date, t) });
    if (leg.time) rows.push({ label: t.time, value: leg.time });
    const p = leg.kind === 'tour' ? trip.tourPickup : null;
    if (p) {
      // the pickup's day only when it is not the tour's (a pickup before midnight)
      const when = p.date === leg.date ? p.time : `${formatDate(p.date, t)} ${p.time}`;
      rows.push({ label: t.pickup, value: `${when}, ${p.place}${p.zone ? ` (${p.zone})` : ''}` });
    }
    return { title, rows };
  });
}

/** Everything else about the trip: people, luggage, vehicle, flight, hotel, extras, price. */
export function detailRows(trip: Trip, t: MailTexts): DetailRow[] {
  const rows: DetailRow[] = [
    { label: t.pnr, value: trip.pnr },
    { label: t.status, value: statusLabel(trip.status, t) },
    { label: t.customer, value: trip.customer.name },
    { label: t.passengers, value: partyOf(trip, t) },
  ];
  if (trip.guests.length > 0) rows.push({ label: t.guests, value: trip.guests.join(', ') });
  if (trip.luggage) {
    const l = trip.luggage;
    const parts = (
      [
        [l.large, 'luggage_large'],
        [l.medium, 'luggage_medium'],
        [l.small, 'luggage_small'],
        [l.hand, 'luggage_hand'],
      ] as const
    )
      .filter(([n]) => n > 0)
      .map(([n, noun]) => count(t, noun, n));
    if (parts.length > 0) rows.push({ label: t.luggage, value: parts.join(', ') });
  }
  if (trip.vehicle) rows.push({ label: t.vehicle, value: trip.vehicle });
  if (trip.flight?.code) rows.push({ label: t.flight, value: trip.flight.code });
  if (trip.flight?.landing) rows.push({ label: t.landing_time, value: trip.flight.landing });
  if (trip.flight?.departure) rows.push({ label: t.departure_time, value: trip.flight.departure });
  if (trip.hotel) rows.push({ label: t.hotel, value: trip.hotel });
  if (trip.extras.length > 0) rows.push({ label: t.extras, value: trip.extras.join(', ') });
  if (trip.specialRequests) rows.push({ label: t.requests, value: trip.specialRequests });
  const parts = priceParts(trip, t);
  if (parts) rows.push({ label: t.price, value: parts });
  rows.push({ label: t.total, value: formatPrice(trip.total, trip.currency, t.locale) });
  return rows;
}
