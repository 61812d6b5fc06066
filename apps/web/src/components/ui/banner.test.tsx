import { act, fireEvent, render, screen } from '@testing-library/react';
import { BANNER_AUTOHIDE_MS } from '@riviera/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { useBanner } from './banner';

function Harness() {
  const banner = useBanner();
  return (
    <div>
      {banner.node}
      <Button onClick={() => banner.show('success', 'Kaydedildi')}>ok</Button>
      <Button onClick={() => banner.show('error', 'Olmadı')}>err</Button>
    </div>
  );
}

describe('useBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a message after 5 seconds; a new message restarts the timer', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedildi');
    await act(async () => {
      vi.advanceTimersByTime(BANNER_AUTOHIDE_MS - 100);
    });
    fireEvent.click(screen.getByText('err'));
    expect(screen.getByRole('alert')).toHaveTextContent('Olmadı');
    await act(async () => {
      vi.advanceTimersByTime(BANNER_AUTOHIDE_MS - 100);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on the close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
