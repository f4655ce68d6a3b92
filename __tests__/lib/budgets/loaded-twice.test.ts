/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { loadedTwice } from '@/lib/budgets/loaded-twice';

// Turbopack's chunk shape: [currentScript, id, factory, id, id, factory, ...].
const chunk = (...modules: [number, string][]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,${modules
    .map(([id, code]) => `${id},${code}`)
    .join(',')}]);`;
const store = 'e=>{e.v("the timer store")}';
const page = 'e=>{var t=e.i(7);e.v("the clock page")}';
const keeper = 'e=>{var t=e.i(7);e.v("the keeper")}';

test('names a module that two scripts of a page both carry, with its size', () => {
  const scripts = [
    { file: 'page.js', source: chunk([7, store], [8, page]) },
    { file: 'keeper.js', source: chunk([7, store], [9, keeper]) },
  ];
  expect(loadedTwice(scripts)).toEqual([
    { id: 7, files: ['page.js', 'keeper.js'], bytes: gzipSync(store).length },
  ]);
});

test('finds nothing when each module comes once', () => {
  const scripts = [
    { file: 'page.js', source: chunk([7, store], [8, page]) },
    { file: 'keeper.js', source: chunk([9, keeper]) },
  ];
  expect(loadedTwice(scripts)).toEqual([]);
});
