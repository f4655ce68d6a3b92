/** @jest-environment node */
import { readingMinutes } from '@/lib/site/reading-time';

describe('reading time', () => {
  it('counts 230 words a minute where words have spaces between them, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1150))).toBe(5);
    expect(readingMinutes('हिन्दी '.repeat(1150))).toBe(5);
  });

  it('counts 500 characters a minute in Japanese and Chinese, however long a sentence runs', () => {
    expect(readingMinutes('私は東京に住んでいます。'.repeat(4906))).toBe(108);
    expect(readingMinutes('我住在北京。'.repeat(500))).toBe(5);
  });

  it('counts Thai by the word, though no space separates them', () => {
    // Five words a sentence: คน ไทย ชอบ กิน ข้าว.
    expect(readingMinutes('คนไทยชอบกินข้าว '.repeat(460))).toBe(10);
  });

  it('adds up the parts of a text that mixes scripts', () => {
    const text = `${'A plain English sentence. '.repeat(230)}${'東京に住んでいます。'.repeat(300)}`;
    // 920 words (4 minutes) and 2,700 characters of Japanese (5.4 minutes).
    expect(readingMinutes(text)).toBe(9);
  });
});
