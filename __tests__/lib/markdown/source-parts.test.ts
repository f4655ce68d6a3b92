/** @jest-environment node */
import { itemsPerPart, sourceParts } from '@/lib/markdown/source-parts';

const texts = (text: string) => sourceParts(text)?.map((part) => part.text);

it('cuts before each top-level block that follows a blank line, and nowhere else', () => {
  expect(texts('# A\n\none\ntwo\n\n> q\n\n---\n')).toEqual([
    '# A\n\n',
    'one\ntwo\n\n',
    '> q\n\n',
    '---\n',
  ]);
  // Indented lines and list items after a blank line may belong to the block before.
  expect(texts('- a\n\n  more\n\n- b\n\n    code\n')).toEqual([
    '- a\n\n  more\n\n- b\n\n    code\n',
  ]);
  expect(texts('para')).toEqual(['para']);
  expect(texts('')).toEqual(['']);
});

it('cuts a long list between items, every so many items, and says the list goes on', () => {
  const list = '- x\n'.repeat(itemsPerPart * 3);
  const parts = sourceParts(`Intro\n${list}\nAfter`)!;
  expect(parts.map((part) => part.continuesList)).toEqual([false, true, true, false]);
  expect(parts[1]!.text).toBe('- x\n'.repeat(itemsPerPart));
  expect(parts.map((part) => part.text).join('')).toBe(`Intro\n${list}\nAfter`);
  // A loose list's items are cut after the blank line that makes it loose.
  const loose = sourceParts('- x\n\n'.repeat(itemsPerPart + 1))!;
  expect(loose.map(({ continuesList, afterBlank }) => [continuesList, afterBlank])).toEqual([
    [false, false],
    [true, true],
  ]);
  // A different bullet starts a different list: no cut that would join them.
  expect(sourceParts(`${'- x\n'.repeat(itemsPerPart)}* y\n`)).toHaveLength(1);
});

it('never cuts inside a fence', () => {
  expect(texts('```\na\n\nb\n```\n\nc')).toEqual(['```\na\n\nb\n```\n\n', 'c']);
  expect(texts('~~~~\n~~~\n\nx\n~~~~\n')).toEqual(['~~~~\n~~~\n\nx\n~~~~\n']);
});

it('leaves whole what it cannot cut safely', () => {
  expect(sourceParts('[a][r]\n\n[r]: https://example.org')).toBeNull();
  expect(sourceParts('a[^1]\n\n[^1]: note')).toBeNull();
  expect(sourceParts('<details>\n\nHidden\n\n</details>')).toBeNull();
  expect(sourceParts('- a\n  ```\n\nb\n```')).toBeNull();
  expect(sourceParts('```a`b\n\nc')).toBeNull();
});
