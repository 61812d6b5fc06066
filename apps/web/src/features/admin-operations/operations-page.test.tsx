import { addDaysYmd, todayInIstanbul, type JobDayDto, type JobDto } from '@riviera/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi, type ApiCall } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { OperationsPage } from './operations-page';

const JOB: JobDto = {
  id: 7,
  leg: 'return',
  date: '2030-05-08',
  time: '17:30',
  status: 'confirmed',
  pnr: 'ABCD2345',
  booking_id: 3,
  tour_reservation_id: null,
  customer_name: 'Zeynep Kaya',
  customer_phone: '+90 532 123 45 67',
  from: 'Kemer',
  to: 'Antalya Havalimanı',
  flight_code: 'TK2410',
  flight_time: '20:30',
  adults: 5,
  children: 1,
  luggage: { large: 2, medium: 0, small: 0, hand: 1 },
  vehicle_type: 'Minivan',
  extras: ['Bebek Koltuğu'],
  hotel: 'Rixos',
  special_requests: null,
  driver: null,
  vehicle: null,
  note: null,
  drive_minutes: 60,
  warnings: [],
  trip_status: null,
  trip_events: [],
};
const DAY: JobDayDto = {
  date: todayInIstanbul(),
  counts: { total: 1, unassigned: 1, by_status: { confirmed: 1 }, by_leg: { return: 1 } },
  jobs: [JOB],
};
const DRIVER = {
  id: 2,
  name: 'Mehmet Sürer',
  phone: '+90 533 000 00 00',
  plate: '07 AB 1',
  default_vehicle: { id: 9, name: 'Vito', capacity: 4 },
  is_active: true,
};
const VEHICLE = {
  id: 9,
  name: 'Vito',
  capacity: 4,
  image_url: null,
  features: [],
  is_active: true,
  vehicle_type: { id: 1, key: 'minivan', name: 'Minivan', image_url: null },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(assignAnswer?: (c: ApiCall) => ReturnType<typeof ok>) {
  return stubApi((c) => {
    if (c.path.startsWith('/admin/operations/jobs?')) return ok(DAY);
    if (c.path === '/admin/drivers') return ok([DRIVER]);
    if (c.path === '/admin/vehicles') return ok([VEHICLE]);
    if (c.path === '/admin/operations/jobs/7/warnings?driver_id=2&vehicle_id=9')
      return ok([
        { code: 'vehicle_too_small', message: 'Araç 4 kişilik, grup 6 kişi', capacity: 4, party: 6 },
      ]);
    if (c.path.startsWith('/admin/operations/jobs/7/warnings?')) return ok([]);
    if (c.method === 'PUT' && assignAnswer) return assignAnswer(c);
    return { status: 404, body: { success: false, message: 'yok' } };
  });
}

describe('Operasyon', () => {
  it("shows each job's latest driver status with its server time, and the statuses before it in order (decision 035)", async () => {
    const events = [
      { status: 'on_the_way' as const, at: '2030-05-08T11:02:00.000Z', client_id: 'tap-one-0001', cash: null },
      { status: 'on_board' as const, at: '2030-05-08T11:40:00.000Z', client_id: 'tap-two-0002', cash: null },
    ];
    const day: JobDayDto = { ...DAY, jobs: [{ ...JOB, trip_status: events[1]!, trip_events: events }] };
    stubApi((c) => (c.path.startsWith('/admin/operations/jobs?') ? ok(day) : ok([])));
    renderAdmin(<OperationsPage />);
    const card = await screen.findByRole('article', { name: '17:30 Dönüş ABCD2345' });
    // Istanbul is UTC+3: the server's 11:40Z is 14:40 on the board
    expect(within(card).getByText('Yolcu araçta · 14:40')).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'Durum geçmişi' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yola çıktı 14:02', '→ Yolcu araçta 14:40']);
  });

  it("leaves the settings (Yönetici's) out for the Operasyon role, which runs the board", async () => {
    server();
    renderAdmin(<OperationsPage />, { role: 'operations' });
    await screen.findByRole('article', { name: '17:30 Dönüş ABCD2345' });
    expect(screen.queryByRole('button', { name: 'Ayarlar' })).toBeNull();
  });

  it("shows today's jobs (Istanbul) with the day's counts, and tomorrow is one click away", async () => {
    const calls = server();
    renderAdmin(<OperationsPage />);
    const card = await screen.findByRole('article', { name: '17:30 Dönüş ABCD2345' });
    expect(within(card).getByText('TK2410 · Kalkış 20:30')).toBeInTheDocument();
    expect(within(card).getByText('5 yetişkin, 1 çocuk')).toBeInTheDocument();
    expect(within(card).getByText('Büyük 2, El 1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/905321234567',
    );
    expect(within(card).getByRole('link', { name: /532 123 45 67/ })).toHaveAttribute(
      'href',
      'tel:+905321234567',
    );
    expect(screen.getByText('(Bugün)')).toBeInTheDocument();
    expect(calls[0]!.path).toBe(`/admin/operations/jobs?date=${todayInIstanbul()}`);

    fireEvent.click(screen.getByRole('button', { name: 'Yarın' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === `/admin/operations/jobs?date=${addDaysYmd(todayInIstanbul(), 1)}`),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Sürücü'), { target: { value: 'none' } });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('&driver=none'))).toBe(true));
  });

  it("shows each job's drive time and its flags on the board", async () => {
    stubApi((c) => {
      if (c.path.startsWith('/admin/operations/jobs?'))
        return ok({
          ...DAY,
          jobs: [
            {
              ...JOB,
              warnings: [
                {
                  code: 'vehicle_overlap',
                  message: 'Araç 2030-05-08 18:00 saatinde başka bir işte (QWER2345)',
                  pnr: 'QWER2345',
                  time: '18:00',
                  date: '2030-05-08',
                },
              ],
            },
          ],
        });
      return ok([]);
    });
    renderAdmin(<OperationsPage />);
    const card = await screen.findByRole('article', { name: '17:30 Dönüş ABCD2345' });
    expect(within(card).getByText('1 sa')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Uyarılar' })).toHaveTextContent(
      'Araç 2030-05-08 18:00 saatinde başka bir işte (QWER2345)',
    );
  });

  it("offers the day's CSV with the board's date and filters as they are now", async () => {
    server();
    renderAdmin(<OperationsPage />, { role: 'operations' });
    await screen.findByRole('article', { name: '17:30 Dönüş ABCD2345' });
    const link = () => screen.getByRole('link', { name: 'CSV indir' });
    expect(link()).toHaveAttribute('href', `/api/admin/operations/jobs/export.csv?date=${todayInIstanbul()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Yarın' }));
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByLabelText('Sürücü'), { target: { value: 'none' } });
    await waitFor(() =>
      expect(link()).toHaveAttribute(
        'href',
        `/api/admin/operations/jobs/export.csv?date=${addDaysYmd(todayInIstanbul(), 1)}&status=confirmed&driver=none`,
      ),
    );
  });

  it("fills in the driver's default vehicle, shows the server's flags for the choice before saving, and its warnings after", async () => {
    const calls = server(() =>
      ok(
        {
          job: {
            ...JOB,
            driver: { id: 2, name: 'Mehmet Sürer', phone: '', plate: '' },
            vehicle: { id: 9, name: 'Vito', capacity: 4 },
          },
          warnings: [
            {
              code: 'driver_overlap',
              message: 'Sürücünün 2030-05-08 17:00 saatinde başka bir işi var (QWER2345)',
              pnr: 'QWER2345',
              time: '17:00',
              date: '2030-05-08',
            },
          ],
        },
        'Atama kaydedildi',
      ),
    );
    renderAdmin(<OperationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ata' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Vito (4 kişilik)' });
    fireEvent.change(within(dialog).getByLabelText('Sürücü'), { target: { value: '2' } });
    expect(within(dialog).getByLabelText('Araç')).toHaveValue('9');
    expect(await within(dialog).findByText('Araç 4 kişilik, grup 6 kişi')).toBeInTheDocument();
    type(within(dialog).getByLabelText(/^Not/), 'Tabela');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('başka bir işi var (QWER2345)');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/admin/operations/jobs/7/assignment',
      body: { driver_id: 2, vehicle_id: 9, note: 'Tabela', notify_customer: true },
    });
  });

  it('says the customer will be mailed when a driver is chosen, and lets the dispatcher say no', async () => {
    const calls = server(() =>
      ok({ job: { ...JOB, driver: { id: 2, name: 'Mehmet Sürer', phone: '', plate: '' } }, warnings: [] }, 'Atama kaydedildi'),
    );
    renderAdmin(<OperationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ata' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Vito (4 kişilik)' });
    // no driver chosen: nothing to mail, so nothing asked
    expect(within(dialog).queryByRole('checkbox', { name: /Müşteriye e-posta gönder/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Sürücü'), { target: { value: '2' } });
    const box = within(dialog).getByRole('checkbox', { name: /Müşteriye e-posta gönder/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      driver_id: 2,
      vehicle_id: 9,
      note: null,
      notify_customer: false,
    });
  });

  it('keeps the fallback duration to whole minutes 0-720 and saves it', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/admin/operations/settings')
        return c.method === 'PUT'
          ? ok({ overlap_minutes: 120, not_set_off_minutes: 30 }, 'Kaydedildi')
          : ok({ overlap_minutes: 90, not_set_off_minutes: 30 });
      if (c.path.startsWith('/admin/operations/jobs?')) return ok(DAY);
      return ok([]);
    });
    renderAdmin(<OperationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ayarlar' }));
    const dialog = screen.getByRole('dialog', { name: 'Operasyon Ayarları' });
    const input = await within(dialog).findByLabelText(/^Süresi bilinmeyen işin süresi/);
    expect(input).toHaveValue(90);
    type(input, '721');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Çakışma süresi 0 ile 720 dakika arasında tam sayı olmalıdır'),
    ).toBeInTheDocument();
    type(input, '120');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/admin/operations/settings',
      body: { overlap_minutes: 120, not_set_off_minutes: 30 },
    });
  });

  it("highlights a job whose driver has not set off 30 minutes before pickup, as the clock passes, and counts and filters the warnings", async () => {
    // 08:00 in Istanbul; the pickup at 08:40 is 40 minutes away
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2030-05-08T05:00:00Z'));
    try {
      const late = { ...JOB, id: 8, leg: 'outbound' as const, pnr: 'LATE2345', time: '08:40' };
      const flagged = {
        ...JOB,
        id: 9,
        pnr: 'WARN2345',
        time: '15:00',
        warnings: [{ code: 'vehicle_too_small' as const, message: 'Araç 4 kişilik, grup 6 kişi', capacity: 4, party: 6 }],
      };
      stubApi((c) => {
        if (c.path === '/admin/operations/settings') return ok({ overlap_minutes: 90, not_set_off_minutes: 30 });
        if (c.path.startsWith('/admin/operations/jobs?'))
          return ok({ ...DAY, date: '2030-05-08', jobs: [late, flagged] });
        return ok([]);
      });
      renderAdmin(<OperationsPage />);
      const jobs = await screen.findByRole('list', { name: 'İşler' });
      await within(jobs).findByText('WARN2345');
      expect(within(jobs).queryByText(/^Yola çıkmadı/)).toBeNull();
      const counts = screen.getByLabelText('Günün sayıları');
      expect(within(counts).getByText('Uyarılı').nextSibling).toHaveTextContent('1');
      expect(within(counts).getByText('Yola çıkmadı').nextSibling).toHaveTextContent('0');
      // eleven minutes later, without a reload: 29 minutes to the pickup
      vi.advanceTimersByTime(11 * 60_000);
      expect(await within(jobs).findByText('Yola çıkmadı · alışa 29 dk')).toBeInTheDocument();
      expect(within(counts).getByText('Yola çıkmadı').nextSibling).toHaveTextContent('1');
      // the warnings stay in sight: only the flagged job when asked
      fireEvent.change(screen.getByLabelText('Göster'), { target: { value: 'warnings' } });
      await waitFor(() => expect(within(screen.getByRole('list', { name: 'İşler' })).queryByText('LATE2345')).toBeNull());
      expect(within(screen.getByRole('list', { name: 'İşler' })).getByText('WARN2345')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
