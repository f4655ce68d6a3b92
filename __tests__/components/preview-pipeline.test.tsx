/** @jest-environment node */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownPreview } from '@/components/markdown/preview/markdown-preview';
import { blockRenderer } from '@/components/markdown/worker/render-blocks';
import { maxNesting, nestingDepth } from '@/lib/article/nesting';
import { previewPlan, syncLimit } from '@/lib/markdown/preview-plan';
import { hostileDocument, markdownDocument } from '../fixtures/markdown-documents';

// The preview's promise for any text up to 10 KB: deciding what to do never throws; what the page
// renders itself (inside the keystroke) is short and shallow, and renders without throwing; the
// rest goes to the worker, which the page ends after its time limit whatever the text. How fast
// the plan and the rendering are is measured by `npm run bench:markdown`, not here.
it('renders at once only short, shallow hostile documents, and refuses only deep ones', () => {
  fc.assert(
    fc.property(hostileDocument, (text) => {
      const plan = previewPlan(text);
      const depth = nestingDepth(text);
      if (plan.kind === 'now') {
        expect(text.length).toBeLessThanOrEqual(syncLimit);
        expect(depth).toBeLessThanOrEqual(maxNesting);
        expect(() => renderToStaticMarkup(<MarkdownPreview text={text} />)).not.toThrow();
      }
      expect(plan.kind === 'too-deep').toBe(depth > maxNesting);
    }),
    { numRuns: 300 },
  );
});

it('renders in the worker every ordinary generated document, without throwing', () => {
  const render = blockRenderer();
  fc.assert(
    fc.property(markdownDocument, (text) => {
      expect(render(text)).toMatchObject({ ok: true });
    }),
    { numRuns: 100 },
  );
});
