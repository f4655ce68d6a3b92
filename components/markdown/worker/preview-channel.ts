import { networkTimeoutSeconds } from '@/lib/offline/config.mjs';
import {
  workerTimeLimit,
  type PreviewRequest,
  type PreviewResponse,
  type RenderedBlocks,
} from '@/lib/markdown/preview-protocol';
import { createPreviewWorker } from './create-worker';

const closed: RenderedBlocks = { ok: false, reason: 'failed' };

/** A grammar gets what a page gets from a network that hangs, then its language stays plain. */
export const grammarTimeLimit = networkTimeoutSeconds * 1000;

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
  private lastDelivered: string | null = null;
  /** Grammars the worker is loading, and when to give up on them. */
  private loading: { grammars: string[]; timer: ReturnType<typeof setTimeout> } | null = null;
  private unavailable = new Set<string>();

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
    if (this.loading) clearTimeout(this.loading.timer);
    this.loading = null;
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
        if ('id' in data) {
          if (data.id === this.busy?.id) this.finish(data.result);
        } else if (data.loading) this.grammarsLoading(data.grammars);
        else this.grammarsLoaded(data.grammars, data.coloured);
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
    const request: PreviewRequest = { id, text, unavailable: [...this.unavailable] };
    this.worker.postMessage(request);
  }

  private restart(result: RenderedBlocks) {
    this.stopWorker();
    this.finish(result);
  }

  private stopWorker() {
    if (this.loading) clearTimeout(this.loading.timer);
    this.loading = null;
    this.worker?.terminate();
    this.worker = null;
  }

  // The clock starts with the first grammar: more named meanwhile do not put it back.
  private grammarsLoading(grammars: string[]) {
    if (this.loading) this.loading.grammars.push(...grammars);
    else
      this.loading = { grammars, timer: setTimeout(() => this.giveUpGrammars(), grammarTimeLimit) };
  }

  private grammarsLoaded(grammars: string[], coloured: boolean) {
    if (this.loading) {
      this.loading.grammars = this.loading.grammars.filter((name) => !grammars.includes(name));
      if (this.loading.grammars.length === 0) {
        clearTimeout(this.loading.timer);
        this.loading = null;
      }
    }
    if (!coloured) return;
    // The newest text again, now in colour (one sent meanwhile may have rendered before).
    if (this.busy) this.waiting ??= this.busy.text;
    else if (this.lastDelivered !== null) this.send(this.lastDelivered);
  }

  /**
   * A grammar that hangs (its script loads in the worker, which then waits with it): a fresh
   * worker takes the text being rendered, and code in those languages stays plain.
   */
  private giveUpGrammars() {
    for (const name of this.loading?.grammars ?? []) this.unavailable.add(name);
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
    this.lastDelivered = done.text;
    this.deliver(done.text, result);
    for (const resolve of this.wanted.get(done.text) ?? []) resolve(result);
    this.wanted.delete(done.text);
    const next = this.waiting ?? this.wanted.keys().next().value ?? null;
    this.waiting = null;
    if (next !== null) this.send(next);
  }
}
