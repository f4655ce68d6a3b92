// Wrong TeX stops the build with its file and line, instead of showing as code on the page.
import { walk } from './walk';
import { mathMarkup } from './math';
import { articleTree } from './tree';
import { mayHoldMath } from './math-syntax';

type Document = { file: string; body: string; bodyLine: number };

const shown = (tex: string) => (tex.length > 40 ? `${tex.slice(0, 39)}…` : tex);

export function mathProblems(documents: readonly Document[]): string[] {
  return documents.flatMap(({ file, body, bodyLine }) => {
    const problems: string[] = [];
    if (!mayHoldMath(body)) return problems;
    walk(articleTree(body), (node) => {
      const display = node.type === 'math' || (node.type === 'code' && node.lang === 'math');
      if (node.type !== 'inlineMath' && !display) return;
      const drawn = mathMarkup({ tex: node.value, display });
      if (!('problem' in drawn)) return;
      const line = bodyLine + (node.position?.start.line ?? 1) - 1;
      problems.push(
        `${file}:${line}: the formula ${JSON.stringify(shown(node.value))} is not TeX this site can draw (${drawn.problem}): correct it`,
      );
    });
    return problems;
  });
}
