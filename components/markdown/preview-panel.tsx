'use client';

import { Component, useEffect, useRef, type ReactNode } from 'react';
import { previewProblemText, type PreviewPlan } from '@/lib/markdown/limits';
import { BlockView } from './block-view';
import styles from './markdown-editor.module.scss';
import { MarkdownPreview } from './markdown-preview';
import { useWorkerPreview } from './use-worker-preview';

interface PreviewPanelProps {
  text: string;
  plan: PreviewPlan;
}

/**
 * The preview. Tame documents render here and now, inside the keystroke; the rest are rendered
 * by the worker, block by block, and shown a slice at a time, the previous rendering staying in
 * place until the next is ready. #preview holds the rendered markdown and nothing else; anything
 * the preview has to say goes beside it.
 */
export function PreviewPanel({ text, plan }: PreviewPanelProps) {
  const fromWorker = useWorkerPreview(plan.kind === 'worker' ? text : null);
  const blocks = fromWorker?.result.ok ? fromWorker.result.blocks : [];

  let problem: string | null = null;
  if (plan.kind === 'too-deep') problem = previewProblemText('too-deep', plan.depth);
  else if (fromWorker && !fromWorker.result.ok)
    problem = previewProblemText(fromWorker.result.reason);
  const updating = plan.kind === 'worker' && fromWorker?.text !== text;

  return (
    <section className={styles.panel} aria-labelledby="preview-heading">
      <div className={styles.panelHeader}>
        <h2 id="preview-heading" className={styles.panelTitle}>
          Preview
        </h2>
        {updating && (
          <span className={styles.updating} aria-hidden="true">
            Updating…
          </span>
        )}
      </div>
      <PreviewBoundary text={text}>
        <p className={styles.previewProblem} role="status">
          {problem}
        </p>
        {plan.kind === 'now' ? (
          <div id="preview" className={styles.preview}>
            <MarkdownPreview text={text} />
          </div>
        ) : (
          <WorkerBlocks blocks={blocks} updating={updating} />
        )}
      </PreviewBoundary>
    </section>
  );
}

/** #preview filled by the worker's blocks: React leaves its children to the BlockView. */
function WorkerBlocks({ blocks, updating }: { blocks: readonly string[]; updating: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<BlockView | null>(null);
  useEffect(() => {
    const current = new BlockView(container.current!);
    view.current = current;
    return () => current.close();
  }, []);
  useEffect(() => view.current?.show(blocks), [blocks]);
  return (
    <div
      id="preview"
      ref={container}
      className={`${styles.preview} ${styles.longPreview}`}
      aria-busy={updating}
    />
  );
}

interface BoundaryProps {
  text: string;
  children: ReactNode;
}

/** The last safety net: a document that breaks the renderer empties the preview, not the page. */
class PreviewBoundary extends Component<BoundaryProps, { failedOn: string | null }> {
  state = { failedOn: null as string | null };

  static getDerivedStateFromError() {
    return { failedOn: '' };
  }

  componentDidCatch() {
    this.setState({ failedOn: this.props.text });
  }

  render() {
    const { failedOn } = this.state;
    if (failedOn === null || (failedOn !== '' && failedOn !== this.props.text)) {
      return this.props.children;
    }
    return (
      <>
        <p className={styles.previewProblem} role="status">
          {previewProblemText('failed')}
        </p>
        <div id="preview" className={styles.preview} />
      </>
    );
  }
}
