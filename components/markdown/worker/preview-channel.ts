import { networkTimeoutSeconds } from '@/lib/offline/config.mjs';
import {
  workerTimeLimit,
  type PreviewRequest,
  type PreviewResponse,
  type RenderedBlocks,
} from '@/lib/markdown/preview-protocol';
import { createPreviewWorker } from './create-worker';

const closed: RenderedBlocks = { ok: false, reason: 'failed' };

// A grammar gets what a page gets from a hanging network, then its language stays plain.
export const grammarTimeLimit = networkTimeoutSeconds * 1000;

// Only the newest text typed meanwhile, so a fast typist never queues work. A worker past its time
// limit is ended (the only way to stop a parse) and a fresh one takes the next text.
export class PreviewChannel {
  private worker: Worker | null = null;
  private busy: { id: number; text: string; timer: ReturnType<typeof setTimeout> } | null = null;
  private waiting: string | null = null;
  /** Exports await these, however much is typed meanwhile. */
  private wanted = new Map<string, ((result: RenderedBlocks) => void)[]>();
  private lastId = 0;
  private newest: string | null = null;
  private recolour = false;
  private loading = new Map<string, number>();
  private giveUp: ReturnType<typeof setTimeout> | undefined;
  private unavailable = new Set<string>();

  constructor(private readonly deliver: (text: string, result: RenderedBlocks) => void) {}

  request(text: string) {
    this.newest = text;
    if (this.busy) this.waiting = this.busy.text === text ? null : text;
    else this.send(text);
  }

  render(text: string): Promise<RenderedBlocks> {
    return new Promise((resolve) => {
      this.wanted.set(text, [...(this.wanted.get(text) ?? []), resolve]);
      if (!this.busy) this.send(text);
    });
  }

  close() {
    if (this.busy) clearTimeout(this.busy.timer);
    this.stopWorker();
    this.busy = null;
    this.waiting = null;
    for (const waiting of this.wanted.values()) for (const resolve of waiting) resolve(closed);
    this.wanted.clear();
  }

  private send(text: string) {
    if (!this.worker) {
      const worker = createPreviewWorker();
      this.worker = worker;
      worker.onmessage = ({ data }: MessageEvent<PreviewResponse>) => {
        if (worker !== this.worker) return;
        if ('id' in data) {
          if (data.id === this.busy?.id) this.finish(data.result);
        } else if ('loading' in data) this.grammarLoading(data.loading);
        else this.grammarLoaded(data.loaded, data.coloured);
      };
      worker.onerror = (event) => {
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
    const request: PreviewRequest = { id, text, unavailable: [...this.unavailable] };
    this.worker.postMessage(request);
  }

  private restart(result: RenderedBlocks) {
    this.stopWorker();
    this.finish(result);
  }

  private stopWorker() {
    clearTimeout(this.giveUp);
    this.loading.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  private grammarLoading(grammar: string) {
    if (!this.loading.has(grammar)) this.loading.set(grammar, Date.now());
    this.scheduleGiveUp();
  }

  private grammarLoaded(grammar: string, coloured: boolean) {
    this.loading.delete(grammar);
    this.scheduleGiveUp();
    if (!coloured) return;
    if (this.busy) this.recolour = true;
    else if (this.newest !== null) this.send(this.newest);
  }

  private scheduleGiveUp() {
    clearTimeout(this.giveUp);
    if (this.loading.size === 0) return;
    const due = Math.min(...this.loading.values()) + grammarTimeLimit;
    this.giveUp = setTimeout(() => this.giveUpGrammars(), Math.max(0, due - Date.now()));
  }

  // A hanging grammar holds the worker: a fresh one takes the text, leaving that language plain.
  private giveUpGrammars() {
    for (const [name, named] of this.loading) {
      if (Date.now() - named >= grammarTimeLimit) this.unavailable.add(name);
    }
    this.stopWorker();
    const busy = this.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    this.busy = null;
    this.send(busy.text);
  }

  private finish(result: RenderedBlocks) {
    const done = this.busy;
    if (!done) return;
    clearTimeout(done.timer);
    this.busy = null;
    this.deliver(done.text, result);
    for (const resolve of this.wanted.get(done.text) ?? []) resolve(result);
    this.wanted.delete(done.text);
    const next =
      this.waiting ??
      (this.recolour ? this.newest : null) ??
      this.wanted.keys().next().value ??
      null;
    this.waiting = null;
    if (next === this.newest) this.recolour = false;
    if (next !== null) this.send(next);
  }
}
