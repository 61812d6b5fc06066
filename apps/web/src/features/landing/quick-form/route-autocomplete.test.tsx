import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RouteAutocomplete } from './route-autocomplete';

const STARTS = ['Alanya', 'Antalya Havalimanı (AYT)', 'Antalya Şehir Merkezi', 'Belek'];

/** What the fake API answers: the query string decides, like /api/routes/locations. */
function answer(url: string): { value: string; label: string }[] {
  const q = new URL(url, 'http://x').searchParams;
  const typed = (q.get('q') ?? '').toLocaleLowerCase('tr');
  if (q.get('role') === 'to' && !typed) return [];
  // A name in another language finds the point; its label is that name, its value the canonical one.
  if (typed === 'flug') return [{ value: 'Antalya Havalimanı (AYT)', label: 'Flughafen Antalya (AYT)' }];
  const found = typed ? STARTS.filter((s) => s.toLocaleLowerCase('tr').startsWith(typed)) : STARTS;
  return found.map((s) => ({ value: s, label: s }));
}

let fetchMock: Mock<(url: string) => Promise<Response>>;
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));
const typedQueries = () => calls().map((u) => new URL(u, 'http://x').searchParams.get('q'));

function setup(end: 'from' | 'to' = 'from') {
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <>
        <RouteAutocomplete end={end} label="Nereden" value={value} onChange={setValue} />
        <output data-testid="form-value">{value}</output>
        <button type="button">başka</button>
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { input: screen.getByRole('combobox'), user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, data: answer(url) }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets `ms` of real time pass (the debounce is real: 300 ms). */
const settle = async (ms: number) => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
};

describe('RouteAutocomplete', () => {
  it('asks nothing while unfocused, lists starting points on focus, then asks once 300 ms after typing stops', async () => {
    const { input, user } = setup();
    await settle(1000);
    expect(calls()).toEqual([]);

    await user.click(input);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(typedQueries()).toEqual([null]);

    await user.type(input, 'Ant');
    await settle(200);
    expect(typedQueries()).toEqual([null]);
    // Once, for the whole text: never for 'A' or 'An'.
    await waitFor(() => expect(typedQueries()).toEqual([null, 'Ant']));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Antalya Havalimanı (AYT)autocomplete.routePoint',
      'Antalya Şehir Merkeziautocomplete.routePoint',
    ]);
  });

  it('moves with the arrows, picks with Enter, closes the list, leaves the field and asks nothing more', async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.type(input, 'Ant');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const before = calls().length;
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Antalya Havalimanı (AYT)');
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    await settle(1000);
    expect(calls().length).toBe(before);
  });

  it('shows the picked point in the visitor’s language while the form keeps its canonical name (issue 32)', async () => {
    const { input, user } = setup();
    await user.click(input);
    await user.type(input, 'Flug');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toBe('Flughafen Antalya (AYT)Antalya Havalimanı (AYT)');
    await user.click(screen.getByRole('option'));
    expect(input).toHaveValue('Flughafen Antalya (AYT)');
    expect(screen.getByTestId('form-value')).toHaveTextContent('Antalya Havalimanı (AYT)');
    // Typing again is typing: the field and the form hold what is typed.
    await user.type(input, 'X');
    expect(input).toHaveValue('Flughafen Antalya (AYT)X');
    expect(screen.getByTestId('form-value')).toHaveTextContent('Flughafen Antalya (AYT)X');
  });

  it('closes on Escape and on blur', async () => {
    const { input, user } = setup();
    await user.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'A');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('button', { name: 'başka' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists nothing for the empty to field', async () => {
    const { input, user } = setup('to');
    await user.click(input);
    await settle(1000);
    expect(calls()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs a failed look-up and keeps the list empty and hidden', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    const { input, user } = setup();
    await user.click(input);
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(errors).toHaveBeenCalledWith('Rota listesi alınamadı', expect.anything());
    errors.mockRestore();
  });
});
