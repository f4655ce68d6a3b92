import { BlockView } from '@/components/markdown/preview/block-view';
import type { RenderedBlock } from '@/lib/markdown/preview-protocol';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A view whose show() runs every slice to the end. */
function view() {
  const container = document.createElement('div');
  const blocks = new BlockView(container);
  return {
    container,
    blocks: {
      show: (html: RenderedBlock[]) => {
        blocks.show(html);
        jest.runAllTimers();
      },
    },
  };
}

it('shows the blocks separated by line breaks, as a whole-document rendering is', () => {
  const { container, blocks } = view();
  blocks.show(['<h1>a</h1>', '<p>b</p>', '<p>c</p>']);
  expect(container.innerHTML).toBe('<h1>a</h1>\n<p>b</p>\n<p>c</p>');
  blocks.show([]);
  expect(container.innerHTML).toBe('');
});

it('keeps the DOM nodes of blocks that did not change, wherever they move', () => {
  const { container, blocks } = view();
  blocks.show(['<p>one</p>', '<p>two</p>', '<p>three</p>']);
  const [one, two, three] = [...container.querySelectorAll('p')];

  blocks.show(['<h2>new</h2>', '<p>one</p>', '<p>two, edited</p>', '<p>three</p>']);
  expect(container.innerHTML).toBe('<h2>new</h2>\n<p>one</p>\n<p>two, edited</p>\n<p>three</p>');
  const now = [...container.querySelectorAll('p')];
  expect(now[0]).toBe(one);
  expect(now[1]).not.toBe(two);
  expect(now[2]).toBe(three);
});

it('keeps the items of a long list that did not change, inside the same list element', () => {
  const { container, blocks } = view();
  const list = (last: string) => ({
    open: '<ul>',
    parts: ['<li>a</li>\n<li>b</li>', `<li>c</li>\n<li>${last}</li>`],
    close: '</ul>',
  });
  blocks.show(['<p>x</p>', list('d')]);
  expect(container.innerHTML).toBe(
    '<p>x</p>\n<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n<li>d</li>\n</ul>',
  );
  const ul = container.querySelector('ul');
  const [a, , , d] = container.querySelectorAll('li');

  blocks.show(['<p>x</p>', list('d!')]);
  expect(container.innerHTML).toBe(
    '<p>x</p>\n<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n<li>d!</li>\n</ul>',
  );
  expect(container.querySelector('ul')).toBe(ul);
  expect(container.querySelector('li')).toBe(a);
  expect(container.querySelectorAll('li')[3]).not.toBe(d);

  blocks.show(['<p>x</p>']);
  expect(container.innerHTML).toBe('<p>x</p>');
});

it('is busy until the parts of a long list are all in place', () => {
  const { container, blocks } = timedView(1);
  const parts = Array.from({ length: 50 }, (_, n) => `<li>${n}</li>`);
  blocks.show([{ open: '<ol start="3">', parts, close: '</ol>' }]);
  expect(container.querySelectorAll('li').length).toBeLessThan(50);
  expect(container).toHaveAttribute('aria-busy', 'true');
  jest.runAllTimers();
  expect(container.innerHTML).toBe(`<ol start="3">\n${parts.join('\n')}\n</ol>`);
  expect(container).toHaveAttribute('aria-busy', 'false');
});

it('keeps each of two identical blocks', () => {
  const { container, blocks } = view();
  blocks.show(['<hr>', '<p>x</p>', '<hr>']);
  blocks.show(['<hr>', '<hr>']);
  expect(container.innerHTML).toBe('<hr>\n<hr>');
});

/** A view whose slices are timed by a clock that moves `step` ms each time it is read. */
function timedView(step: number) {
  let clock = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (clock += step));
  const container = document.createElement('div');
  return { container, blocks: new BlockView(container) };
}

it('works through a long document a slice at a time, and finishes it', () => {
  const { container, blocks } = timedView(1);
  const many = Array.from({ length: 100 }, (_, n) => `<p>${n}</p>`);
  blocks.show(many);
  // Each new block costs a millisecond here: the first slice stops well short of the end.
  const first = container.querySelectorAll('p').length;
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(100);
  jest.runAllTimers();
  expect(container.innerHTML).toBe(many.join('\n'));
});

it('is busy while blocks are still being placed, or a newer rendering is on its way', () => {
  const { container, blocks } = timedView(1);
  blocks.show(Array.from({ length: 100 }, (_, n) => `<p>${n}</p>`));
  expect(container.querySelectorAll('p').length).toBeLessThan(100);
  expect(container).toHaveAttribute('aria-busy', 'true');
  jest.runAllTimers();
  expect(container).toHaveAttribute('aria-busy', 'false');
  blocks.show(['<p>0</p>'], true);
  expect(container).toHaveAttribute('aria-busy', 'true');
});

it('makes progress even when every pass is already over its time', () => {
  // Far over the slice's budget before it creates anything.
  const { container, blocks } = timedView(100);
  blocks.show(['<p>a</p>', '<p>b</p>', '<p>c</p>']);
  jest.runAllTimers();
  expect(container.innerHTML).toBe('<p>a</p>\n<p>b</p>\n<p>c</p>');
});
