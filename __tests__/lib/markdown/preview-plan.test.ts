/** @jest-environment node */
import { maxNesting, nestingDepth } from '@/lib/article/nesting';
import {
  previewPlan,
  previewProblemText,
  rendersAtOnce,
  syncLimit,
} from '@/lib/markdown/preview-plan';
import { maxFileBytes } from '@/lib/markdown/file-text';
import { workerTimeLimit } from '@/lib/markdown/preview-protocol';
import { markdownSample } from '@/lib/content/markdown-sample';

describe('nestingDepth', () => {
  it.each([
    ['plain text', 0],
    ['- a', 1],
    ['> - 1. x', 3],
    ['- - - x', 3],
    ['1) a\n   2) b', 2],
    ['- a\n  - b\n    - c', 3],
    ['\t\t- a', 5],
    ['-not a marker', 0],
    ['2024. was a year', 1],
    ['1234567890. too many digits', 0],
  ])('%j is nested %d deep', (text, depth) => {
    expect(nestingDepth(text)).toBe(depth);
  });

  it('measures the documents that used to overflow the renderer', () => {
    expect(nestingDepth(`${'- '.repeat(1100)}x`)).toBe(1100);
    expect(nestingDepth(`${'>'.repeat(2500)}x`)).toBe(2500);
    expect(nestingDepth(`${'1. '.repeat(2000)}x`)).toBe(2000);
  });

  it('does not count lines inside fenced code', () => {
    const code = ['```', `${'- '.repeat(200)}x`, '```', '- after'].join('\n');
    expect(nestingDepth(code)).toBe(1);
    const tilde = ['~~~~', '```', `${'> '.repeat(200)}`, '~~~~'].join('\n');
    expect(nestingDepth(tilde)).toBe(0);
  });

  it('reads a 100,000-character run quickly, with no recursion', () => {
    expect(nestingDepth('>'.repeat(100_000))).toBe(100_000);
  });
});

describe('previewPlan', () => {
  it('renders the sample and short ordinary documents at once', () => {
    expect(previewPlan(markdownSample)).toEqual({ kind: 'now' });
    expect(previewPlan('# Title\n\nSome *text*.')).toEqual({ kind: 'now' });
  });

  it('sends long documents and the shapes that parse slowly to the worker', () => {
    expect(previewPlan('a'.repeat(syncLimit + 1))).toEqual({ kind: 'worker' });
    expect(rendersAtOnce(`${'*'.repeat(17)}a`)).toBe(false);
    expect(rendersAtOnce(`${'!['.repeat(201)}a`)).toBe(false);
    expect(rendersAtOnce(`|${'a|'.repeat(401)}`)).toBe(false);
    expect(rendersAtOnce('**a'.repeat(251))).toBe(false);
    expect(rendersAtOnce('\n- '.repeat(250))).toBe(false);
    expect(rendersAtOnce(`${'> '.repeat(17)}x`)).toBe(false);
    expect(previewPlan(`${'*'.repeat(1000)}a${'*'.repeat(1000)}`)).toEqual({ kind: 'worker' });
  });

  it('refuses nesting deeper than the limit, and says how deep it was', () => {
    expect(previewPlan(`${'- '.repeat(maxNesting)}x`)).toEqual({ kind: 'worker' });
    expect(previewPlan(`${'- '.repeat(1100)}x`)).toEqual({ kind: 'too-deep', depth: 1100 });
    expect(previewProblemText('too-deep', 1100)).toMatch(/1100 levels.*stops at 64.*safe/);
  });
});

describe('workerTimeLimit', () => {
  it('gives a few seconds, and more to longer texts', () => {
    expect(workerTimeLimit(0)).toBe(8_000);
    expect(workerTimeLimit(1_000_000)).toBe(48_000);
  });

  it('stops growing at the largest file the editor opens, however long a paste is', () => {
    expect(workerTimeLimit(50_000_000)).toBe(workerTimeLimit(maxFileBytes));
  });
});

describe('raw HTML', () => {
  it('goes to the worker, which alone turns it into elements', () => {
    expect(previewPlan('Press <kbd>Ctrl</kbd>')).toEqual({ kind: 'worker' });
    expect(previewPlan('<!-- a comment -->')).toEqual({ kind: 'worker' });
  });

  it('is not an autolink, nor a comparison', () => {
    expect(previewPlan('See <https://example.org>, where 3 < 4.')).toEqual({ kind: 'now' });
  });
});
