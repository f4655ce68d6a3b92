/** @jest-environment node */
// The byte budgets leave out what these mark; unmarked, a long post would be over budget again.
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownArticle } from '@/components/article/markdown-article';
import { TableOfContents } from '@/components/article/article-parts';
import { outline } from '@/lib/article/outline';
import { withoutOwnerWords } from '@/lib/budgets/owner-words';
import { ResumeView } from '@/components/about/resume-view';
import type { Owner } from '@/lib/site/owner';

const post = Array.from({ length: 6 }, (_, i) => `## Part ${i}\n\nWords of part ${i}.`).join(
  '\n\n',
);

describe('the owner’s words in an article', () => {
  it('are marked in the body and in the contents list, and only the chrome is left to measure', async () => {
    const html = [
      '<main>',
      renderToStaticMarkup(<TableOfContents sections={outline(post)} />),
      renderToStaticMarkup(await MarkdownArticle({ text: post })),
      '</main>',
    ].join('');
    expect(html).toContain('Words of part 3');
    expect(html).toContain('>Part 3</a>');
    const measured = withoutOwnerWords(html);
    expect(measured).not.toContain('Part 3');
    expect(measured).not.toContain('Words of part');
    expect(measured).toContain('Contents');
  });
});

describe('the owner’s words in the résumé', () => {
  it('are marked in the summary and every section’s entries, and the headings are left to measure', () => {
    const entries = Array.from({ length: 9 }, (_, i) => ({
      title: `Employer ${i}`,
      dates: '2020 – 2021',
      summary: `What happened at employer ${i}.`,
      items: [`Highlight of employer ${i}`],
    }));
    const owner = { name: 'Ada', tagline: 'Engineer', profiles: [] } as unknown as Owner;
    const html = renderToStaticMarkup(
      <ResumeView
        owner={owner}
        resume={{ basics: { summary: 'A summary of Ada.' } }}
        sections={[{ key: 'work', title: 'Experience', entries }]}
      />,
    );
    expect(html).toContain('Highlight of employer 8');
    const measured = withoutOwnerWords(html);
    expect(measured).not.toContain('employer');
    expect(measured).not.toContain('A summary of Ada.');
    expect(measured).toContain('Experience');
  });
});
