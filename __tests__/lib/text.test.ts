/** @jest-environment node */
import { isBlank, normalizeText, showInvisible } from '@/lib/text';

describe('normalizeText', () => {
  it('removes the characters that show nothing, which trim() keeps', () => {
    expect('\u200B'.trim()).toBe('\u200B');
    expect(normalizeText('\u200Bja\u200Cv\u200Da\u2060\uFEFF\u00AD')).toBe('java');
  });

  it('writes each character in one form (NFC)', () => {
    expect(normalizeText('e\u0301')).toBe('\u00E9');
  });

  it('judges text made only of invisible characters and spaces empty', () => {
    expect(isBlank('\u200B')).toBe(true);
    expect(isBlank(' \uFEFF\u00AD ')).toBe(true);
    expect(isBlank('\u200Ba')).toBe(false);
  });

  it('names the invisible characters for a message', () => {
    expect(showInvisible('java\u200B')).toBe('java<U+200B>');
    expect(showInvisible('a\u00ADb\uFEFF')).toBe('a<U+00AD>b<U+FEFF>');
    expect(showInvisible('日本語')).toBe('日本語');
  });
});
