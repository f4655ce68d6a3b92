/** @jest-environment node */
// The layers' lint rule (eslint.config.mjs) refuses an import that runs back up, and only that.
import { execFileSync } from 'node:child_process';

// ESLint's API loads its config by dynamic import, which Jest's VM does not run: lint in Node.
const lintImports = `
const { ESLint } = require('eslint');
const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
(async () => {
  const eslint = new ESLint();
  const found = [];
  for (const [filePath, code] of cases) {
    const [result] = await eslint.lintText(code, { filePath });
    found.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length > 0);
  }
  console.log(JSON.stringify(found));
})();
`;

const cases: [file: string, code: string, refused: boolean][] = [
  ['lib/site/x.ts', "import { pageMetadata } from '../seo/page-metadata';", true],
  ['lib/site/x.ts', "import { search } from '@/lib/search/service';", true],
  ['lib/site/x.ts', "import { draft } from '../markdown/draft';", true],
  ['lib/content/x.ts', "import { owner } from '../site/owner';", true],
  ['lib/schema/x.ts', "import { projects } from '../content/projects';", true],
  ['lib/article/x.ts', "import { posts } from '../site/posts';", true],
  ['lib/tags.ts', "import { owner } from './site/owner';", true],
  ['lib/images/x.ts', "import { SiteLink } from '../../components/site-link/site-link';", true],
  ['components/article/x.tsx', "import { x } from '@/components/markdown/preview/y';", true],
  ['lib/site/x.ts', "import { projects } from '../content/projects';", false],
  ['lib/seo/x.ts', "import { owner } from '../site/owner';", false],
  ['lib/markdown/x.ts', "import { remarkPlugins } from '../article/render-options';", false],
  ['lib/site/x.ts', "import { tagSlug } from '../tags';", false],
];

describe('the layers import one way', () => {
  it('refuses each import that runs back up, and allows those that run down', () => {
    const refused = JSON.parse(
      execFileSync(process.execPath, ['-e', lintImports], {
        input: JSON.stringify(cases.map(([file, code]) => [file, `${code}\nexport {};\n`])),
        encoding: 'utf8',
      }),
    ) as boolean[];
    expect(cases.map(([file, code], index) => [file, code, refused[index]])).toEqual(cases);
  });
});
