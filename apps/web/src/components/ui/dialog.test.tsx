import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A dialog with a button that opens a confirmation on top of it, as the vehicle types dialog does. */
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">sayfa</button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Araç Tipleri" closeLabel="Kapat">
        <button type="button" onClick={() => setInner(true)}>
          Sil
        </button>
        <Dialog
          open={inner}
          onClose={() => setInner(false)}
          title="Emin misiniz?"
          closeLabel="Vazgeç"
          size="sm"
        >
          <p>Silinsin mi?</p>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('closes only the topmost dialog on Escape, and the one below on the next Escape', () => {
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Araç Tipleri' })).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('keeps Tab inside the topmost dialog', () => {
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    const close = screen.getByRole('button', { name: 'Vazgeç' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab' });
    // The confirmation's only focusable element keeps the focus: Tab wraps inside it.
    expect(close).toHaveFocus();
  });
});
