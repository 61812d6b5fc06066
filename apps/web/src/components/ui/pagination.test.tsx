import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows at most five numbers around the current page, shifted at the ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('clamps a page outside the range and honours another maximum', () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 12, 3)).toEqual([5, 6, 7]);
    expect(pageWindow(4, 8, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('<Pagination>', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has previous/next, marks the current page and reports clicks', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={9} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: /Önceki/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Sayfa \d+$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /Sonraki/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });

  it('shows every page when asked to (tours)', () => {
    render(<Pagination page={3} lastPage={8} onPageChange={() => {}} maxButtons={Infinity} />);
    expect(screen.getAllByRole('button', { name: /^Sayfa \d+$/ })).toHaveLength(8);
  });
});
