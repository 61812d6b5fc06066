import { describe, expect, it } from 'vitest';
import { htmlPreviewText } from './html-preview';

describe('htmlPreviewText', () => {
  it('keeps paragraph and line breaks as new lines and drops the tags', () => {
    expect(htmlPreviewText('<p>Bir <b>iki</b></p><p>Üç</p>')).toBe('Bir iki\nÜç');
    expect(htmlPreviewText('<p>Satır<br>Alt satır</p>\n\n<ul><li>a</li><li>b</li></ul>')).toBe('Satır\nAlt satır\na\nb');
    expect(htmlPreviewText('düz metin')).toBe('düz metin');
    expect(htmlPreviewText('<p> </p>')).toBe('');
  });
});
