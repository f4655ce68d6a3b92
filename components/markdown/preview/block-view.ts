import type { RenderedBlock } from '@/lib/markdown/preview-protocol';

interface Entry {
  key: string;
  nodes: ChildNode[];
  list?: BlockView;
}

// Then the page gets the main thread back.
const sliceMs = 8;

// Unchanged blocks keep their DOM nodes; new ones are parsed from HTML the worker rendered with the
// preview's own components (so it is inert). A line break separates blocks, as in react-markdown's.
export class BlockView {
  private shown: Entry[] = [];
  private target: RenderedBlock[] = [];
  private pending: ReturnType<typeof setTimeout> | undefined;
  private waiting = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly parent?: BlockView,
  ) {}

  // aria-busy until the newest blocks are all in place: a partly placed document is not one.
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
    if (this.parent) return this.parent.markBusy();
    this.container.setAttribute('aria-busy', String(this.waiting || this.placing));
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

function parse(html: string): ChildNode[] {
  if (html === '\n') return [document.createTextNode('\n')];
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return [...holder.content.childNodes];
}
