import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
