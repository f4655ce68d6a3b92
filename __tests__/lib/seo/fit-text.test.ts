import { fitText } from '@/lib/seo/fit-text';

/** A box that holds `count` characters (code units), as a renderer would measure it. */
const holds = (count: number) => async (text: string) => text.length <= count;

describe('fitText', () => {
  it('keeps a text that fits', async () => {
    expect(await fitText('A short title', holds(20))).toBe('A short title');
  });

  it('cuts a long text to the longest start that fits, with an ellipsis', async () => {
    const fitted = await fitText('x'.repeat(200), holds(50));
    expect(fitted).toBe(`${'x'.repeat(49)}…`);
  });

  it('drops the space before the ellipsis', async () => {
    expect(await fitText('one two three', holds(5))).toBe('one…');
  });

  it('never cuts an emoji in half', async () => {
    const family = '👩🏽‍💻';
    const fitted = await fitText(`ab${family}cd`, holds(2 + family.length));
    expect(fitted).toBe('ab…');
    expect(await fitText(`ab${family}cd`, holds(3 + family.length))).toBe(`ab${family}…`);
  });
});
