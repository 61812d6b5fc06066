import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StatusUpdate } from '@riviera/domain';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from './status-select';

// A stray pick in the status select used to save at once and mail the customer (issue 25 item 3).
function setUp(value = 'pending') {
  const onSave = vi.fn<(change: StatusUpdate) => Promise<unknown>>(() => Promise.resolve());
  render(<StatusSelect value={value} onSave={onSave} />);
  const select = screen.getByLabelText<HTMLSelectElement>('Durum');
  return { onSave, select };
}
const dialog = () => screen.queryByRole('dialog', { name: 'Durumu Değiştir' });
const mailBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Müşteriye e-posta gönder' });

describe('StatusSelect asks before it changes a status', () => {
  it('a pick opens the confirmation; cancelling it saves nothing and shows the old status again', () => {
    const { onSave, select } = setUp();
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(dialog()).not.toBeNull();
    expect(dialog()!.textContent).toContain('Beklemede');
    expect(dialog()!.textContent).toContain('İptal Edildi');
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(dialog()).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLSelectElement>('Durum').value).toBe('pending');
  });

  it("'cancelled' starts with the mail ticked and says the cancellation notice goes; confirmed, the choice is sent", async () => {
    const { onSave, select } = setUp();
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(mailBox().checked).toBe(true);
    expect(dialog()!.textContent).toContain('Müşteriye iptal bildirimi gönderilecek.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Durumu Değiştir' }));
      await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledWith({ status: 'cancelled', notify_customer: true });
  });

  it('unticked, the dialog says no mail goes and the endpoint is told so', async () => {
    const { onSave, select } = setUp();
    fireEvent.change(select, { target: { value: 'confirmed' } });
    expect(dialog()!.textContent).toContain('Müşteriye onay e-postası (güncel voucher ekli) gönderilecek.');
    fireEvent.click(mailBox());
    expect(dialog()!.textContent).toContain('Müşteriye e-posta gönderilmeyecek.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Durumu Değiştir' }));
      await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledWith({ status: 'confirmed', notify_customer: false });
  });

  it("'completed' has no mail: the box is off and cannot be ticked", () => {
    const { select } = setUp('confirmed');
    fireEvent.change(select, { target: { value: 'completed' } });
    expect(mailBox().checked).toBe(false);
    expect(mailBox().disabled).toBe(true);
    expect(dialog()!.textContent).toContain('Bu durum için müşteriye e-posta gönderilmez.');
  });
});
