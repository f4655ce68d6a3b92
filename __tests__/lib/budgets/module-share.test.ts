/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { chunkModules, clientModules, exclusiveShare } from '@/lib/budgets/module-share';

// Turbopack's chunk shape: [currentScript, id, factory, id, id, factory, ...].
const react = 'e=>{e.v("react, shared by every client module")}';
const searchOnly = 'e=>{e.v("the search box label")}';
const searchButton = 'e=>{var t=e.i(1),r=e.i(3);e.s(["SearchButton",0,r])}';
const themeSwitch = 'e=>{var t=e.i(1);e.s(["ThemeSwitch",0,t])}';
const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,${react},2,20,${searchButton},3,${searchOnly},4,${themeSwitch}]);`;
const entries = new Map([
  ['[project]/components/search/search-button.tsx', 2],
  ['[project]/components/theme-switch/theme-switch.tsx', 4],
]);
const gz = (code: string) => gzipSync(code).length;

test("a chunk's modules by id, several ids sharing one factory", () => {
  const modules = chunkModules(chunk);
  expect(modules.get(2)).toBe(searchButton);
  expect(modules.get(20)).toBe(searchButton);
  expect(modules.get(4)).toBe(themeSwitch);
});

test("a feature's share counts what only it imports, not what others share", () => {
  const isFeature = (path: string) => path.includes('/components/search/');
  expect(exclusiveShare({ chunks: [chunk], entries, isFeature })).toBe(
    gz(searchButton) + gz(searchOnly),
  );
});

test('no share on a page whose chunks hold none of the feature', () => {
  const withoutSearch = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,${react},4,${themeSwitch}]);`;
  const isFeature = (path: string) => path.includes('/components/search/');
  expect(exclusiveShare({ chunks: [withoutSearch], entries, isFeature })).toBe(0);
});

test('client modules and their ids from a client-reference manifest', () => {
  const manifest =
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    'globalThis.__RSC_MANIFEST["/page"] = {"clientModules":{"[project]/components/search/search-button.tsx":{"id":2,"chunks":[]}}};\n';
  expect(clientModules(manifest)).toEqual(
    new Map([['[project]/components/search/search-button.tsx', 2]]),
  );
});
