/** @jest-environment node */
import {
  fileText,
  fileTextNote,
  maxFileBytes,
  severalFilesNote,
  tooLargeNote,
} from '@/lib/markdown/file-text';

const text = '# Café\n\nNaïve “quotes” — 中文 and a list:\n\n- one\n- two\n';
const utf16 = (value: string, bigEndian = false) => {
  const bytes = new Uint8Array(value.length * 2);
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    bytes[index * 2 + (bigEndian ? 1 : 0)] = unit & 0xff;
    bytes[index * 2 + (bigEndian ? 0 : 1)] = unit >> 8;
  }
  return bytes;
};
const bytes = (...values: (number[] | Uint8Array)[]) =>
  new Uint8Array(values.flatMap((value) => [...value]));

describe('reading a file’s bytes', () => {
  it('reads UTF-8, with or without a byte-order mark, as it is', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(fileText(utf8)).toEqual({ ok: true, text, readAs: null });
    expect(fileText(bytes([0xef, 0xbb, 0xbf], utf8))).toEqual({ ok: true, text, readAs: null });
    expect(fileText(new Uint8Array())).toEqual({ ok: true, text: '', readAs: null });
  });

  it('reads UTF-16 with a byte-order mark, either way round', () => {
    expect(fileText(bytes([0xff, 0xfe], utf16(text)))).toEqual({ ok: true, text, readAs: null });
    expect(fileText(bytes([0xfe, 0xff], utf16(text, true)))).toEqual({
      ok: true,
      text,
      readAs: null,
    });
  });

  it('recognises UTF-16 without a byte-order mark, and says it guessed', () => {
    expect(fileText(utf16(text))).toEqual({ ok: true, text, readAs: 'UTF-16' });
    expect(fileText(utf16(text, true))).toEqual({ ok: true, text, readAs: 'UTF-16' });
  });

  it('reads what is not UTF-8 as Latin-1, and says so', () => {
    const latin1 = Uint8Array.from('Café, naïve, £20', (char) => char.charCodeAt(0));
    expect(fileText(latin1)).toEqual({ ok: true, text: 'Café, naïve, £20', readAs: 'Latin-1' });
  });

  it('refuses binary data, with or without zero bytes', () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(fileText(png)).toEqual({ ok: false, reason: 'binary' });
    const noZeros = Uint8Array.from({ length: 512 }, (_, index) => (index * 37 + 1) % 255 || 1);
    expect(fileText(noZeros)).toEqual({ ok: false, reason: 'binary' });
    // Text with one stray zero byte is not UTF-16: most of its pairs have none.
    expect(fileText(bytes(new TextEncoder().encode('hello world '.repeat(10)), [0, 33]))).toEqual({
      ok: false,
      reason: 'binary',
    });
  });

  it('keeps text with a few control characters (a form feed, colour codes)', () => {
    const log = `\u001b[31mred\u001b[0m and a page break\f${' words'.repeat(40)}`;
    expect(fileText(new TextEncoder().encode(log))).toEqual({ ok: true, text: log, readAs: null });
  });
});

describe('what the visitor is told', () => {
  it('refuses a file over the limit by its size alone, and names the limit', () => {
    expect(tooLargeNote({ name: 'small.md', size: maxFileBytes })).toBeNull();
    expect(tooLargeNote({ name: 'big.md', size: 50_000_000 })).toBe(
      'big.md is too large to open (50.0 MB): the editor opens files up to 1 MB.',
    );
    expect(tooLargeNote({ name: 'edge.md', size: maxFileBytes + 1 })).toContain('(1.1 MB)');
  });

  it('says how a file was read when it had to guess, and why one was refused', () => {
    expect(fileTextNote('a.md', { ok: true, text: '', readAs: null })).toBeNull();
    expect(fileTextNote('a.md', { ok: true, text: '', readAs: 'UTF-16' })).toBe(
      'a.md was read as UTF-16 text.',
    );
    expect(fileTextNote('a.md', { ok: true, text: '', readAs: 'Latin-1' })).toMatch(
      /^a\.md is not UTF-8, so it was read as Latin-1: .*save it as UTF-8/,
    );
    expect(fileTextNote('a.md', { ok: false, reason: 'binary' })).toBe(
      'a.md is not a text file (it holds binary data), so it was not opened.',
    );
  });

  it('says when only one of several dropped files was opened', () => {
    expect(severalFilesNote(3, 'a.md')).toBe(
      '3 files were dropped; the editor opens one at a time, so only a.md was opened.',
    );
    expect(severalFilesNote(2, null)).toBe('2 files were dropped; the editor opens one at a time.');
  });
});
