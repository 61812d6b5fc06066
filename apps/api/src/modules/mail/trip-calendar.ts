import { ISTANBUL_UTC_OFFSET_MS } from '@riviera/domain';
import { createEvents, type EventAttributes } from 'ics';
import type { Brand, Trip, TripLeg } from './mail-content.js';
import { mailTexts } from './mail-texts.js';

/**
 * The trip as an iCalendar file (issue 25 §4): one event per leg (outbound, return) or the tour, in
 * the booking's language, so a traveller's phone reminds them of the pickup in their own time zone.
 * Times are Istanbul wall times; Türkiye has kept UTC+3 all year since 2016, so each start is
 * written in UTC and every calendar shows it in the reader's zone. A leg without a time (a tour
 * booked for a day) is an all-day event. Returns null when the trip has no dated leg.
 */
export function tripCalendar(trip: Trip, brand: Brand, language: string, manageUrl: string): string | null {
  const t = mailTexts(language);
  const host = new URL(brand.siteUrl).hostname;
  const contact = [brand.phone && `${t.phone}: ${brand.phone}`, brand.email && `${t.email}: ${brand.email}`]
    .filter(Boolean)
    .join('\n');
  const events: EventAttributes[] = trip.legs.map((leg, i) => {
    const title = legTitle(trip, leg, t);
    const hotel = trip.hotel && leg.kind !== 'tour' ? `${t.hotel}: ${trip.hotel}` : '';
    // a tour with hotel pickup (decision 038) starts, for the guest, when and where they are picked up
    const pickup = leg.kind === 'tour' ? (trip.tourPickup ?? null) : null;
    const pickupPlace = pickup ? `${pickup.place}${pickup.zone ? ` (${pickup.zone})` : ''}` : '';
    const description = [
      `${t.pnr}: ${trip.pnr}`,
      hotel,
      pickup ? `${t.pickup}: ${pickup.time}, ${pickupPlace}` : '',
      `${t.manage_button}: ${manageUrl}`,
      brand.siteName,
      contact,
    ]
      .filter(Boolean)
      .join('\n');
    const base = {
      uid: `${trip.pnr}-${leg.kind}-${i}@${host}`,
      title,
      description,
      location: pickup ? pickupPlace : leg.kind === 'tour' ? leg.to : leg.from,
      url: manageUrl,
      status: trip.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      productId: `-//${brand.siteName}//${trip.kind}//${language.toUpperCase()}`,
    };
    const at = pickup ? { date: pickup.date, time: pickup.time } : { date: leg.date, time: leg.time };
    if (!at.time) {
      const [y, m, d] = at.date.split('-').map(Number) as [number, number, number];
      return { ...base, start: [y, m, d], duration: { days: 1 } };
    }
    return {
      ...base,
      start: Date.parse(`${at.date}T${at.time}:00Z`) - ISTANBUL_UTC_OFFSET_MS,
      startInputType: 'utc',
      startOutputType: 'utc',
      // the pickup itself: how long the ride takes depends on traffic, the calendar holds the meeting
      duration: { hours: 1 },
    };
  });
  if (events.length === 0) return null;
  const { error, value } = createEvents(events);
  // ics reports a value it refuses as a validation error naming the field
  if (error || !value)
    throw new Error(`calendar not created: ${error ? `${error.name} ${error.message}` : 'empty'}`);
  return value;
}

function legTitle(trip: Trip, leg: TripLeg, t: ReturnType<typeof mailTexts>): string {
  if (leg.kind === 'tour') return `${t.kind_tour}: ${leg.from} · ${trip.pnr}`;
  const which = leg.kind === 'return' ? t.return : t.outbound;
  return `${t.kind_transfer} (${which}): ${leg.from} → ${leg.to} · ${trip.pnr}`;
}
