import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { RoutesPage } from './routes-page';

const route = (id: number, from: string, to: string, toNames: Record<string, string> = {}) => ({
  id,
  from_location: from,
  to_location: to,
  from_names: {},
  to_names: toNames,
  is_active: true,
  drive_minutes: 65,
  vehicle_prices: [{ vehicle_type: 'sedan', price_euro: 50 }],
});
const ROUTES = [
  route(1, 'Antalya Havalimanı (AYT)', 'Side', { ru: 'Сиде' }),
  route(2, 'Side', 'Alanya'),
  route(3, 'Antalya Havalimanı (AYT)', 'Şile Plajı'),
  route(4, 'Kemer', 'Isparta'),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  stubApi((c) =>
    c.path.startsWith('/routes')
      ? ok(ROUTES)
      : c.path.startsWith('/admin/vehicle-types')
        ? ok([{ id: 1, key: 'sedan', name: 'Sedan', description: '', image_url: null, is_active: true, sort_order: 1 }])
        : ok({ round_trip_discount: 10 }),
  );
  renderAdmin(<RoutesPage />);
}
const shownIds = () =>
  screen
    .queryAllByTestId(/^route-row-/)
    .map((r) => Number(r.getAttribute('data-testid')!.replace('route-row-', '')))
    .sort();
const search = (text: string) => type(screen.getByLabelText('Konum ara'), text);

describe('route search', () => {
  it("folds case both ways: 'SIDE' finds Side like 'side' does, 'ŞİLE' and 'şile' find Şile", async () => {
    setup();
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3, 4]));
    search('side');
    await waitFor(() => expect(shownIds()).toEqual([1, 2]));
    search('SIDE');
    await waitFor(() => expect(shownIds()).toEqual([1, 2]));
    search('ŞİLE');
    await waitFor(() => expect(shownIds()).toEqual([3]));
    search('şile');
    await waitFor(() => expect(shownIds()).toEqual([3]));
    search('ISPARTA');
    await waitFor(() => expect(shownIds()).toEqual([4]));
  });

  it('finds a route by a point’s name in another language', async () => {
    setup();
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    search('сиде');
    await waitFor(() => expect(shownIds()).toEqual([1]));
  });
});
