import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { RunSheetPage } from './run-sheet-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('run sheet', () => {
  it('opened without a driver, says how to choose one instead of loading for ever', async () => {
    const calls = stubApi(() => ok(null));
    renderAdmin(<RunSheetPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Çalışma föyü için bir sürücü seçilmedi');
    expect(screen.queryByText(/yükleniyor/)).toBeNull();
    expect(screen.getByRole('link', { name: /Operasyon/ })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/operations\?date=\d{4}-\d{2}-\d{2}$/));
    expect(calls).toEqual([]);
  });
});
