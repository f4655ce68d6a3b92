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
    // Jest lacks the bundler's server layer that lets this marker pass.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  // A timeout ends a test that hangs; timing is the benchmarks' job, and the machine may be busy.
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/e2e/', '/out/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/bench/'],
};

// ESM only, so they must go through the transform; next/jest's own '/node_modules/' entry would
// win unless the list is replaced.
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
  // The diagrams' renderer.
  'beautiful-mermaid',
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
