import type { BookingDto } from '@riviera/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingSuccessPage } from './booking-success-page';
import type * as LoadBooking from './load-booking';

// Under Node, react-router resolves to its CommonJS build (a second React); the page needs only these.
vi.mock('react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useSearchParams: () => [new URLSearchParams('pnr=AB12CD34')],
}));
vi.mock('./contact-block', () => ({ ContactBlock: () => null }));
const load = vi.hoisted((): { answer: unknown } => ({ answer: undefined }));
vi.mock('./load-booking', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadBooking>()),
  loadSuccessBooking: () => Promise.resolve(load.answer),
}));

const booking: BookingDto = {
  id: 7,
  pnr_code: 'AB12CD34',
  booking_number: 'ORN000007',
  status: 'pending',
  trip_type: 'one_way',
  route_id: 1,
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Kemer',
  pickup_location_label: 'Аэропорт Анталья',
  destination_label: 'Кемер',
  pickup_date: '2026-12-01',
  pickup_time: '14:30',
  return_date: null,
  return_time: null,
  passengers: 3,
  customer: { name: 'Ayşe Yılmaz', first_name: 'Ayşe', last_name: 'Yılmaz', email: 'a***@e***.com', phone: '*******67' },
  vehicle: null,
  flight_code: 'TK2412',
  hotel_name: null,
  departure_flight_time: null,
  arrival_flight_time: null,
  luggage: { large: 0, medium: 0, small: 0, hand: 0 },
  selected_extra_services: [],
  extras: [],
  special_requests: null,
  currency: 'EUR',
  total_price: 40,
  price: { base_price_eur: 40, extras_total_eur: 0, round_trip_applied: false, round_trip_discount_percent: 0, total_eur: 40, exchange_rate: 1 },
  created_at: '2026-11-23T10:00:00Z',
  extra_passengers: [{ name: 'Ali', surname: 'Kaya' }, { name: 'Zeynep', surname: 'Kaya' }],
  ticket_received: true,
};

function renderPage(answer: unknown) {
  load.answer = answer;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BookingSuccessPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('booking success page', () => {
  it('shows the extra passengers and that the ticket image was received', async () => {
    renderPage(booking);
    expect(await screen.findByText('success.title')).toBeInTheDocument();
    expect(screen.getByTestId('fact-guests')).toHaveTextContent('Ali Kaya');
    expect(screen.getByTestId('fact-guests')).toHaveTextContent('Zeynep Kaya');
    expect(screen.getByTestId('fact-ticket')).toHaveTextContent('details.ticketReceived');
  });

  it('names the places in the language the answer was asked in, not the stored Turkish names (issue 32)', async () => {
    renderPage(booking);
    expect(await screen.findByTestId('fact-pickup')).toHaveTextContent('Аэропорт Анталья');
    expect(screen.getByTestId('fact-destination')).toHaveTextContent('Кемер');
    expect(screen.queryByText('Antalya Havalimanı (AYT)')).toBeNull();
  });

  it("does not congratulate on a cancelled booking's page", async () => {
    renderPage({ ...booking, status: 'cancelled' });
    expect(await screen.findByText('success.cancelledTitle')).toBeInTheDocument();
    expect(screen.queryByText('success.title')).toBeNull();
  });

  it("says 'Bilgi yok' for a booking without a total", async () => {
    renderPage({ ...booking, total_price: null });
    expect(await screen.findByTestId('fact-price')).toHaveTextContent('common:common.noInfo');
  });

  it('shows the unreadable message, not a blank page, for an answer it cannot render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { price: _p, luggage: _l, ...broken } = booking;
    renderPage(broken);
    expect(await screen.findByText('success.errors.unreadable')).toBeInTheDocument();
    expect(screen.getByText('success.home').closest('a')).toHaveAttribute('href', '/');
  });
});
