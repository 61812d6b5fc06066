import type { TransferBookingInput } from '@riviera/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitBooking } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('submitBooking with a ticket', () => {
  it('sends the nested fields in the bracket notation the API reads, leaving out empty ones', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { booking_id: 1 } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const booking = {
      pickup_location: 'Antalya Havalimanı (AYT)',
      passengers: 2,
      luggage: { large: 2, medium: 0, small: 1 },
      guests: [{ name: 'Ali', surname: 'Kaya' }],
      selected_extra_services: [4, 7],
      hotel_name: null,
      is_round_trip: false,
    } as unknown as TransferBookingInput;
    const ticket = new File(['x'], 'ticket.png', { type: 'image/png' });

    await submitBooking(booking, ticket, 'key-1');

    const body = fetch.mock.calls[0]![1].body as FormData;
    const fields = [...body.entries()].filter(([, v]) => typeof v === 'string');
    expect(fields).toEqual(
      expect.arrayContaining([
        ['pickup_location', 'Antalya Havalimanı (AYT)'],
        ['passengers', '2'],
        ['luggage[large]', '2'],
        ['luggage[medium]', '0'],
        ['luggage[small]', '1'],
        ['guests[0][name]', 'Ali'],
        ['guests[0][surname]', 'Kaya'],
        ['selected_extra_services[0]', '4'],
        ['selected_extra_services[1]', '7'],
        ['is_round_trip', 'false'],
      ]),
    );
    expect(fields.map(([k]) => k)).not.toContain('hotel_name');
    expect((body.get('ticket_image') as File).name).toBe('ticket.png');
  });
});
