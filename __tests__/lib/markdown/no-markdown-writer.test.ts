// The browser build swaps remark-gfm's markdown writer for lib/markdown/no-markdown-writer.ts
// (next.config.mjs); here too, so a use of it by the editor's parser would throw.
jest.mock('mdast-util-to-markdown', () => jest.requireActual('@/lib/markdown/no-markdown-writer'));
jest.mock('markdown-table', () => jest.requireActual('@/lib/markdown/no-markdown-writer'));

import { markdownTree } from '@/lib/markdown/blocks';
import { markdownTable } from 'markdown-table';

const gfm = `| a | b |
| - | - |
| 1 | 2 |

- [x] done

~~gone~~ www.example.com, noted[^1]

[^1]: A note.
`;

it('parses every GFM construct without the markdown writer', () => {
  const types = JSON.stringify(markdownTree(gfm)).match(/"type":"\w+"/g);
  for (const type of [
    'table',
    'tableCell',
    'delete',
    'link',
    'footnoteReference',
    'footnoteDefinition',
  ])
    expect(types).toContain(`"type":"${type}"`);
  expect(JSON.stringify(markdownTree(gfm))).toContain('"checked":true');
});

it('says where the writer went if anything ever calls it', () => {
  expect(() => markdownTable([['a']])).toThrow('No markdown writer in the browser');
});
