import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useBanner } from './banner';
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

/** A page that opens a dialog from a button and shows a toast from inside it. */
function PageWithDialog() {
  const [open, setOpen] = useState(false);
  const toast = useBanner({ floating: true });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      {toast.node}
      <Dialog open={open} onClose={() => setOpen(false)} title="Rezervasyon Detayı" closeLabel="Kapat">
        <button type="button" onClick={() => toast.show('success', 'Durum güncellendi')}>
          Onayla
        </button>
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

  it('is a modal <dialog> named by its title, and gives focus back to its opener when it closes', () => {
    render(<PageWithDialog />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rezervasyon Detayı' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a press on the backdrop, not on one inside the panel', () => {
    render(<PageWithDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a toast raised from inside it within the dialog, where it is not inert', () => {
    render(<PageWithDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('status'));

    // Once the dialog is gone the toast stays, on the page.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Durum güncellendi');
    expect(screen.getByRole('status')).toHaveClass('fixed');
  });

  it("places a toast inside a dialog under the dialog's header, in flow, so it never covers the close button", () => {
    render(<PageWithDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const toast = screen.getByRole('status');
    // not pinned to the screen's corner, where the dialog's close button is
    expect(toast).not.toHaveClass('fixed');
    const close = screen.getByRole('heading', { name: 'Rezervasyon Detayı' }).parentElement!.querySelector('button')!;
    expect(close).toHaveAccessibleName('Kapat');
    // after the header (title and close button) in the panel, before the dialog's content
    expect(close.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toast.compareDocumentPosition(screen.getByRole('button', { name: 'Onayla' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
