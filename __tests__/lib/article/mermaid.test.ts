/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownArticle } from '@/components/article/markdown-article';
import { diagramNotes } from '@/lib/article/diagram-check';
import { diagramMarkup } from '@/lib/article/mermaid';
import { words } from '@/lib/site/words';

const fence = (text: string) => `\`\`\`mermaid\n${text}\n\`\`\``;
const flowchart =
  'flowchart LR\n  A[Collect] --> B{Enough?}\n  B -->|yes| C[Update]\n  B -->|no| A';
const states =
  'stateDiagram-v2\n  accTitle: States of an episode\n  accDescr: It runs, then ends\n  [*] --> Running\n  Running --> Done\n  Done --> [*]';

const page = async (text: string) => renderToStaticMarkup(await MarkdownArticle({ text }));

describe('a mermaid diagram', () => {
  it('is inline SVG, named by its accTitle or the text before it, ids unique on the page', async () => {
    const html = await page(`The training loop:\n\n${fence(flowchart)}\n\n${fence(states)}`);
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).toContain('role="img" aria-label="The training loop"');
    expect(svgs[1]).toContain('aria-label="States of an episode: It runs, then ends"');
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(target);
    expect(html).not.toMatch(/<style|@import|googleapis|accTitle|language-mermaid/);
  });

  it('with no title and nothing before it, is named by the dictionary’s word', async () => {
    const html = await page(fence(flowchart));
    expect(html).toContain(`role="img" aria-label="${words.article.diagram}"`);
  });

  it('weighs at most 3 KB gzipped, for each kind it draws', () => {
    const kinds = [
      flowchart,
      states,
      'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi',
      'classDiagram\n  class Animal {\n    +String name\n    +eat()\n  }\n  Animal <|-- Duck',
      'erDiagram\n  CUSTOMER ||--o{ ORDER : places',
    ];
    for (const kind of kinds) {
      const drawn = diagramMarkup(kind, 'diagram-1-');
      expect('svg' in drawn && gzipSync(drawn.svg).length).toBeLessThan(3 * 1024);
    }
  });

  it('of a kind it cannot draw stays code, with a note naming file and line', async () => {
    const pie = 'pie title Pets\n  "Dogs" : 386';
    expect(await page(fence(pie))).toContain('language-mermaid');
    const body = `Intro.\n\n${fence(pie)}\n\n${fence(flowchart)}`;
    expect(diagramNotes([{ file: 'lib/content/writing/a.md', body, bodyLine: 4 }])).toEqual([
      expect.stringMatching(
        /^lib\/content\/writing\/a\.md:6: this mermaid diagram shows as its code/,
      ),
    ]);
  });
});
