import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { previewPlan, previewProblemText } from '@/lib/markdown/preview-plan';
import { blockHtml, type RenderedBlock } from '@/lib/markdown/preview-protocol';
import frame from '../markdown-editor.module.scss';
import { BlockView } from './block-view';
import documentStyles from '@/components/article/document.module.scss';
import { ExportTools } from './export-tools';
import { useInPageLinks } from './in-page-links';
import { MarkdownPreview } from './markdown-preview';
import styles from './preview-panel.module.scss';
import { useLanguages } from './use-languages';
import { useWorkerPreview } from './use-worker-preview';

const noBlocks: readonly RenderedBlock[] = [];

// Tame documents render inside the keystroke; the rest in the worker, the last rendering staying
// until the next is ready. #preview holds the rendered markdown and nothing else.
export function PreviewPanel({ text }: { text: string }) {
  const plan = useMemo(() => previewPlan(text), [text]);
  const now = plan.kind === 'now';
  const { preview: fromWorker, render } = useWorkerPreview(plan.kind === 'worker' ? text : null);
  const blocks = fromWorker?.result.ok ? fromWorker.result.blocks : noBlocks;
  const updating = plan.kind === 'worker' && fromWorker?.text !== text;
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const [blocksElement, setBlocksElement] = useState<HTMLDivElement | null>(null);
  const view = useMemo(() => blocksElement && new BlockView(blocksElement), [blocksElement]);
  useEffect(() => () => view?.close(), [view]);
  useEffect(() => view?.show(blocks, updating), [view, blocks, updating]);
  const section = useRef<HTMLElement>(null);
  useInPageLinks(section);

  // The rendering of this very text, never a preview still catching up.
  const exportHtml = async (): Promise<string | null> => {
    if (plan.kind === 'too-deep' || failedOn === text) return null;
    if (now) return document.getElementById('preview')?.innerHTML ?? '';
    const result = fromWorker?.text === text ? fromWorker.result : await render(text);
    return result.ok ? result.blocks.map(blockHtml).join('\n') : null;
  };

  let problem: string | null = null;
  if (plan.kind === 'too-deep') problem = previewProblemText('too-deep', plan.depth);
  else if (now && failedOn === text) problem = previewProblemText('failed');
  else if (fromWorker && !fromWorker.result.ok)
    problem = previewProblemText(fromWorker.result.reason);

  return (
    <section ref={section} className={frame.panel} aria-labelledby="preview-heading">
      <div className={frame.panelHeader}>
        <h2 id="preview-heading" className={frame.panelTitle}>
          Preview
        </h2>
        {/* Always in place, shown only while updating: appearing must not move the tools. */}
        <span className={styles.updating} data-shown={updating} aria-hidden="true">
          Updating…
        </span>
        <ExportTools text={text} exportHtml={exportHtml} />
      </div>
      <div className={frame.panelBody}>
        <p className={styles.previewProblem} role="status">
          {problem}
        </p>
        {/* React renders a tame document itself; a worker's blocks are the BlockView's to place. */}
        <div
          id="preview"
          key={now ? 'now' : 'blocks'}
          ref={now ? undefined : setBlocksElement}
          className={
            now ? documentStyles.document : `${documentStyles.document} ${styles.longPreview}`
          }
        >
          {now && failedOn !== text && (
            <PreviewBoundary onFail={() => setFailedOn(text)}>
              <ColouredPreview text={text} />
            </PreviewBoundary>
          )}
        </div>
      </div>
    </section>
  );
}

function ColouredPreview({ text }: { text: string }) {
  const languages = useLanguages(text);
  return <MarkdownPreview text={text} languages={languages} />;
}

// A document that breaks the renderer empties the preview, not the page.
class PreviewBoundary extends Component<{ onFail: () => void; children: ReactNode }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFail();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
