import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // jsdom has no Worker, and Jest cannot read the bundler's new URL(..., import.meta.url).
    '^\\./create-worker$': '<rootDir>/__tests__/fixtures/preview-worker.ts',
    '^\\./create-search-worker$': '<rootDir>/__tests__/fixtures/search-worker.ts',
    '^@/(.*)$': '<rootDir>/$1',
    // Jest reads modules as Node does, without the bundler's server layer that lets this marker pass.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  // A timeout is there to end a test that hangs, not to time it (speed is the benchmarks' job):
  // Jest's 5 s failed tests of many clicks, and a 30 s hook made a 3.8 MB PNG, on a busy machine.
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/e2e/', '/out/', '/.next/'],
  // The benchmark's own install (Lighthouse) is no part of the tests.
  modulePathIgnorePatterns: ['<rootDir>/bench/'],
};

// react-markdown and the remark/unified family ship ESM only, so they must go through the
// transform; next/jest's own '/node_modules/' entry would win unless the list is replaced.
const esmOnly = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'ccount',
  'character-entities.*',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'github-slugger',
  'estree-util-.*',
  'hast-util-.*',
  'html-url-attributes',
  'longest-streak',
  'markdown-table',
  'mdast-util-.*',
  'micromark.*',
  'property-information',
  'space-separated-tokens',
  'trim-lines',
  'trough',
  'unist-util-.*',
  'vfile.*',
  'zwitch',
  // rehype-raw, rehype-sanitize and refractor, with what they bring:
  'refractor',
  'hastscript',
  'parse-entities',
  'character-reference-invalid',
  'is-.*',
  'parse5',
  'entities',
  'web-namespaces',
  'html-void-elements',
  '@ungap/structured-clone',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
