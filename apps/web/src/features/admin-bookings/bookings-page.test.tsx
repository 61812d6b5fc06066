import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { BookingsPage } from './bookings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bookings filter with the end date before the start date', () => {
  it('says what is wrong with the dates instead of a load failure, and asks the server nothing for it', async () => {
    const calls = stubApi((c) =>
      c.path.startsWith('/bookings') ? ok({ data: [], current_page: 1, last_page: 1, per_page: 15, total: 0 }) : ok([]),
    );
    renderAdmin(<BookingsPage />);
    await screen.findByText('Rezervasyon bulunamadı');
    type(screen.getByLabelText('Başlangıç Tarihi'), '2026-12-10');
    type(screen.getByLabelText('Bitiş Tarihi'), '2026-12-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitiş tarihi başlangıç tarihinden önce olamaz');
    await waitFor(() => expect(screen.getByText('Rezervasyon bulunamadı')).toBeInTheDocument());
    expect(screen.queryByText(/yüklenirken hata/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).toBeNull();
    expect(calls.some((c) => c.path.includes('date_to=2026-12-01'))).toBe(false);
  });
});
