/** @jest-environment node */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownPreview } from '@/components/markdown/markdown-preview';
import { blockRenderer } from '@/components/markdown/render-blocks';
import { previewPlan } from '@/lib/markdown/limits';
import { hostileDocument, markdownDocument } from '../fixtures/markdown-documents';

// The preview's promise for any text up to 10 KB: deciding what to do never throws and is quick;
// what the page renders itself (inside the keystroke) renders quickly and never throws. The rest
// goes to the worker, which the page ends after its time limit whatever the text.
const budget = { plan: 50, renderNow: 250 };

const timed = <T,>(work: () => T) => {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
};

it('plans every hostile document quickly, and renders at once only what renders quickly', () => {
  fc.assert(
    fc.property(hostileDocument, (text) => {
      const plan = timed(() => previewPlan(text));
      expect(plan.ms).toBeLessThan(budget.plan);
      if (plan.result.kind === 'now') {
        const render = timed(() => renderToStaticMarkup(<MarkdownPreview text={text} />));
        expect(render.ms).toBeLessThan(budget.renderNow);
      }
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
