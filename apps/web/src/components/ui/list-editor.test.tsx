import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListEditor } from './list-editor';

function Harness({ initial = [] as string[] }) {
  const [items, setItems] = useState(initial);
  return <ListEditor label="Özellikler" items={items} onChange={setItems} />;
}

const input = () => screen.getByLabelText('Özellikler: yeni öğe');
const entries = () => screen.queryAllByRole('listitem').map((li) => li.textContent?.replace('×', '').trim());

describe('ListEditor', () => {
  it('adds with Enter, ignoring blank and duplicate entries', () => {
    render(<Harness />);
    fireEvent.input(input(), { target: { value: '  Rehber  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.input(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.input(input(), { target: { value: 'Rehber' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.input(input(), { target: { value: 'Öğle yemeği' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(entries()).toEqual(['Rehber', 'Öğle yemeği']);
    expect(input()).toHaveValue('');
  });

  it('treats entries that differ only in letter case or spaces as duplicates', () => {
    render(<Harness initial={['Öğle yemeği']} />);
    for (const text of ['öğle yemeği', 'ÖĞLE  YEMEĞİ', ' Öğle yemeği ']) {
      fireEvent.input(input(), { target: { value: text } });
      fireEvent.keyDown(input(), { key: 'Enter' });
    }
    expect(entries()).toEqual(['Öğle yemeği']);
  });

  it('removes an entry with its button', () => {
    render(<Harness initial={['A', 'B']} />);
    fireEvent.click(screen.getByRole('button', { name: 'A öğesini kaldır' }));
    expect(entries()).toEqual(['B']);
  });
});
