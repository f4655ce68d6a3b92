interface Entry {
  html: string;
  nodes: ChildNode[];
}

/** How long one slice of DOM work may take before the page gets the main thread back. */
const sliceMs = 8;

/**
 * Shows the worker's blocks in #preview, a slice at a time. Blocks whose HTML did not change keep
 * their DOM nodes (moved if blocks before them were added or removed); new ones are parsed from
 * their HTML, which the preview's own React components rendered in the worker (so it is inert).
 * Blocks are separated by a line break, as react-markdown separates them.
 */
export class BlockView {
  private shown: Entry[] = [];
  private target: string[] = [];
  private pending: ReturnType<typeof setTimeout> | undefined;
  private waiting = false;

  constructor(private readonly container: HTMLElement) {}

  /**
   * Shows these blocks; `waiting` says a newer rendering is on its way. The container is
   * aria-busy until the newest blocks are all in place: a partly placed document is not one.
   */
  show(blocks: readonly string[], waiting = false) {
    this.waiting = waiting;
    this.target = blocks.flatMap((html, index) => (index === 0 ? [html] : ['\n', html]));
    clearTimeout(this.pending);
    this.pending = undefined;
    this.pass();
    this.markBusy();
  }

  close() {
    clearTimeout(this.pending);
  }

  private markBusy() {
    const busy = this.waiting || this.pending !== undefined;
    this.container.setAttribute('aria-busy', String(busy));
  }

  private pass() {
    const deadline = performance.now() + sliceMs;
    const unused = new Map<string, Entry[]>();
    for (const entry of this.shown) {
      const same = unused.get(entry.html);
      if (same) same.push(entry);
      else unused.set(entry.html, [entry]);
    }
    const next: Entry[] = [];
    let place: ChildNode | null = this.container.firstChild;
    let index = 0;
    let created = 0;
    for (; index < this.target.length; index += 1) {
      const html = this.target[index]!;
      let entry = unused.get(html)?.shift();
      if (!entry) {
        // Each pass makes at least one new block, so even a slow machine gets to the end.
        if (created > 0 && performance.now() > deadline) break;
        entry = { html, nodes: parse(html) };
        created += 1;
      }
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
    for (const entry of rest) for (const node of entry.nodes) node.remove();
    this.shown = next;
    this.pending = undefined;
    this.markBusy();
  }
}

const template = () => document.createElement('template');

function parse(html: string): ChildNode[] {
  if (html === '\n') return [document.createTextNode('\n')];
  const holder = template();
  holder.innerHTML = html;
  return [...holder.content.childNodes];
}
