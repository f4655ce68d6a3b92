import type { RenderedBlock } from '@/lib/markdown/preview-protocol';

interface Entry {
  key: string;
  nodes: ChildNode[];
  /** A long list's own view of its parts, inside its element. */
  list?: BlockView;
}

/** How long one slice of DOM work may take before the page gets the main thread back. */
const sliceMs = 8;

/**
 * Shows the worker's blocks in #preview, a slice at a time. Blocks whose HTML did not change keep
 * their DOM nodes (moved if blocks before them were added or removed); new ones are parsed from
 * their HTML, which the preview's own React components rendered in the worker (so it is inert).
 * A long list keeps its element and shows its parts the same way inside it. Blocks are separated
 * by a line break, as react-markdown separates them (and a list's items, at both ends too).
 */
export class BlockView {
  private shown: Entry[] = [];
  private target: RenderedBlock[] = [];
  private pending: ReturnType<typeof setTimeout> | undefined;
  private waiting = false;

  constructor(
    private readonly container: HTMLElement,
    /** For a list's view: told when it has placed its parts; and line breaks at both ends. */
    private readonly parent?: BlockView,
  ) {}

  /**
   * Shows these blocks; `waiting` says a newer rendering is on its way. The container is
   * aria-busy until the newest blocks are all in place: a partly placed document is not one.
   */
  show(blocks: readonly RenderedBlock[], waiting = false) {
    this.waiting = waiting;
    const separated = blocks.flatMap((block, index) => (index === 0 ? [block] : ['\n', block]));
    this.target = this.parent ? ['\n', ...separated, '\n'] : separated;
    clearTimeout(this.pending);
    this.pending = undefined;
    this.pass();
    this.markBusy();
  }

  close() {
    clearTimeout(this.pending);
    for (const entry of this.shown) entry.list?.close();
  }

  private get placing(): boolean {
    return this.pending !== undefined || this.shown.some((entry) => entry.list?.placing);
  }

  private markBusy(): void {
    if (this.parent) {
      this.parent.markBusy();
      return;
    }
    const busy = this.waiting || this.placing;
    this.container.setAttribute('aria-busy', String(busy));
  }

  private pass() {
    const deadline = performance.now() + sliceMs;
    const unused = new Map<string, Entry[]>();
    for (const entry of this.shown) {
      const same = unused.get(entry.key);
      if (same) same.push(entry);
      else unused.set(entry.key, [entry]);
    }
    const next: Entry[] = [];
    let place: ChildNode | null = this.container.firstChild;
    let index = 0;
    let created = 0;
    for (; index < this.target.length; index += 1) {
      const block = this.target[index]!;
      const key = typeof block === 'string' ? block : `list ${block.open}`;
      let entry = unused.get(key)?.shift();
      if (!entry) {
        // Each pass makes at least one new block, so even a slow machine gets to the end.
        if (created > 0 && performance.now() > deadline) break;
        entry = typeof block === 'string' ? { key, nodes: parse(block) } : this.newList(key, block);
        created += 1;
      }
      if (typeof block !== 'string') entry.list!.show(block.parts);
      const [first, last] = [entry.nodes[0], entry.nodes.at(-1)];
      if (first && first === place) place = last!.nextSibling;
      else for (const node of entry.nodes) this.container.insertBefore(node, place);
      next.push(entry);
    }
    // Whatever was shown and not reused stays after the new blocks until the pass completes.
    const rest = new Set([...unused.values()].flat());
    if (index < this.target.length) {
      this.shown = [...next, ...this.shown.filter((entry) => rest.has(entry))];
      this.pending = setTimeout(() => this.pass(), 0);
      return;
    }
    for (const entry of rest) {
      entry.list?.close();
      for (const node of entry.nodes) node.remove();
    }
    this.shown = next;
    this.pending = undefined;
    this.markBusy();
  }

  private newList(key: string, block: Exclude<RenderedBlock, string>): Entry {
    const nodes = parse(block.open + block.close);
    return { key, nodes, list: new BlockView(nodes[0] as HTMLElement, this) };
  }
}

const template = () => document.createElement('template');

function parse(html: string): ChildNode[] {
  if (html === '\n') return [document.createTextNode('\n')];
  const holder = template();
  holder.innerHTML = html;
  return [...holder.content.childNodes];
}
