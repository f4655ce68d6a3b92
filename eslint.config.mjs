import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Layers import one way: the foundations (loose files, article, images, the demos' logic), then
// schema (what content may hold), content (the owner's data), the site model, and the views
// (seo, search, resume, feeds, components, app). A test breaks a rule on purpose to prove it.
const views = ['seo', 'search', 'resume', 'feeds'];
const above = {
  foundation: ['schema', 'content', 'site', 'markdown', ...views],
  schema: ['content', 'site', 'markdown', ...views],
  content: ['site', 'markdown', 'article', 'images', ...views],
  site: ['markdown', ...views],
};
// `../x` from a folder of lib, `./x` from a file at its root.
const layerRule = (folders, reason, sibling = '\\.\\./') => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(@/lib/|${sibling})(${folders.join('|')})(/|\\.|$)|^(@/|(\\.\\./)+)(components|app)/`,
          message: reason,
        },
      ],
    },
  ],
});
const foundationRule = 'A foundation knows no content, model or view.';
const layers = [
  {
    files: ['lib/{article,images,offline,budgets,calculator,clock}/**'],
    rules: layerRule(above.foundation, foundationRule),
  },
  { files: ['lib/*.{ts,mjs,js}'], rules: layerRule(above.foundation, foundationRule, '\\./') },
  {
    files: ['lib/schema/**'],
    rules: layerRule(
      above.schema,
      'lib/schema is what content may hold: only foundations below it.',
    ),
  },
  {
    files: ['lib/content/**'],
    rules: layerRule(
      above.content,
      "lib/content is the owner's data: only lib/schema and URL rules.",
    ),
  },
  {
    files: ['lib/site/**'],
    rules: layerRule(
      above.site,
      'The model reads the content; views import it, never the reverse.',
    ),
  },
  {
    files: ['components/article/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(components|lib)/markdown/|^\\.\\./markdown/',
              message: "The site's writing never depends on the editor demo; the demo uses it.",
            },
          ],
        },
      ],
    },
  },
];
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // next's config loads jsx-a11y with a handful of rules; we want its whole recommended set.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      // A static export has no image optimiser: the build makes resized copies (lib/images),
      // shown by a plain <img> with srcset, width and height.
      '@next/next/no-img-element': 'off',
      // Destructuring a prop away (`node: _node, ...rest`) is how it is left out of the rest.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_' },
      ],
    },
  },
  ...layers,
  globalIgnores([
    '.next/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/bare/.next/**',
    'bench/bare/out/**',
  ]),
]);
