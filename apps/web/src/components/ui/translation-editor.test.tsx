import type { Translations } from '@riviera/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageTabs, TranslationBadge, TranslationFields, useTranslationsEditor, type TranslatableField } from './translation-editor';

const FIELDS: TranslatableField[] = [
  { name: 'name', label: 'Ad', kind: 'text' },
  { name: 'description', label: 'Açıklama', kind: 'textarea' },
];
/** what the dialog would send, as the harness shows it */
const sent = () => screen.getByTestId('sent').textContent ?? '';

function Harness({ initial }: { initial?: Translations }) {
  const editor = useTranslationsEditor(initial);
  return (
    <>
      <LanguageTabs editor={editor} fields={FIELDS} />
      <TranslationFields editor={editor} fields={FIELDS} turkish={{ name: 'Çocuk koltuğu', description: 'Oto koltuğu' }} />
      <output data-testid="sent">{editor.toSend()}</output>
    </>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the language switch of a back-office dialog', () => {
  it('marks the languages without any text as empty, and Turkish never', () => {
    render(<Harness initial={{ de: { name: 'Kindersitz' } }} />);
    expect(tab(/^TR/).textContent).toBe('TR');
    expect(tab(/^DE/).textContent).toBe('DE');
    expect(tab(/^EN/).textContent).toBe('EN(boş)');
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('edits the chosen language with the Turkish text as placeholder, and sends only what has text', () => {
    render(<Harness />);
    fireEvent.click(tab(/^RU/));
    const name = screen.getByLabelText('Ad (RU)');
    expect(name.getAttribute('placeholder')).toBe('Çocuk koltuğu');
    fireEvent.input(name, { target: { value: 'Детское кресло' } });
    expect(tab(/^RU/).textContent).toBe('RU');
    expect(JSON.parse(sent())).toEqual({ ru: { name: 'Детское кресло' } });
    fireEvent.input(screen.getByLabelText('Ad (RU)'), { target: { value: '' } });
    expect(JSON.parse(sent())).toEqual({});
  });
});

describe('the completeness badge', () => {
  it('counts Turkish and each fully translated language', () => {
    const record = { name: 'Çocuk koltuğu', description: 'Oto koltuğu' };
    const { rerender } = render(<TranslationBadge record={{ ...record, translations: {} }} entity="extraService" />);
    expect(screen.getByText('1/5')).toBeTruthy();
    rerender(
      <TranslationBadge
        record={{ ...record, translations: { en: { name: 'Child seat', description: 'Car seat' }, de: { name: 'Kindersitz', description: 'Autositz' }, pl: { name: 'Fotelik' } } }}
        entity="extraService"
      />,
    );
    expect(screen.getByText('3/5')).toBeTruthy();
  });
});
