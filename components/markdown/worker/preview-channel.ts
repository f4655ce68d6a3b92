import {
  workerTimeLimit,
  type PreviewRequest,
  type PreviewResponse,
  type RenderedBlocks,
} from '@/lib/markdown/preview-protocol';
import { createPreviewWorker } from './create-worker';

const closed: RenderedBlocks = { ok: false, reason: 'failed' };

/**
 * One text at a time to the preview worker, and only the newest of those typed meanwhile, so a
 * fast typist never queues up work. A worker that runs past its time limit is ended (the only way
 * to stop a parse) and a fresh one takes the next text.
 */
export class PreviewChannel {
  private worker: Worker | null = null;
  private busy: { id: number; text: string; timer: ReturnType<typeof setTimeout> } | null = null;
  private waiting: string | null = null;
  /** Texts whose rendering someone awaits (an export), kept however much is typed meanwhile. */
  private wanted = new Map<string, ((result: RenderedBlocks) => void)[]>();
  private lastId = 0;

  constructor(private readonly deliver: (text: string, result: RenderedBlocks) => void) {}

  request(text: string) {
    if (this.busy) this.waiting = this.busy.text === text ? null : text;
    else this.send(text);
  }

  /** The rendering of exactly this text, whatever is requested after it. */
  render(text: string): Promise<RenderedBlocks> {
    return new Promise((resolve) => {
      this.wanted.set(text, [...(this.wanted.get(text) ?? []), resolve]);
      if (!this.busy) this.send(text);
    });
  }

  close() {
    if (this.busy) clearTimeout(this.busy.timer);
    this.worker?.terminate();
    this.worker = null;
    this.busy = null;
    this.waiting = null;
    for (const waiting of this.wanted.values()) for (const resolve of waiting) resolve(closed);
    this.wanted.clear();
  }

  private send(text: string) {
    if (!this.worker) {
      this.worker = createPreviewWorker();
      this.worker.onmessage = ({ data }: MessageEvent<PreviewResponse>) => {
        if (data.id === this.busy?.id) this.finish(data.result);
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.restart({ ok: false, reason: 'failed' });
      };
    }
    const id = (this.lastId += 1);
    const timer = setTimeout(
      () => this.restart({ ok: false, reason: 'too-slow' }),
      workerTimeLimit(text.length),
    );
    this.busy = { id, text, timer };
    const request: PreviewRequest = { id, text };
    this.worker.postMessage(request);
  }

  private restart(result: RenderedBlocks) {
    this.worker?.terminate();
    this.worker = null;
    this.finish(result);
  }

  private finish(result: RenderedBlocks) {
    const done = this.busy;
    if (!done) return;
    clearTimeout(done.timer);
    this.busy = null;
    this.deliver(done.text, result);
    for (const resolve of this.wanted.get(done.text) ?? []) resolve(result);
    this.wanted.delete(done.text);
    const next = this.waiting ?? this.wanted.keys().next().value ?? null;
    this.waiting = null;
    if (next !== null) this.send(next);
  }
}
