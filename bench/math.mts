// `npm run bench:math [-- post.md ...]`: what formulas and diagrams add to a post's build. Renders
// each post (default: a sample with a fraction, stretched brackets, a matrix, ℝ and two diagrams)
// through the article's plugins as written and with its formulas and diagrams made plain text,
// median of 7, then cuts the math font for it from a cold start (once per build, then cached).
import { readFileSync } from 'node:fs';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import subsetFont from 'subset-font';
import { unified } from 'unified';
import { mathCharacters } from '../lib/article/math-font';
import { articleRehypePlugins, articleRemarkPlugins } from '../lib/article/plugins';

const sample = [
  'The policy $\\pi(a \\mid s)$ acts on $\\mathbb{R}^n$, and Hugo writes $x\\_t$ and \\(y\\_t\\).',
  '$$\\left( \\frac{a + b}{c} \\right)^2 = \\sum_{i=1}^{n} x_i$$',
  '$$\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix} \\int_0^1 f(x)\\,dx$$',
  '```mermaid\nflowchart LR\n  A[Collect] --> B{Enough?}\n  B -->|yes| C[Update]\n  B -->|no| A\n```',
  '```mermaid\nstateDiagram-v2\n  [*] --> Running\n  Running --> Done\n  Done --> [*]\n```',
].join('\n\n');

const processor = unified()
  .use(remarkParse)
  .use(articleRemarkPlugins)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(articleRehypePlugins({ diagram: 'Diagram' }));

// Formulas and diagrams as words of the same length, so the rest of the work is the same.
const plain = (text: string) =>
  text
    .replace(/```mermaid\n[\s\S]*?```/g, (block) => 'x'.repeat(block.length))
    .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]+\$|\\\([\s\S]*?\\\)/g, (math) => 'x'.repeat(math.length));

async function median(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let n = 0; n < 7; n += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[3]!;
}

const render = (text: string) => processor.run(processor.parse(text));
const posts = process.argv.slice(2);
await render(sample); // loads Temml and the diagram renderer once, as the build does
for (const [name, text] of posts.length
  ? posts.map((file) => [file, readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---\n/, '')])
  : [['the sample', sample]]) {
  const withMath = await median(() => render(text!));
  const without = await median(() => render(plain(text!)));
  const characters = mathCharacters([text!]);
  const start = performance.now();
  const font = await subsetFont(
    readFileSync(
      'node_modules/@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2',
    ),
    characters,
    { targetFormat: 'woff2' },
  );
  const cut = performance.now() - start;
  console.log(
    `${name}: render ${withMath.toFixed(0)} ms, ${without.toFixed(0)} ms without formulas and diagrams ` +
      `(+${(withMath - without).toFixed(0)} ms); math font ${(font.length / 1024).toFixed(1)} KiB for ` +
      `${[...characters].length} characters, cut in ${cut.toFixed(0)} ms (cold, once per build)`,
  );
}
