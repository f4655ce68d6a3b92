/** @jest-environment node */
import { isExternal } from '@/lib/link-target';

describe('isExternal', () => {
  it.each([
    ['https://github.com/someone/project', true],
    ['https://huggingface.co/someone', true],
    ['/clock', false],
    ['/markdown', false],
    ['clock', false],
    ['', false],
  ])('%j -> %s', (target, expected) => {
    expect(isExternal(target)).toBe(expected);
  });

  it('follows the rule literally: a target containing https:// anywhere is external', () => {
    expect(isExternal('/redirect?to=https://example.org')).toBe(true);
  });
});
